/// The doc string attached to a step, as its step body receives it.
public struct DocString: Sendable, Hashable {
    public var content: String
    /// The media type after the opening delimiter (```` ```json ````), if any.
    public var mediaType: String?

    public init(content: String, mediaType: String? = nil) {
        self.content = content
        self.mediaType = mediaType
    }
}
