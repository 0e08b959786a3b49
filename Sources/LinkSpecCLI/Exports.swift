// A team's executable needs one import: `LinkSpecCommandLine` and what it
// takes (`StepLibrary`, `AppWorld`, `AppSource`, `RoutingEvent`, `IncomingLink`),
// and everything a step author uses (`DataTable`, `DocString`, `StepFailure`,
// `expect`, `pending()`), as with `import LinkSpecTesting`, which tests use.
@_exported import LinkSpecRunner
@_exported import LinkSpecSteps
@_exported import SimulatedApp
// The values steps receive: a data table, a doc string, `{biginteger}` and
// `{bigdecimal}` (only these of the expression engine, which is plumbing).
@_exported import struct Expressions.BigDecimal
@_exported import struct Expressions.BigInteger
@_exported import struct Expressions.DataTable
@_exported import struct Expressions.DataTableShapeError
@_exported import struct Expressions.DocString
