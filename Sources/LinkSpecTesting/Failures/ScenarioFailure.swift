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
    public var line: Int
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
    public var attachments: [Attachment] = []

    public init(filePath: String, uri: String, line: Int, column: Int = 1, status: StepStatus,
                scenario: String, message: String, definitionLocation: CodeLocation? = nil,
                attachments: [Attachment] = []) {
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

extension Attachment {
    /// The attached bytes (base64 decoded, or the text as UTF-8).
    var bytes: Data {
        contentEncoding == .base64 ? Data(base64Encoded: body) ?? Data() : Data(body.utf8)
    }

    /// A name for a test framework's attachment list: the file name, else the media type.
    var displayName: String { fileName ?? mediaType }
}
