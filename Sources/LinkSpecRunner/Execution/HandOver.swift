import Foundation

/// A first-in, first-out hand-over of items from one producing thread to one
/// consuming thread. Bounded, so that a producer running ahead of its consumer
/// holds a few items in memory rather than every file of a large suite.
///
/// The producer `close`s it when it has nothing more; the consumer may
/// `cancel` it when it wants nothing more (a run that stopped early), which
/// drops what waits and makes the producer's next `put` return false.
///
/// Used by the streamed run's loader (`FeatureBatches`) and by the stages of
/// `linkspec gherkin`.
///
/// `@unchecked Sendable`: every stored property is read and written only with
/// `condition` locked.
package final class HandOver<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    /// Waiting items, oldest at `head`; a taken slot is emptied at once (so the
    /// consumer, not a later `put`, releases what it held) and the array is
    /// reset when it drains.
    private var items: [Item?] = []
    private var head = 0
    private var closed = false
    private var cancelled = false

    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Adds an item, waiting while the hand-over is full; false, dropping the
    /// item, once the consumer cancelled.
    @discardableResult
    package func put(_ item: consuming Item) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity && !cancelled {
            condition.wait()
        }
        guard !cancelled else { return false }
        items.append(item)
        condition.broadcast()
        return true
    }

    /// The producer is done: once the waiting items are taken, `take` returns nil.
    package func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }

    /// The consumer wants nothing more: waiting items are dropped, `take`
    /// returns nil from now on and the producer's next `put` returns false.
    package func cancel() {
        condition.lock()
        defer { condition.unlock() }
        cancelled = true
        closed = true
        items.removeAll()
        head = 0
        condition.broadcast()
    }

    /// The oldest item, waiting for one while none is there; nil once closed and drained.
    package func take() -> Item? {
        condition.lock()
        defer { condition.unlock() }
        while head == items.count {
            if closed { return nil }
            condition.wait()
        }
        let item = items[head].take()
        head += 1
        if head == items.count {
            items.removeAll(keepingCapacity: true)
            head = 0
        }
        condition.broadcast()
        return item
    }
}
