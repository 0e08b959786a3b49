/// Builds the syntax tree of a Cucumber Expression from its tokens.
///
/// The grammar (the reference's, in its own words):
/// ```
/// expression  := (alternation | optional | parameter | text)*
/// alternation := (?<=left-boundary) alternative* ('/' alternative*)+ (?=right-boundary)
///   left-boundary  := whitespace | '}' | start of line
///   right-boundary := whitespace | '{' | end of line
/// alternative := optional | parameter | text
/// optional    := '(' (optional | parameter | text)* ')'
/// parameter   := '{' name* '}'
/// name        := whitespace | text
/// text        := whitespace | text | ')' | '}'
/// ```
/// Nested optionals and parameters inside optionals parse; the compiler rejects
/// them, with a pointer at the offending node.
package struct CucumberExpressionParser: Sendable {
    package init() {}

    package func parse(_ expression: String) throws(CucumberExpressionError) -> CucumberExpressionNode {
        let tokens = try CucumberExpressionTokenizer().tokenize(expression)
        try Self.checkNesting(tokens, expression)
        let state = State(expression: expression, tokens: tokens)
        let (consumed, nodes) = try state.parseBetween(.expression, begin: .startOfLine, end: .endOfLine, at: 0,
                                                       using: state.parseExpressionPart)
        guard consumed == tokens.count, let root = nodes.first else {
            throw .internalError(expression: expression, "the expression was not consumed entirely")
        }
        return root
    }
}

extension CucumberExpressionParser {
    /// Optionals nest by recursion; beyond this depth (never valid anyway: an
    /// optional may not contain another) parsing stops before the stack could overflow.
    static let maximumNesting = 64

    static func checkNesting(_ tokens: [CucumberExpressionToken], _ expression: String) throws(CucumberExpressionError) {
        var depth = 0
        for token in tokens {
            if token.kind == .beginOptional {
                depth += 1
                if depth > maximumNesting {
                    throw CucumberExpressionError.pointing(expression, at: token.start,
                        problem: "Optionals are nested more than \(maximumNesting) deep",
                        solution: "An optional may not contain an other optional; use '\\(' to escape the '('")
                }
            } else if token.kind == .endOptional, depth > 0 {
                depth -= 1
            }
        }
    }

