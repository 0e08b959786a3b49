/// The children of the node being built (a feature's scenarios and rules, a
/// rule's children, a scenario's examples), gathered one at a time and then
/// handed over as one array of exactly their number.
///
/// An `Array` filled by `append` grows by reallocating and moving what it holds,
/// and these children are large values (a `FeatureChild` is hundreds of bytes):
/// a feature's children were reallocated many times. This buffer is reused for
/// every node of its kind, so it only grows to the largest one, and `take()`
/// moves the elements into their final array, allocated once: no retain or
/// release per element. (Steps and table rows, a handful each, do better in an
/// array with room for eight: moving them one by one cost more than growing.)
struct PendingChildren<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0

    init() {
        capacity = 8
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    var isEmpty: Bool { count == 0 }

    mutating func append(_ element: consuming Element) {
        if count == capacity { grow() }
        assert(count < capacity, "PendingChildren: no room after growing")
        (base + count).initialize(to: element)
        count += 1
    }

    /// Everything gathered, in order, as an array of exactly that size; the buffer
    /// is left empty (and keeps its memory for the next node).
    mutating func take() -> [Element] {
        let taken = count
        guard taken > 0 else { return [] }
        count = 0
        // Not `Array(unsafeUninitializedCapacity:)`: that allocates through an
        // unspecialized path that looks the storage type up at run time, which
        // cost more than the moves.
        var array: [Element] = []
        array.reserveCapacity(taken)
        for index in 0..<taken {
            array.append((base + index).move())
        }
        return array
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }
}
