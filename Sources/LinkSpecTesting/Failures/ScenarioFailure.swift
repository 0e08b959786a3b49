import CucumberMessages
import Foundation
import LinkSpecRunner

/// One thing that went wrong, at the place a reader should look: a failed,
/// undefined, ambiguous or (strict) pending step at its feature file line, a
/// failed hook at its scenario, or a file that could not be loaded.
///
/// The XCTest helper hands each to `recordFailure(withDescription:inFile:atLine:expected:)`,
/// the Swift Testing helper to `Issue.record(_:sourceLocation:)`; each also
/// attaches what the step attached (the app's picture: `--snapshots`) where
/// the platform's test framework takes attachments.
public struct ScenarioFailure: Hashable, Sendable, CustomStringConvertible {
    /// Absolute path of the file to point at (a feature file, or the test's
    /// Swift file when nothing better is known), so Xcode can open it.
    public var filePath: String
    /// The same file as reports name it (relative to the package root).
    public var uri: String
    /// The line in that file (the Examples row's for an outline).
    public var line: Int
    /// The column (the step's keyword).
    public var column: Int
    /// Why the step did not pass: `failed`, `undefined`, `ambiguous`, `pending`.
    public var status: StepStatus
    /// The scenario's name (empty for a file that did not load).
    public var scenario: String
    /// The whole explanation: the step as written, the error, the Swift
    /// location of the step definition, or the snippet for an undefined step.
    public var message: String
    /// Where the matched step definition (or hook) is written in Swift.
    public var definitionLocation: CodeLocation?
    /// What the failed step or hook attached, in order: with the default
    /// `RunConfiguration.snapshots`, the app's picture at the moment it failed.
    public var attachments: [FailureAttachment] = []

    package init(filePath: String, uri: String, line: Int, column: Int = 1, status: StepStatus,
                scenario: String, message: String, definitionLocation: CodeLocation? = nil,
                attachments: [FailureAttachment] = []) {
        self.filePath = filePath
        self.uri = uri
        self.line = line
        self.column = column
        self.status = status
        self.scenario = scenario
        self.message = message
        self.definitionLocation = definitionLocation
        self.attachments = attachments
    }

    /// `Features/login.feature:12: <message>`.
    public var description: String {
        "\(uri):\(line): \(message)"
    }
}

/// Something the failed step or hook attached to the report (through
/// `Attaching`), or the app's picture the run attached when it failed.
public struct FailureAttachment: Hashable, Sendable {
    /// The bytes (text as its UTF-8).
    public var data: Data
    /// `image/svg+xml`, `application/json`, `text/x.cucumber.log+plain`...
    public var mediaType: String
    /// The file name it was attached with (`app.svg`), if any.
    public var fileName: String?

    /// A name for a test framework's attachment list: the file name, else the media type.
    public var name: String { fileName ?? mediaType }

    /// The attachment message of the run's stream, decoded.
    package init(_ attachment: Attachment) {
        data = attachment.contentEncoding == .base64 ? Data(base64Encoded: attachment.body) ?? Data() : Data(attachment.body.utf8)
        mediaType = attachment.mediaType
        fileName = attachment.fileName
    }
}