    fileprivate typealias Parse = (Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode])

    fileprivate struct State {
        let expression: String
        let tokens: [CucumberExpressionToken]

        func kind(at index: Int) -> CucumberExpressionToken.Kind? {
            index >= 0 && index < tokens.count ? tokens[index].kind : nil
        }

        /// alternation | optional | parameter | text
        func parseExpressionPart(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            let alternation = try parseAlternation(at: index)
            if alternation.0 > 0 { return alternation }
            return try parseOption(at: index)
        }

        /// An alternation's `/`, or optional | parameter | text.
        func parseAlternative(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            guard kind(at: index) == .alternation else { return try parseOption(at: index) }
            let token = tokens[index]
            return (1, [CucumberExpressionNode(kind: .alternative, token: token.text, start: token.start, end: token.end)])
        }

        /// optional | parameter | text
        func parseOption(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            let optional = try parseBetween(.optional, begin: .beginOptional, end: .endOptional, at: index, using: parseOption)
            if optional.0 > 0 { return optional }
            let parameter = try parseBetween(.parameter, begin: .beginParameter, end: .endParameter, at: index, using: parseName)
            if parameter.0 > 0 { return parameter }
            return try parseText(at: index)
        }

        func parseText(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            guard index < tokens.count else { return (0, []) }
            let token = tokens[index]
            switch token.kind {
            case .whiteSpace, .text, .endParameter, .endOptional:
                return (1, [CucumberExpressionNode(kind: .text, token: token.text, start: token.start, end: token.end)])
            case .alternation:
                throw .pointing(expression, at: token.start, problem: "An alternation can not be used inside an optional",
                                solution: "If you did not mean to use an alternation you can use '\\/' to escape the '/'. Otherwise rephrase your expression or consider using a regular expression instead.")
            case .beginParameter, .beginOptional, .startOfLine, .endOfLine:
                return (0, [])
            }
        }

        func parseName(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            guard index < tokens.count else { return (0, []) }
            let token = tokens[index]
            switch token.kind {
            case .whiteSpace, .text:
                return (1, [CucumberExpressionNode(kind: .text, token: token.text, start: token.start, end: token.end)])
            case .beginOptional, .endOptional, .beginParameter, .endParameter, .alternation:
                throw .invalidParameterTypeName(expression: expression, start: token.start, end: token.end)
            case .startOfLine, .endOfLine:
                return (0, [])
            }
        }

        func parseBetween(_ kind: CucumberExpressionNode.Kind, begin: CucumberExpressionToken.Kind, end: CucumberExpressionToken.Kind, at index: Int, using parse: Parse) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            guard self.kind(at: index) == begin else { return (0, []) }
            let inner = index + 1
            let (consumed, children) = try parseUntil(parse, from: inner, stoppingAt: [end, .endOfLine])
            let closing = inner + consumed
            guard self.kind(at: closing) == end else {
                // Only an optional or a parameter can miss its end (the expression ends at the end of line).
                let (open, close, purpose) = begin == .beginOptional ? ("(", ")", "optional text") : ("{", "}", "a parameter")
                throw .pointing(expression, at: tokens[index].start,
                                problem: "The '\(open)' does not have a matching '\(close)'",
                                solution: "If you did not intend to use \(purpose) you can use '\\\(open)' to escape the \(purpose)")
            }
            let node = CucumberExpressionNode(kind: kind, nodes: children, start: tokens[index].start, end: tokens[closing].end)
            return (closing + 1 - index, [node])
        }

        func parseUntil(_ parse: Parse, from start: Int, stoppingAt stops: [CucumberExpressionToken.Kind]) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            var index = start
            var nodes: [CucumberExpressionNode] = []
            while index < tokens.count, !stops.contains(tokens[index].kind) {
                let (consumed, parsed) = try parse(index)
                guard consumed > 0 else {
                    // Every token kind has a parser in every context; this guards against a loop.
                    throw .internalError(expression: expression, "no parser accepts the token at column \(tokens[index].start + 1)")
                }
                index += consumed
                nodes.append(contentsOf: parsed)
            }
            return (index - start, nodes)
        }

        func parseAlternation(at index: Int) throws(CucumberExpressionError) -> (Int, [CucumberExpressionNode]) {
            guard let previous = kind(at: index - 1), [.startOfLine, .whiteSpace, .endParameter].contains(previous) else {
                return (0, [])
            }
            let (consumed, parsed) = try parseUntil(parseAlternative, from: index, stoppingAt: [.whiteSpace, .endOfLine, .beginParameter])
            guard parsed.contains(where: { $0.kind == .alternative }) else { return (0, []) }
            let start = tokens[index].start
            // The right boundary token is not consumed.
            let end = tokens[index + consumed].start
            let alternatives = Self.splitAlternatives(parsed, start: start, end: end)
            return (consumed, [CucumberExpressionNode(kind: .alternation, nodes: alternatives, start: start, end: end)])
        }

        /// Turns `a / b c / d` (separators inline) into alternative nodes
        /// spanning the text between separators.
        static func splitAlternatives(_ parsed: [CucumberExpressionNode], start: Int, end: Int) -> [CucumberExpressionNode] {
            var alternatives: [CucumberExpressionNode] = []
            var current: [CucumberExpressionNode] = []
            var currentStart = start
            for node in parsed {
                if node.kind == .alternative {
                    alternatives.append(CucumberExpressionNode(kind: .alternative, nodes: current, start: currentStart, end: node.start))
                    current = []
                    currentStart = node.end
                } else {
                    current.append(node)
                }
            }
            alternatives.append(CucumberExpressionNode(kind: .alternative, nodes: current, start: currentStart, end: end))
            return alternatives
        }
    }
}
