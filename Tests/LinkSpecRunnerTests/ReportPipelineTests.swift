import Foundation
import XCTest
@testable import LinkSpecRunner

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
