/// Where a step definition is written, for reports and ambiguity messages.
package struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var line: Int

    package init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// Captures the caller's location: `SourceLocation.here()`.
    package static func here(file: String = #filePath, line: Int = #line) -> SourceLocation {
        SourceLocation(file: file, line: line)
    }

    package var description: String { "\(file):\(line)" }
}
