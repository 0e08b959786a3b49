@testable import LinkSpecRunner
import CucumberMessages
import Foundation
import Gherkin
@testable import LinkSpecReports
import XCTest

/// A world that attaches and can show itself.
private final class Notebook: Attaching, SnapshotReporting {
    var page = 0

    func snapshot() -> WorldSnapshot {
        WorldSnapshot(data: Data("<svg>page \(page)</svg>".utf8), mediaType: "image/svg+xml", fileName: "page.svg")
    }
}

/// Attachments from steps, before/after hooks and before-all/after-all hooks
/// reach the message stream inside the step or hook that made them, with its
/// ids; text reports show them; JUnit does not change.
final class AttachmentStreamTests: XCTestCase {
    private static let feature = """
        Feature: notes
          Scenario: writing
            Given a note
            When a page is turned
            Then the page is 2
        """

    private func library() -> StepLibrary<Notebook> {
        var library = StepLibrary<Notebook>()
        library.beforeAll(name: "open the shop") { run in run.log("shop open") }
        library.before { world, _ in world.log("before the scenario") }
        library.given("a note") { world in
            world.attach(Data([0, 1, 2]), mediaType: "application/octet-stream", fileName: "note.bin")
            world.attach(#"{"a": 1}"#, mediaType: "application/json")
            world.link("https://example.com/note")
        }
        library.when("a page is turned") { world in world.page += 1 }
        library.then("the page is {int}") { (world, page: Int) in
            world.log("page \(world.page)")
            expectEqual(world.page, page, "page")
        }
        library.after { world, _ in world.attach("after", mediaType: "text/plain") }
        library.afterAll { run in run.attach("shop closed", mediaType: "text/plain") }
        return library
    }

    private func run(configuration: RunConfiguration = RunConfiguration(), pretty: MemoryOutput? = nil,
                     junit: MemoryOutput? = nil) throws -> [Envelope] {
        let (features, pickles) = try loadedFeature(Self.feature, uri: "notes.feature")
        var formatters: [any ReportFormatter] = []
        if let pretty { formatters.append(PrettyFormatter(output: pretty)) }
        if let junit { formatters.append(JUnitFormatter(output: junit)) }
        let pipeline = ReportPipeline(formatters: formatters)
        var envelopes: [Envelope] = []
        let library = library()
        let stream = RunMessageStream(library: library, features: features, pickles: pickles) { envelope in
            envelopes.append(envelope)
            try pipeline.consume(envelope)
        }
        try stream.begin()
        _ = try ScenarioRunner(library: library, configuration: configuration) { Notebook() }.run(pickles, observer: stream)
        try pipeline.finish()
        return envelopes
    }

    /// Each attachment with the kind of the envelope just before it and the ids it carries.
    private func attachments(_ envelopes: [Envelope]) -> [(attachment: Attachment, inside: String)] {
        var found: [(Attachment, String)] = []
        var open = ""
        for envelope in envelopes {
            switch envelope {
            case .testRunHookStarted(let started): open = "run hook \(started.id)"
            case .testStepStarted(let started): open = "step \(started.testCaseStartedId)/\(started.testStepId)"
            case .testRunHookFinished, .testStepFinished: open = ""
            case .attachment(let attachment):
                let ids = attachment.testRunHookStartedId.map { "run hook \($0)" }
                    ?? "step \(attachment.testCaseStartedId ?? "?")/\(attachment.testStepId ?? "?")"
                XCTAssertEqual(ids, open, "an attachment carries the ids of the step or hook it is inside")
                found.append((attachment, open))
            default: break
            }
        }
        return found
    }

    func testAttachmentsFromEveryKindOfHookAndStepComeInsideThem() throws {
        let found = attachments(try run())
        XCTAssertEqual(found.map(\.attachment.mediaType), [
            "text/x.cucumber.log+plain",                                     // before-all
            "text/x.cucumber.log+plain",                                     // before hook
            "application/octet-stream", "application/json", "text/uri-list",   // Given
            "text/x.cucumber.log+plain", "image/svg+xml",                    // Then, and its snapshot: it failed
            "text/plain",                                                    // after hook
            "text/plain",                                                    // after-all
        ])
        XCTAssertTrue(found[0].inside.hasPrefix("run hook"))
        XCTAssertTrue(found.last?.inside.hasPrefix("run hook") ?? false)
        let bytes = found[2].attachment
        XCTAssertEqual(bytes.contentEncoding, .base64)
        XCTAssertEqual(bytes.body, "AAEC")
        XCTAssertEqual(bytes.fileName, "note.bin")
        XCTAssertEqual(found[3].attachment.contentEncoding, .identity)
        XCTAssertEqual(found[3].attachment.body, #"{"a": 1}"#)
        XCTAssertEqual(found[4].attachment.body, "https://example.com/note")
        XCTAssertEqual(found[5].attachment.body, "page 1")
        XCTAssertTrue(found.allSatisfy { $0.attachment.timestamp != nil })
    }

    func testPrettyPrintsLogsAndNamesOtherAttachmentsUnderTheirStep() throws {
        let pretty = MemoryOutput()
        _ = try run(configuration: RunConfiguration(snapshots: .none), pretty: pretty)
        XCTAssertTrue(pretty.text.contains("""
                ✔ Given a note # notes.feature:3
                    Attached note.bin (application/octet-stream)
                    {"a": 1}
                    https://example.com/note
            """), pretty.text)
        XCTAssertTrue(pretty.text.contains("""
                ✖ Then the page is 2 # notes.feature:5
                    page 1
            """), pretty.text)
    }

    func testJUnitIsTheSameWithOrWithoutAttachments() throws {
        let junit = MemoryOutput()
        let envelopes = try run(junit: junit)
        let withoutAttachments = MemoryOutput()
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: withoutAttachments)])
        for envelope in envelopes where envelope.kind != .attachment { try pipeline.consume(envelope) }
        try pipeline.finish()
        XCTAssertEqual(junit.text, withoutAttachments.text)
        XCTAssertFalse(junit.text.contains("note.bin"))
    }

    func testSnapshotsAttachAfterFailedStepsOrEveryStepOrNone() throws {
        func snapshots(_ policy: SnapshotPolicy) throws -> [String] {
            attachments(try run(configuration: RunConfiguration(snapshots: policy)))
                .filter { $0.attachment.mediaType == "image/svg+xml" }
                .map { String(decoding: Data(base64Encoded: $0.attachment.body) ?? Data(), as: UTF8.self) }
        }
        XCTAssertEqual(try snapshots(.failures), ["<svg>page 1</svg>"], "the failed Then step, after its own attachments")
        XCTAssertEqual(try snapshots(.all).count, 5, "the before hook, three steps and the after hook")
        XCTAssertEqual(try snapshots(.none), [])
        let failed = try XCTUnwrap(attachments(try run()).last { $0.attachment.mediaType == "image/svg+xml" })
        XCTAssertEqual(failed.attachment.fileName, "page.svg")
    }
}
