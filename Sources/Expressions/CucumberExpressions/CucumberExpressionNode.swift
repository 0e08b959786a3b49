/// A node of a parsed Cucumber Expression. Text nodes carry a token; the
/// others carry children. Positions count Unicode scalars.
package struct CucumberExpressionNode: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case text = "TEXT_NODE"
        case optional = "OPTIONAL_NODE"
        case alternation = "ALTERNATION_NODE"
        case alternative = "ALTERNATIVE_NODE"
        case parameter = "PARAMETER_NODE"
        case expression = "EXPRESSION_NODE"
    }

    package var kind: Kind
    package var nodes: [CucumberExpressionNode] = []
    package var token: String? = nil
    package var start: Int
    package var end: Int

    /// The node's text: its token, or its children's text joined (a parameter's name).
    package var text: String {
        if let token { return token }
        return nodes.map(\.text).joined()
    }
}
