/// A mistake in a dialect file (`--i18n-file`): where it is and what is wrong,
/// printed as `path:line:column: message`.
public struct DialectFileError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String

    public init(path: String, line: Int, column: Int, message: String) {
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(path):\(line):\(column): \(message)" }
}
