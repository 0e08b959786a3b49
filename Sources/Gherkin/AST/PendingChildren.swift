/// The children of the node being built, gathered one at a time and handed
/// over as one array. They are large values (a `FeatureChild` is hundreds of
/// bytes) that an array grown from empty moved at each doubling: the next
/// node's array starts with room for as many as the largest node so far had.
struct PendingChildren<Element>: ~Copyable {
    private var elements: [Element] = []
    private var capacity = 8

    init() {
        elements.reserveCapacity(capacity)
    }

    mutating func append(_ element: consuming Element) {
        elements.append(element)
    }

    /// Everything gathered, in order; the next node's children start empty.
    mutating func take() -> [Element] {
        guard !elements.isEmpty else { return [] }
        capacity = max(capacity, elements.count)
        var taken: [Element] = []
        taken.reserveCapacity(capacity)
        swap(&taken, &elements)
        return taken
    }
}
