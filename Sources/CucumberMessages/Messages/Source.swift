/// The text of one feature file, as the `source` envelope carries it.
@usableFromInline
package struct Source: Hashable, Sendable {
    @usableFromInline
    package enum MediaType: String, Hashable, Sendable {
        case plain = "text/x.cucumber.gherkin+plain"
        case markdown = "text/x.cucumber.gherkin+markdown"
    }

    @usableFromInline package var uri: String
    @usableFromInline package var data: String
    @usableFromInline package var mediaType: MediaType

    @inlinable package init(uri: String, data: String, mediaType: MediaType) {
        self.uri = uri
        self.data = data
        self.mediaType = mediaType
    }
}

/// A syntax error found while parsing; the message has the reference's wording,
/// prefixed with `(line:column): `.
@usableFromInline
package struct ParseError: Hashable, Sendable, Error {
    @usableFromInline package var source: SourceReference
    @usableFromInline package var message: String

    @inlinable package init(source: SourceReference, message: String) {
        self.source = source
        self.message = message
    }
}
