import Gherkin

/// Text or bytes a step or hook attached to the report (a log line, the app's
/// state, a screenshot). Bytes travel base64-encoded.
public struct Attachment: Codable, Hashable, Sendable {
    public enum ContentEncoding: String, Codable, Hashable, Sendable {
        case identity = "IDENTITY"
        case base64 = "BASE64"
    }

    public var body: String
    public var contentEncoding: ContentEncoding
    public var fileName: String?
    public var mediaType: String
    public var source: Source?
    public var testCaseStartedId: String?
    public var testStepId: String?
    public var url: String?
    public var testRunStartedId: String?
    public var testRunHookStartedId: String?
    public var timestamp: Timestamp?

    public init(body: String, contentEncoding: ContentEncoding, fileName: String? = nil, mediaType: String,
                source: Source? = nil, testCaseStartedId: String? = nil, testStepId: String? = nil,
                url: String? = nil, testRunStartedId: String? = nil, testRunHookStartedId: String? = nil,
                timestamp: Timestamp? = nil) {
        self.body = body
        self.contentEncoding = contentEncoding
        self.fileName = fileName
        self.mediaType = mediaType
        self.source = source
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.url = url
        self.testRunStartedId = testRunStartedId
        self.testRunHookStartedId = testRunHookStartedId
        self.timestamp = timestamp
    }
}
