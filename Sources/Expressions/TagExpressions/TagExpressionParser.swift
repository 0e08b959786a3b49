/// Shunting-yard parser turning tokens into postfix-ordered nodes, with the
/// reference's precedence (`not`, then `and`, then `or`, left-associative) and
/// explicit stacks only: 10,000 nested parentheses cost memory, not call depth.
struct TagExpressionParser {
    private enum Operator {
        case openParenthesis, not, and, or

        var precedence: Int {
            switch self {
            case .or: return 0
            case .and: return 1
            case .not: return 2
            case .openParenthesis: return -1
            }
        }
    }

    private enum Expecting { case operand, `operator` }

    private let text: String
    private var nodes: [TagExpressionNode] = []
    /// Indices into `nodes` of the operands not yet consumed by an operator.
    private var operands: [Int] = []
    private var operators: [(Operator, column: Int)] = []

    private init(text: String) { self.text = text }

    /// The nodes of `text`, root last; empty for an expression without tokens.
    static func nodes(of text: String) throws(TagExpressionError) -> [TagExpressionNode] {
        let tokens = try TagTokenizer.tokens(of: text)
        var parser = TagExpressionParser(text: text)
        try parser.parse(tokens)
        return parser.nodes
    }

    private mutating func parse(_ tokens: [TagToken]) throws(TagExpressionError) {
        guard !tokens.isEmpty else { return }
        nodes.reserveCapacity(tokens.count)
        var expecting = Expecting.operand
        for token in tokens {
            switch token.kind {
            case .tag(let name):
                try require(.operand, given: expecting, at: token.column)
                operands.append(nodes.count)
                nodes.append(.tag(name))
                expecting = .operator
            case .not:
                try require(.operand, given: expecting, at: token.column)
                operators.append((.not, token.column))
            case .openParenthesis:
                try require(.operand, given: expecting, at: token.column)
                operators.append((.openParenthesis, token.column))
            case .and, .or:
                try require(.operator, given: expecting, at: token.column)
                let incoming: Operator = token.kind == .and ? .and : .or
                while let (top, column) = operators.last, top != .openParenthesis, top.precedence >= incoming.precedence {
                    operators.removeLast()
                    try apply(top, at: column)
                }
                operators.append((incoming, token.column))
                expecting = .operand
            case .closeParenthesis:
                try require(.operator, given: expecting, at: token.column)
                while let (top, column) = operators.last, top != .openParenthesis {
                    operators.removeLast()
                    try apply(top, at: column)
                }
                guard operators.popLast() != nil else {
                    throw error(.unmatchedClosingParenthesis, at: token.column)
                }
                expecting = .operator
            }
        }
        try require(.operator, given: expecting, at: text.unicodeScalars.count + 1)
        while let (top, column) = operators.popLast() {
            guard top != .openParenthesis else { throw error(.unmatchedOpeningParenthesis, at: column) }
            try apply(top, at: column)
        }
        guard operands.count == 1 else { throw error(.expectedOperator, at: text.unicodeScalars.count + 1) }
    }

    /// The reference names what it *expected*: a tag where `and` was due reads
    /// "Expected operator.".
    private func require(_ needed: Expecting, given expecting: Expecting, at column: Int) throws(TagExpressionError) {
        guard needed == expecting else {
            throw error(expecting == .operand ? .expectedOperand : .expectedOperator, at: column)
        }
    }

    /// Replaces the operator's operands on the operand stack by its node. The token
    /// order checks make a missing operand impossible; it still throws, not traps.
    private mutating func apply(_ op: Operator, at column: Int) throws(TagExpressionError) {
        switch op {
        case .not:
            guard let operand = operands.popLast() else { throw error(.expectedOperand, at: column) }
            nodes.append(.not(operand))
        case .and, .or:
            guard let right = operands.popLast(), let left = operands.popLast() else {
                throw error(.expectedOperand, at: column)
            }
            nodes.append(op == .and ? .and(left, right) : .or(left, right))
        case .openParenthesis:
            throw error(.unmatchedOpeningParenthesis, at: column)
        }
        operands.append(nodes.count - 1)
    }

    private func error(_ problem: TagExpressionError.Problem, at column: Int) -> TagExpressionError {
        TagExpressionError(expression: text, problem: problem, column: column)
    }
}
