/// The text of one feature file, as the `source` envelope carries it.
package struct Source: Hashable, Sendable {
    package enum MediaType: String, Hashable, Sendable {
        case plain = "text/x.cucumber.gherkin+plain"
        case markdown = "text/x.cucumber.gherkin+markdown"
    }

    package var uri: String
    package var data: String
    package var mediaType: MediaType

    package init(uri: String, data: String, mediaType: MediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}

/// A syntax error found while parsing; the message has the reference's wording,
/// prefixed with `(line:column): `.
package struct ParseError: Hashable, Sendable, Error {
    package var source: SourceReference
    package var message: String

    package init(source: SourceReference, message: String) {
        self.source = source
        self.message = message
    }
}
