/// A bounded first-in, first-out hand-over of items from one producing thread
/// to one consuming thread. The producer `close`s it when done; the consumer
/// may `cancel` it (a run that stopped early): what waits is dropped and the
/// producer's next `put` returns false.
/// Inlinable, so that it is specialised for its item type in the calling
/// module rather than called through generic metadata.
@usableFromInline
package final class HandOver<Item: Sendable>: Sendable {
    @usableFromInline
    struct State {
        /// Waiting items, oldest at `head`; a taken slot is emptied at once
        /// (so the consumer, not a later `put`, releases what it held) and the
        /// array is reset when it drains.
        @usableFromInline var items: [Item?] = []
        @usableFromInline var head = 0
        @usableFromInline var closed = false
        @usableFromInline var cancelled = false

        @usableFromInline init() {}

        @inlinable var waiting: Int { items.count - head }
    }

    @usableFromInline let state = Locked(State())
    @usableFromInline let capacity: Int

    @inlinable
    package init(capacity: Int) {
        self.capacity = max(capacity, 1)
    }

    /// Adds an item, waiting while the hand-over is full; false, dropping the
    /// item, once the consumer cancelled.
    @inlinable @discardableResult
    package func put(_ item: Item) -> Bool {
        let capacity = capacity
        let added = state.wait { state -> Locked<State>.Decision<Bool> in
            if state.cancelled { return .done(false) }
            guard state.waiting < capacity else { return .untilWoken }
            state.items.append(item)
            return .done(true)
        }
        if added { state.wakeAll() }
        return added
    }

    /// The producer is done: once the waiting items are taken, `take` returns nil.
    @inlinable
    package func close() {
        state.withLock { $0.closed = true }
        state.wakeAll()
    }

    /// The consumer wants nothing more: waiting items are dropped, `take`
    /// returns nil from now on and the producer's next `put` returns false.
    @inlinable
    package func cancel() {
        state.withLock { state in
            state.cancelled = true
            state.closed = true
            state.items.removeAll()
            state.head = 0
        }
        state.wakeAll()
    }

    /// The oldest item, waiting for one while none is there; nil once closed and drained.
    @inlinable
    package func take() -> Item? {
        let item = state.wait { state -> Locked<State>.Decision<Item?> in
            guard state.waiting > 0 else { return state.closed ? .done(nil) : .untilWoken }
            let item = state.items[state.head].take()
            state.head += 1
            if state.head == state.items.count {
                state.items.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return .done(item)
        }
        if item != nil { state.wakeAll() }
        return item
    }
}
