import CucumberMessages
import XCTest

/// Reading a message stream: an envelope a line, whatever the chunks, newer
/// kinds skipped, broken text mended, and every mistake located.
final class EnvelopeReaderTests: XCTestCase {
    private func envelopes(_ text: String) throws -> [Envelope] {
        var reader = EnvelopeReader(name: "run.ndjson", bytes: Array(text.utf8))
        var read: [Envelope] = []
        while let envelope = try reader.next() { read.append(envelope) }
        return read
    }

    private func error(reading text: String) -> String? {
        var reader = EnvelopeReader(name: "run.ndjson", bytes: Array(text.utf8))
        do {
            while try reader.next() != nil {}
            return nil
        } catch {
            return "\(error)"
        }
    }

    private let started = TestRunStarted(timestamp: Timestamp(seconds: 3, nanos: 0))

    func testUnknownMessageKindsAndFieldsAreSkippedAndBlankLinesToo() throws {
        let text = """
        {"someFutureMessage":{"x":1}}

        {"testRunStarted":{"timestamp":{"seconds":3,"nanos":0},"unknownField":true}}
        \t\r
        {}
        """
        XCTAssertEqual(try envelopes(text), [.testRunStarted(started)])
    }

    func testLinesSplitAcrossChunksAreJoined() throws {
        let text = Array("{\"testRunStarted\":{\"timestamp\":{\"seconds\":1,\"nanos\":5}}}\r\n{\"testRunStarted\":{\"timestamp\":{\"seconds\":2,\"nanos\":0}}}".utf8)
        for size in [1, 7, 64, 1_000] {
            var chunks = stride(from: 0, to: text.count, by: size).map { Array(text[$0..<min($0 + size, text.count)]) }
            var reader = EnvelopeReader(name: "chunks", chunks: { chunks.isEmpty ? nil : chunks.removeFirst() })
            XCTAssertEqual(try reader.next(), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 1, nanos: 5))))
            XCTAssertEqual(try reader.next(), .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 2, nanos: 0))))
            XCTAssertNil(try reader.next())
            XCTAssertEqual(reader.lineNumber, 2)
        }
    }

    func testAMessageThatBreaksTheProtocolIsAnErrorAtItsLineAndColumn() {
        let cases: [(String, String)] = [
            (#"{"testCase":{"id":"1"}}"#, "run.ndjson:3:13: missing field 'pickleId' in 'testCase'"),
            (#"{"testCase":{"id":1,"pickleId":"2","testSteps":[]}}"#, "run.ndjson:3:19: 'testCase.id' must be a string, not 1"),
            (#"{"testCase":{"id":"1","pickleId":"2","testSteps":{}}}"#, "run.ndjson:3:50: 'testCase.testSteps' must be an array, not an object"),
            (#"{"testCase":{"id":"1","pickleId":"2","testSteps":[{}]}}"#, "run.ndjson:3:51: missing field 'id' in 'testSteps'"),
            (#"{"testCase":{"id":null,"pickleId":"2","testSteps":[]}}"#, "run.ndjson:3:19: 'testCase.id' must not be null"),
            (#"{"testStepFinished":{"testCaseStartedId":"1","testStepId":"2","testStepResult":{"status":"GREEN","duration":{"seconds":0,"nanos":0}},"timestamp":{"seconds":0,"nanos":0}}}"#,
             "run.ndjson:3:90: 'testStepResult.status' has an unknown value 'GREEN'"),
            (#"{"testRunStarted":{"timestamp":{"seconds":1.5,"nanos":0}}}"#, "run.ndjson:3:43: 'timestamp.seconds' must be a whole number, not 1.5"),
            (#"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":1000000000}}}"#, "run.ndjson:3:32: 'timestamp.nanos' must be from 0 to 999999999"),
            (#"{"testRunStarted":[]}"#, "run.ndjson:3:19: 'testRunStarted' must be an object, not an array"),
            (#"["meta"]"#, "run.ndjson:3:1: an envelope must be an object, not an array"),
            (#"{"testRunStarted":{"timestamp":{"seconds":1,"nanos":0}},"testRunFinished":{}}"#,
             "run.ndjson:3:75: an envelope holds one message, this one 'testRunStarted' and 'testRunFinished'"),
            (#"{"meta":"#, "run.ndjson:3:9: not JSON: unexpected end of the text, expected a value"),
            ("{\"meta\" {}}", "run.ndjson:3:9: not JSON: expected ':' after the key \"meta\""),
        ]
        for (line, expected) in cases {
            let text = #"{"testRunStarted":{"timestamp":{"seconds":0,"nanos":0}}}"# + "\n\n" + line + "\n"
            XCTAssertEqual(error(reading: text), expected, line)
        }
    }

    func testColumnsCountUnicodeScalars() {
        let line = #"{"testCase":{"pickleId":"é🥒","id":"1","testSteps":7}}"#
        XCTAssertEqual(error(reading: line), "run.ndjson:1:51: 'testCase.testSteps' must be an array, not 7")
    }

    /// Other tools write bytes that are not UTF-8, and JavaScript strings with
    /// unpaired surrogates: a report is still made, each becoming U+FFFD.
    func testBrokenTextIsMendedRatherThanRefused() throws {
        var bytes = Array(#"{"attachment":{"body":"a"#.utf8) + [0xFF, 0xC3] + Array(#"b\ud800c","contentEncoding":"IDENTITY","mediaType":"text/plain"}}"#.utf8)
        bytes.append(0x0A)
        var reader = EnvelopeReader(name: "hostile.ndjson", bytes: bytes)
        guard case .attachment(let attachment)? = try reader.next() else { return XCTFail("an attachment") }
        XCTAssertEqual(attachment.body, "a\u{FFFD}\u{FFFD}b\u{FFFD}c")
    }

    func testStatusesOrderBySeverity() {
        let statuses: [TestStepResult.Status] = [.failed, .passed, .unknown, .ambiguous, .skipped, .undefined, .pending]
        XCTAssertEqual(statuses.sorted(), [.unknown, .passed, .skipped, .pending, .undefined, .ambiguous, .failed])
    }
}
