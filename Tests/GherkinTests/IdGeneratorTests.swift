import Gherkin
import XCTest

/// `IdGenerator` hands out its first ids from a table and keeps later ones as
/// decimal digits incremented in place; these compare what it hands out with
/// the plain way of writing the numbers, across the end of the table, across
/// carries, across the 15-digit limit of Swift's small strings, up to
/// `Int.max`.
final class IdGeneratorTests: XCTestCase {
    func testIdsAreTheNumbersWrittenInDecimal() {
        let starts = [0, 1, 8, 9, 10, 98, 99, 999, 1_500, 2_047, 2_048, 2_049, 9_999, 99_999_999, 999_999_999_999_990, 9_999_999_999_999_990,
                      Int.max - 2_000]
        for start in starts {
            var ids = IdGenerator(startingAt: start)
            for offset in 0..<1_000 where Int.max - offset >= start {
                XCTAssertEqual(ids.nextValue, start + offset, "from \(start)")
                XCTAssertEqual(ids.next(), String(start + offset), "from \(start)")
            }
        }
    }

    func testNegativeStartBeginsAtZero() {
        var ids = IdGenerator(startingAt: -5)
        XCTAssertEqual([ids.next(), ids.next()], ["0", "1"])
    }
}
