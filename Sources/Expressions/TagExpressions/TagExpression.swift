/// A boolean expression over tag names (`@smoke and not @slow`) choosing which
/// scenarios run and which hooks apply; the empty one matches everything.
/// `@usableFromInline` so that `evaluate(_:)` is specialised in the caller.
@usableFromInline
package struct TagExpression: Sendable, Hashable, CustomStringConvertible {
    /// Postfix order, root last; empty means "always true".
    let nodes: [TagExpressionNode]

    /// Parses `text`, throwing the reference implementation's message for bad input.
    package init(_ text: String) throws(TagExpressionError) {
        nodes = try TagExpressionParser.nodes(of: text)
    }

    /// The expression that matches every set of tags.
    package init() {
        nodes = []
    }

    /// Whether a pickle or hook carrying `tags` is selected (inlinable: the
    /// lookup specialised for the caller's collection).
    @inlinable
    package func evaluate(_ tags: some Collection<String>) -> Bool {
        evaluate(where: { tags.contains($0) })
    }

    /// Whether the expression holds when `isTagged` says which tag names are
    /// present. Called per pickle and per hook: one forward pass, and
    /// expressions of up to 64 nodes keep the values in one word, no allocation.
    @usableFromInline
    package func evaluate(where isTagged: (String) -> Bool) -> Bool {
        guard !nodes.isEmpty else { return true }
        return nodes.count <= UInt64.bitWidth ? evaluateInRegister(isTagged) : evaluateInArray(isTagged)
    }

    /// Bit `i` holds the value of node `i`.
    private func evaluateInRegister(_ isTagged: (String) -> Bool) -> Bool {
        var values: UInt64 = 0
        for index in nodes.indices {
            let result: Bool
            switch nodes[index] {
            case .tag(let name): result = isTagged(name)
            case .not(let operand): result = values & (1 << UInt64(operand)) == 0
            case .and(let left, let right): result = values & (1 << UInt64(left)) != 0 && values & (1 << UInt64(right)) != 0
            case .or(let left, let right): result = values & (1 << UInt64(left)) != 0 || values & (1 << UInt64(right)) != 0
            }
            if result { values |= 1 << UInt64(index) }
        }
        return values & (1 << UInt64(nodes.count - 1)) != 0
    }

    private func evaluateInArray(_ isTagged: (String) -> Bool) -> Bool {
        var values = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices {
            switch nodes[index] {
            case .tag(let name): values[index] = isTagged(name)
            case .not(let operand): values[index] = !values[operand]
            case .and(let left, let right): values[index] = values[left] && values[right]
            case .or(let left, let right): values[index] = values[left] || values[right]
            }
        }
        return values[nodes.count - 1]
    }
}
