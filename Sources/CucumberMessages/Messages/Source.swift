/// The text of one feature file, as the `source` envelope carries it.
public struct Source: Hashable, Sendable {
    public enum MediaType: String, Hashable, Sendable {
        case plain = "text/x.cucumber.gherkin+plain"
        case markdown = "text/x.cucumber.gherkin+markdown"
    }

    public var uri: String
    public var data: String
    public var mediaType: MediaType

    public init(uri: String, data: String, mediaType: MediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}

/// A syntax error found while parsing; the message has the reference's wording,
/// prefixed with `(line:column): `.
public struct ParseError: Hashable, Sendable, Error {
    public var source: SourceReference
    public var message: String

    public init(source: SourceReference, message: String) {
        self.source = source
        self.message = message
    }
}
