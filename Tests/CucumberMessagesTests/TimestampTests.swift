@testable import CucumberMessages
import XCTest

/// A stream may carry any seconds (`linkspec report` reads streams from
/// anywhere): durations between such times saturate instead of trapping.
final class TimestampTests: XCTestCase {
    func testDurationsAreExact() {
        let start = Timestamp(seconds: 1_700_000_000, nanos: 900_000_000)
        let end = Timestamp(seconds: 1_700_000_001, nanos: 100_000_000)
        XCTAssertEqual(end.elapsed(since: start), ElapsedTime(seconds: 0, nanos: 200_000_000))
        XCTAssertEqual(start.elapsed(since: end), .zero)
        XCTAssertEqual(ElapsedTime(seconds: 1, nanos: 600_000_000) + ElapsedTime(seconds: 0, nanos: 500_000_000),
                       ElapsedTime(seconds: 2, nanos: 100_000_000))
    }

    func testTimesFurtherApartThanInt64HoldsSaturate() {
        let start = Timestamp(seconds: -9_000_000_000, nanos: 0)
        let end = Timestamp(seconds: 9_000_000_000, nanos: 0)
        XCTAssertEqual(end.elapsed(since: start).totalNanoseconds, .max)
        XCTAssertEqual(start.elapsed(since: end), .zero)
        XCTAssertEqual(Timestamp(seconds: .max, nanos: 999_999_999).elapsed(since: Timestamp(seconds: .min, nanos: 0)).totalNanoseconds, .max)
        let long = ElapsedTime(totalNanoseconds: .max)
        XCTAssertEqual((long + long).totalNanoseconds, .max)
    }
}
