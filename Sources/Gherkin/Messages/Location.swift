/// A position in a source file. Lines count from 1; columns count Unicode scalars
/// from 1, as the reference implementations do (so an emoji is one column).
public struct Location: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int?

    public init(line: Int, column: Int? = nil) {
        self.line = line
        self.column = column
    }
}

/// Where a message came from: a file, optionally a position in it.
public struct SourceReference: Codable, Hashable, Sendable {
    public var uri: String?
    public var location: Location?

    public init(uri: String? = nil, location: Location? = nil) {
        self.uri = uri
        self.location = location
    }
}
