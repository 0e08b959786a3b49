/// The doc string attached to a step, as its step body receives it.
public struct DocString: Sendable, Hashable {
    /// The text between the delimiters, indentation removed as Gherkin says.
    public var content: String
    /// The media type written right after the opening delimiter (`json` for a doc
    /// string that opens with three back-ticks and `json`), if any.
    public var mediaType: String?

    /// A doc string of this text (a step's own tests build one).
    public init(content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }
}
