import Foundation

/// A first-in, first-out hand-over of items from one producing thread to one
/// consuming thread. Bounded, so that a producer running ahead of its consumer
/// holds a few items in memory rather than every file of a large suite.
///
/// `@unchecked Sendable`: every stored property is read and written only with
/// `condition` locked.
final class HandOver<Item: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let capacity: Int
    /// Waiting items, oldest at `head`; a taken slot is emptied at once (so the
    /// consumer, not a later `put`, releases what it held) and the array is
    /// reset when it drains.
    private var items: [Item?] = []
    private var head = 0
    private var closed = false

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Adds an item, waiting while the hand-over is full.
    func put(_ item: consuming Item) {
        condition.lock()
        defer { condition.unlock() }
        while items.count - head >= capacity {
            condition.wait()
        }
        items.append(item)
        condition.broadcast()
    }

    /// The producer is done: once the waiting items are taken, `take` returns nil.
    func close() {
        condition.lock()
        defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }

    /// The oldest item, waiting for one while none is there; nil once closed and drained.
    func take() -> Item? {
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
