import CucumberMessages
import Foundation
import LinkSpecPlatform
@testable import LinkSpecReports
import XCTest

/// Formatters that share the console keep their order at the end of a run.
final class ReportPipelineTests: XCTestCase {
    /// Writes `live` as the run goes (left in its buffer: no live flush came)
    /// and `remainder` when the stream ends.
    private final class Writer: ReportFormatter {
        let output: any ReportOutput
        let live: String
        let remainder: String

        init(output: any ReportOutput, live: String, remainder: String) {
            self.output = output
            self.live = live
            self.remainder = remainder
        }

        func consume(_ envelope: Envelope, query: MessageQuery) throws {
            try output.write(live)
        }

        func finish(query: MessageQuery) throws {
            try output.write(remainder)
        }
    }

    private final class Console: @unchecked Sendable {
        var text = ""
    }

    func testTheConsoleShowsEachFormattersOutputBeforeTheNextOnesAtTheEnd() throws {
        let console = Console()
        // The second formatter's remainder is larger than a stream's buffer, so it is written while finishing.
        let long = String(repeating: "summary line\n", count: 10_000)
        let pipeline = ReportPipeline()
        pipeline.add(Writer(output: StreamOutput { console.text += $0 }, live: "scenario\n", remainder: "failures\n"))
        pipeline.add(Writer(output: StreamOutput { console.text += $0 }, live: "", remainder: long))
        try pipeline.consume(.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0))))
        try pipeline.finish()
        XCTAssertEqual(console.text, "scenario\nfailures\n" + long)
    }
}

/// The pipeline fed on a thread of its own: the same envelopes, in order, and
/// a formatter's error comes back to the sender.
final class ReportThreadTests: XCTestCase {
    private final class Recorder: ReportFormatter {
        let output: any ReportOutput = MemoryOutput()
        var seconds: [Int64] = []
        let failAt: Int64?

        init(failAt: Int64? = nil) {
            self.failAt = failAt
        }

        func consume(_ envelope: Envelope, query: MessageQuery) throws {
            guard case .testRunStarted(let started) = envelope else { return }
            if started.timestamp.seconds == failAt { throw FileError(path: "r", message: "disk full") }
            seconds.append(started.timestamp.seconds)
        }
    }

    private func envelope(_ second: Int64) -> Envelope {
        .testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: second, nanos: 0)))
    }

    func testEveryEnvelopeReachesTheFormattersInOrder() throws {
        let recorder = Recorder()
        let thread = ReportThread(ReportPipeline(formatters: [recorder]), capacity: 2)
        for second in 0..<2_000 { try thread.send(envelope(Int64(second))) }
        try thread.finish()
        XCTAssertEqual(recorder.seconds, (0..<2_000).map(Int64.init))
    }

    func testAFormattersErrorStopsTheSenderAndComesBackFromFinish() throws {
        let recorder = Recorder(failAt: 10)
        let thread = ReportThread(ReportPipeline(formatters: [recorder]), capacity: 2)
        var sent = 0
        do {
            for second in 0..<100_000 {
                try thread.send(envelope(Int64(second)))
                sent += 1
            }
            XCTFail("sending went on after the formatter failed")
        } catch {
            XCTAssertTrue("\(error)".contains("disk full"), "\(error)")
        }
        XCTAssertLessThan(sent, 100_000)
        XCTAssertThrowsError(try thread.finish()) { error in XCTAssertTrue("\(error)".contains("disk full")) }
        XCTAssertEqual(recorder.seconds, (0..<10).map(Int64.init), "nothing is consumed after the error")
    }
}
