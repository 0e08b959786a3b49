/// A boolean expression over tag names (`@smoke and not @slow`), used to choose
/// which scenarios run and which hooks apply. The empty expression matches
/// everything. Equal expressions have the same structure: `a and b` equals
/// `(a and b)`.
public struct TagExpression: Sendable, Hashable, CustomStringConvertible {
    /// Postfix order, root last; empty means "always true".
    let nodes: [TagExpressionNode]

    /// Parses `text`, throwing the reference implementation's message for bad input.
    public init(_ text: String) throws(TagExpressionError) {
        nodes = try TagExpressionParser.nodes(of: text)
    }

    /// The expression that matches every set of tags.
    public init() {
        nodes = []
    }

    /// Whether this is the empty expression, which matches everything.
    public var matchesEverything: Bool { nodes.isEmpty }

    /// Whether a pickle or hook carrying `tags` is selected. Called per pickle and
    /// per hook, so it is one forward pass over the nodes with a scratch buffer on
    /// the stack (for expressions of ordinary size) and no heap allocation; pass a
    /// `Set` when there are many tags to make each lookup constant-time.
    public func evaluate(_ tags: some Collection<String>) -> Bool {
        guard !nodes.isEmpty else { return true }
        return withUnsafeTemporaryAllocation(of: Bool.self, capacity: nodes.count) { values in
            for (index, node) in nodes.enumerated() {
                let value: Bool
                switch node {
                case .tag(let name): value = tags.contains(name)
                case .not(let operand): value = !values[operand]
                case .and(let left, let right): value = values[left] && values[right]
                case .or(let left, let right): value = values[left] || values[right]
                }
                values.initializeElement(at: index, to: value)
            }
            return values[nodes.count - 1]
        }
    }
}
