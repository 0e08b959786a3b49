import Foundation
import LinkSpecPlatform
import XCTest

/// The lock, the condition, threads and thread-local values, across threads.
final class ConcurrencyTests: XCTestCase {
    func testLockedStateSeesEveryUpdateOfEveryThread() {
        let counts = Locked<[Int: Int]>([:])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for _ in 0..<10_000 {
                counts.withLock { $0[thread % 2, default: 0] += 1 }
            }
        }
        XCTAssertEqual(counts.withLock { $0 }, [0: 40_000, 1: 40_000])
    }

    func testAWaiterWakesWhenTheStateItWaitsForArrives() {
        let queue = Locked<[Int]>([])
        let consumer = WorkThread.start(name: "consumer") {
            var seen: [Int] = []
            while seen.count < 1_000 {
                let next = queue.wait { items in items.isEmpty ? .untilWoken : .done(items.removeFirst()) }
                seen.append(next)
            }
            XCTAssertEqual(seen, Array(0..<1_000))
        }
        for number in 0..<1_000 {
            queue.withLock { $0.append(number) }
            queue.wakeAll()
        }
        consumer.join()
    }

    func testATimedWaitEndsAtItsDeadlineWithoutAWakeUp() {
        let never = Locked(false)
        let start = Platform.monotonicNanoseconds()
        let deadline = Platform.wallNanoseconds() + 50_000_000
        let timedOut = never.wait { woken in
            woken ? .done(false) : Platform.wallNanoseconds() >= deadline ? .done(true) : .untilWokenOrDeadline(wallNanoseconds: deadline)
        }
        XCTAssertTrue(timedOut)
        XCTAssertGreaterThanOrEqual(Platform.monotonicNanoseconds() - start, 50_000_000)
    }

    func testJoinWaitsForTheThreadsWork() {
        let done = Locked(false)
        let thread = WorkThread.start(name: "sleeper") {
            Thread.sleep(forTimeInterval: 0.05)
            done.withLock { $0 = true }
        }
        thread.join()
        XCTAssertTrue(done.withLock { $0 })
        thread.join()   // a second join returns at once
    }

    func testAWorkThreadHasTheStackItAskedFor() {
        let sizes = Locked<[Int]>([])
        WorkThread.start(name: "default") { sizes.withLock { $0.append(Thread.current.stackSize) } }.join()
        WorkThread.start(name: "small", stackSize: 1 << 20) { sizes.withLock { $0.append(Thread.current.stackSize) } }.join()
        XCTAssertEqual(sizes.withLock { $0 }, [WorkThread.defaultStackSize, 1 << 20])
        XCTAssertEqual(WorkThread.defaultStackSize, 8 << 20)
    }

    func testEachThreadSeesOnlyItsOwnValue() {
        final class Box: Sendable { let name: String; init(_ name: String) { self.name = name } }
        let local = ThreadLocal<Box>()
        XCTAssertNil(local.value)
        let outer = Box("outer")
        local.withValue(outer) {
            XCTAssertEqual(local.value?.name, "outer")
            let seenElsewhere = Locked<String?>("unset")
            WorkThread.start(name: "other") { seenElsewhere.withLock { $0 = local.value?.name } }.join()
            XCTAssertNil(seenElsewhere.withLock { $0 }, "another thread sees nothing")
            local.withValue(Box("inner")) { XCTAssertEqual(local.value?.name, "inner") }
            XCTAssertEqual(local.value?.name, "outer", "the previous value is set back")
        }
        XCTAssertNil(local.value)
    }
}
