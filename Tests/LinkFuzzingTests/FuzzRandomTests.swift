import LinkFuzzing
import XCTest

final class FuzzRandomTests: XCTestCase {
    func testTheSameSeedDrawsTheSameNumbers() {
        var first = FuzzRandom(seed: 7)
        var second = FuzzRandom(seed: 7)
        XCTAssertEqual((0..<100).map { _ in first.next() }, (0..<100).map { _ in second.next() })
    }

    func testDifferentSeedsDrawDifferentNumbers() {
        var first = FuzzRandom(seed: 7)
        var second = FuzzRandom(seed: 8)
        XCTAssertNotEqual((0..<8).map { _ in first.next() }, (0..<8).map { _ in second.next() })
    }

    func testBelowStaysInRangeAndReachesEveryValue() {
        var random = FuzzRandom(seed: 1)
        var seen = Set<Int>()
        for _ in 0..<1000 {
            let value = random.below(7)
            XCTAssertTrue((0..<7).contains(value))
            seen.insert(value)
        }
        XCTAssertEqual(seen, Set(0..<7))
        XCTAssertEqual(random.below(0), 0)
        XCTAssertEqual(random.below(1), 0)
    }
}
