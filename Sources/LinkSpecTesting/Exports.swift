// A team's test file needs one import: the step author's vocabulary (see
// `LinkSpecSteps`'s `Exports.swift`) comes with it, as with `LinkSpecCLI`.
@_exported import LinkSpecSteps
