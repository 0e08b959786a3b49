import Foundation
import XCTest
import LinkSpecPlatform

/// The bounded hand-over between a producing and a consuming thread.
final class HandOverTests: XCTestCase {
    func testTheHandOverKeepsTheOrderAcrossThreads() {
        let handOver = HandOver<Int>(capacity: 3)
        WorkThread.start(name: "producer") {
            for number in 0..<5_000 { handOver.put(number) }
            handOver.close()
        }
        var taken: [Int] = []
        while let number = handOver.take() { taken.append(number) }
        XCTAssertEqual(taken, Array(0..<5_000))
        XCTAssertNil(handOver.take(), "a closed, drained hand-over stays empty")
    }

    func testCancellingStopsAProducerWaitingOnAFullHandOver() {
        let handOver = HandOver<Int>(capacity: 1)
        let stopped = expectation(description: "the producer stops")
        final class Count: @unchecked Sendable { var value = 0 }
        let accepted = Count()
        WorkThread.start(name: "producer") {
            var number = 0
            while handOver.put(number) { number += 1 }
            accepted.value = number
            stopped.fulfill()
        }
        XCTAssertEqual(handOver.take(), 0)
        handOver.cancel()
        wait(for: [stopped], timeout: 10)
        XCTAssertLessThanOrEqual(accepted.value, 2, "a full hand-over holds one item; the producer stops at the next put")
        XCTAssertNil(handOver.take(), "nothing is handed over after a cancel")
    }
}
