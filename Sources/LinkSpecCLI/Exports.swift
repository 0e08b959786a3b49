// A team's executable needs one import: `LinkSpecCommandLine` and what it
// takes (`StepLibrary`, `AppWorld`, `AppSource`, `RoutingEvent`, `IncomingLink`),
// and everything a step author uses (`DataTable`, `DocString`, `StepFailure`,
// `expect`, `pending()`), as with `import LinkSpecTesting`, which tests use.
@_exported import LinkSpecRunner
@_exported import LinkSpecSteps
@_exported import SimulatedApp
