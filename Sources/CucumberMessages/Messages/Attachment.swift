/// Text or bytes a step or hook attached to the report (a log line, the app's
/// state, a screenshot). Bytes travel base64-encoded. `source` and `url` are
/// deprecated since protocol 32 (`ExternalAttachment` replaces `url`). What
/// it belongs to is one of: a test step (`testCaseStartedId` and
/// `testStepId`), a before-all or after-all hook (`testRunHookStartedId`), or
/// the run itself (`testRunStartedId`: linkspec's app under test).
@usableFromInline
package struct Attachment: Hashable, Sendable {
    @usableFromInline
    package enum ContentEncoding: String, Hashable, Sendable {
        case identity = "IDENTITY"
        case base64 = "BASE64"
    }

    @usableFromInline package var body: String
    @usableFromInline package var contentEncoding: ContentEncoding
    @usableFromInline package var fileName: String?
    @usableFromInline package var mediaType: String
    @usableFromInline package var source: Source?
    @usableFromInline package var testCaseStartedId: String?
    @usableFromInline package var testStepId: String?
    @usableFromInline package var url: String?
    @usableFromInline package var testRunStartedId: String?
    @usableFromInline package var testRunHookStartedId: String?
    @usableFromInline package var timestamp: Timestamp?

    @inlinable package init(body: String, contentEncoding: ContentEncoding, fileName: String? = nil, mediaType: String,
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

/// An attachment stored outside the stream (a video file on disk, a remote
/// resource), named by its URL rather than carried in it. Protocol 32 and later.
@usableFromInline
package struct ExternalAttachment: Hashable, Sendable {
    @usableFromInline package var url: String
    @usableFromInline package var mediaType: String
    @usableFromInline package var testCaseStartedId: String?
    @usableFromInline package var testStepId: String?
    @usableFromInline package var testRunHookStartedId: String?
    @usableFromInline package var timestamp: Timestamp?

    @inlinable package init(url: String, mediaType: String, testCaseStartedId: String? = nil, testStepId: String? = nil,
                testRunHookStartedId: String? = nil, timestamp: Timestamp? = nil) {
        self.url = url
        self.mediaType = mediaType
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testRunHookStartedId = testRunHookStartedId
        self.timestamp = timestamp
    }
}

extension Attachment {
    /// The media type of a log line (`log(_:)` in Cucumber's step APIs), which
    /// text reports print under the step and JSON reports list as `output`.
    package static let logMediaType = "text/x.cucumber.log+plain"
}
