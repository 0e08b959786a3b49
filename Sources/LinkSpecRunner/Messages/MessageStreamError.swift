/// A line of a message stream that could not be read, with its place:
/// `run.ndjson:12: expected a JSON object`.
public struct MessageStreamError: Error, Hashable, Sendable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String

    public init(path: String, line: Int, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String { "\(path):\(line): \(message)" }
}
