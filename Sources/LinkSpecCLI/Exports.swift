// A team's executable needs one import: `LinkSpecCommandLine` and the step
// author's vocabulary (see `LinkSpecSteps`'s `Exports.swift`), as with
// `LinkSpecTesting`, which tests use.
@_exported import LinkSpecSteps
