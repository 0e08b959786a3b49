// A team's test file needs one import: the step library API (`StepLibrary`,
// `expect`, `pending()`, `RunConfiguration`), the app world and standard steps
// (`AppWorld`, `StandardSteps`), and the app map (`AppMap`) come with it.
@_exported import LinkSpecRunner
@_exported import LinkSpecSteps
@_exported import SimulatedApp
