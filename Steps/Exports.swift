// The vocabulary of a step author, in one place: the team-facing products
// (`LinkSpecTesting` for tests, `LinkSpecCLI` for a team's command line)
// re-export this module, so one import gives the step library API
// (`StepLibrary`, `expect`, `pending()`, `StepFailure`, `RunConfiguration`),
// the app world and its source (`AppWorld`, `AppSource`), the app map and
// what the team's routing function takes and returns (`AppMap`,
// `IncomingLink`, `RoutingEvent`).
@_exported import LinkSpecRunner
@_exported import AppSimulation
@_exported import AppDrawing
// The values steps receive: a data table, a doc string, `{biginteger}` and
// `{bigdecimal}` (only these of the expression engine, which is plumbing).
@_exported import struct Expressions.BigDecimal
@_exported import struct Expressions.BigInteger
@_exported import struct Expressions.DataTable
@_exported import struct Expressions.DataTableShapeError
@_exported import struct Expressions.DocString
