import Foundation
import XCTest
@testable import LinkSpecRunner

/// `--format message` lines are the same from run to run.
final class NDJSONWriterTests: XCTestCase {
    func testKeysAreWrittenInSortedOrder() throws {
        let envelope = Envelope.testCaseStarted(TestCaseStarted(attempt: 0, id: "7", testCaseId: "3",
                                                                timestamp: Timestamp(seconds: 1, nanos: 2)))
        let line = try NDJSONWriter().line(for: envelope)
        XCTAssertEqual(line, #"{"testCaseStarted":{"attempt":0,"id":"7","testCaseId":"3","timestamp":{"nanos":2,"seconds":1}}}"# + "\n")
    }
}
