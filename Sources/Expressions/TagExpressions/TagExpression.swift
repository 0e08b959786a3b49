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
    /// present: one forward pass over the nodes, children before parents.
    @usableFromInline
    package func evaluate(where isTagged: (String) -> Bool) -> Bool {
        guard !nodes.isEmpty else { return true }
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
