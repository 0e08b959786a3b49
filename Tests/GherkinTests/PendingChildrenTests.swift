@testable import Gherkin
import XCTest

/// `PendingChildren` hands its array over and starts the next one: it must hand
/// out exactly what a plain array gets from the same appends, start each node
/// empty, and own (then free) what it holds.
final class PendingChildrenTests: XCTestCase {
    /// Counts live instances, to see that nothing is leaked or freed twice.
    private final class Counted {
        nonisolated(unsafe) static var live = 0
        let value: Int
        init(_ value: Int) { self.value = value; Counted.live += 1 }
        deinit { Counted.live -= 1 }
    }

    func testTakeGivesWhatAnArrayGetsForEveryCountAcrossReuse() {
        var pending = PendingChildren<String>()
        // Growing past the first capacity, and reused after each take.
        for count in [0, 1, 2, 7, 8, 9, 31, 100, 3, 0, 17] {
            var expected: [String] = []
            for index in 0..<count {
                let text = index % 3 == 0 ? "short \(index)" : "a longer, heap-allocated string number \(index)"
                expected.append(text)
                pending.append(text)
            }
            let taken = pending.take()
            XCTAssertEqual(taken, expected)
            XCTAssertEqual(pending.take(), [], "a take leaves nothing for the next node")
        }
    }

    func testEveryElementIsFreedOnceWhetherTakenOrLeftAtTheEnd() {
        XCTAssertEqual(Counted.live, 0)
        do {
            var pending = PendingChildren<Counted>()
            for index in 0..<20 { pending.append(Counted(index)) }
            let taken = pending.take()
            XCTAssertEqual(taken.map(\.value), Array(0..<20))
            XCTAssertEqual(Counted.live, 20)

            for index in 0..<12 { pending.append(Counted(index)) }
            XCTAssertEqual(Counted.live, 32)
        }
        // The taken array and the buffer (with the twelve it still held) are gone.
        XCTAssertEqual(Counted.live, 0)
    }
}
