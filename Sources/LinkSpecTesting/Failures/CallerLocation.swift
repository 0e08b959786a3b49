import LinkSpecRunner

/// The Swift line that started a run (`#filePath`, `#line`): where failures go
/// that have no feature file line, such as a broken app map or a failed
/// before-all hook.
package struct CallerLocation: Hashable, Sendable {
    package var filePath: String
    package var line: Int

    package init(filePath: String, line: Int) {
        self.filePath = filePath
        self.line = line
    }

    func failure(status: StepStatus = .failed, message: String, definitionLocation: CodeLocation? = nil) -> ScenarioFailure {
        ScenarioFailure(filePath: filePath, uri: filePath, line: line, status: status, scenario: "",
                        message: message, definitionLocation: definitionLocation)
    }

    /// A problem found while loading: at its file and line when it has them
    /// (a parse error in a feature file), here otherwise.
    func failure(for error: InputError, root: PackageRoot) -> ScenarioFailure {
        guard let line = error.line else { return failure(message: error.description) }
        return ScenarioFailure(filePath: root.sourcePath(of: root.resolve(error.path)), uri: error.path, line: line,
                               column: error.column ?? 1, status: .failed, scenario: "", message: error.message)
    }
}
