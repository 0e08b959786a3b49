import Foundation
import XCTest
import Gherkin
@testable import LinkSpecRunner
import TestSupport

final class MessageStreamTests: XCTestCase {
    private func junitTestdata() throws -> [URL] {
        let folder = try SharedConformance.directory("junit/testdata/src")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "ndjson" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no .ndjson files in \(folder.path)")
        return files
    }

    func testEveryConformanceStreamDecodesLineForLine() throws {
        for file in try junitTestdata() {
            var reader = try NDJSONReader(path: file.path)
            var count = 0
            while try reader.next() != nil { count += 1 }
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").count
            XCTAssertEqual(count, lines, file.lastPathComponent)
        }
    }

    func testEnvelopesSurviveAWriteAndReadRoundTrip() throws {
        let writer = NDJSONWriter()
        for file in try junitTestdata() {
            var reader = try NDJSONReader(path: file.path)
            var original: [Envelope] = []
            var text = ""
            while let envelope = try reader.next() {
                original.append(envelope)
                text += try writer.line(for: envelope)
            }
            var again = NDJSONReader(name: "round-trip", bytes: Array(text.utf8))
            var decoded: [Envelope] = []
            while let envelope = try again.next() { decoded.append(envelope) }
            XCTAssertEqual(decoded, original, file.lastPathComponent)
        }
    }

    /// The fast path for the frequent messages must read exactly what `JSONDecoder` reads.
    func testTheFastDecoderAgreesWithJSONDecoderOnEveryLine() throws {
        var fast = 0
        for file in try junitTestdata() {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let bytes = Array(line.utf8)
                let expected = try JSONDecoder().decode(Envelope.self, from: Data(bytes))
                if let decoded = bytes.withUnsafeBufferPointer({ FastEnvelopeDecoder.decode($0) }) {
                    XCTAssertEqual(decoded, expected, "\(file.lastPathComponent): \(line)")
                    fast += 1
                }
            }
        }
        XCTAssertGreaterThan(fast, 500)
    }

    func testTheFastDecoderLeavesOddLinesToJSONDecoder() {
        for line in [
            #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":1.5,"nanos":0},"willBeRetried":false}}"#,
            #"{"testCaseFinished":{"testCaseStartedId":"1","timestamp":{"seconds":1,"nanos":0}}}"#,
            #"{"testStepStarted":{"testCaseStartedId":"\ud800","testStepId":"2","timestamp":{"seconds":1,"nanos":0}}}"#,
            #"{"testStepStarted":{"testCaseStartedId":"1","testStepId":"2","timestamp":{"seconds":1,"nanos":0}}} x"#,
            #"{"pickle":{}}"#,
        ] {
            XCTAssertNil(Array(line.utf8).withUnsafeBufferPointer { FastEnvelopeDecoder.decode($0) }, line)
        }
        let escaped = #"{"testStepStarted":{"testCaseStartedId":"a\"b\u00e9\n","testStepId":"2","timestamp":{"seconds":1,"nanos":7}}}"#
        XCTAssertEqual(Array(escaped.utf8).withUnsafeBufferPointer { FastEnvelopeDecoder.decode($0) },
                       .testStepStarted(TestStepStarted(testCaseStartedId: "a\"bé\n", testStepId: "2",
                                                        timestamp: Timestamp(seconds: 1, nanos: 7))))
    }

    func testABadLineIsAnErrorNamingThePathAndLine() {
        let text = """
        {"testRunStarted":{"timestamp":{"seconds":0,"nanos":0}}}

        {"testCase":{"id":"1"}}
        """
        var reader = NDJSONReader(name: "run.ndjson", bytes: Array(text.utf8))
        XCTAssertNoThrow(try reader.next())
        XCTAssertThrowsError(try reader.next()) { error in
            XCTAssertEqual("\(error)", "run.ndjson:3: missing field 'pickleId' in testCase")
        }
    }

    func testInvalidJSONIsAnErrorNamingTheLine() {
        var reader = NDJSONReader(name: "run.ndjson", bytes: Array("{\"meta\":\n".utf8))
        XCTAssertThrowsError(try reader.next()) { error in
            XCTAssertEqual("\(error)", "run.ndjson:1: not valid JSON")
        }
    }

    func testUnknownMessageKindsAreSkipped() throws {
        let text = """
        {"someFutureMessage":{"x":1}}
        {"testRunStarted":{"timestamp":{"seconds":3,"nanos":0},"unknownField":true}}
        """
        var reader = NDJSONReader(name: "run.ndjson", bytes: Array(text.utf8))
        XCTAssertEqual(try reader.next(), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 3, nanos: 0))))
        XCTAssertNil(try reader.next())
    }

    func testLinesSplitAcrossChunksAreJoined() throws {
        let text = Array("{\"testRunStarted\":{\"timestamp\":{\"seconds\":1,\"nanos\":5}}}\n".utf8)
        var chunks = stride(from: 0, to: text.count, by: 7).map { Array(text[$0..<min($0 + 7, text.count)]) }
        var reader = NDJSONReader(name: "chunks", chunks: { chunks.isEmpty ? nil : chunks.removeFirst() })
        XCTAssertEqual(try reader.next(), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 5))))
        XCTAssertNil(try reader.next())
    }

    func testStatusesOrderBySeverity() {
        let statuses: [TestStepResult.Status] = [.failed, .passed, .unknown, .ambiguous, .skipped, .undefined, .pending]
        XCTAssertEqual(statuses.sorted(), [.unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed])
    }
}
