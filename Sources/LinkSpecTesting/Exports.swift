// A team's test file needs one import: the step author's vocabulary (see
// `LinkSpecSteps`'s `Exports.swift`) comes with it, as with `LinkSpecCLI`.
@_exported import LinkSpecSteps
// The formats `Report.format(_:_:)` names, so that a test can name them too
// (`FormatterKind.json`) and their documentation is in this module's.
@_exported import enum LinkSpecReports.FormatterKind
