/// The children of the node being built (a feature's scenarios and rules, a
/// rule's children, a scenario's examples), gathered one at a time and then
/// handed over as one array.
///
/// These children are large values (a `FeatureChild` is hundreds of bytes), so
/// an array grown from empty for every node moved them again at each doubling.
/// Here `take()` hands over the array as it is (no element is copied, retained
/// or moved) and starts the next node's with room for as many children as
/// the largest node so far had.
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
