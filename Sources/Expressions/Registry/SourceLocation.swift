/// Where a step definition is written, for reports and ambiguity messages.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    public var file: String
    public var line: Int

    public init(file: String, line: Int) {
        self.file = file
        self.line = line
    }

    /// Captures the caller's location: `SourceLocation.here()`.
    public static func here(file: String = #filePath, line: Int = #line) -> SourceLocation {
        SourceLocation(file: file, line: line)
    }

    public var description: String { "\(file):\(line)" }
}
