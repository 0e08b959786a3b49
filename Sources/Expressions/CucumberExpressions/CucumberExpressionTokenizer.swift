/// Splits a Cucumber Expression into tokens: `\` makes the next scalar plain
/// text, runs of text or of white space merge, and the stream is framed by
/// start- and end-of-line tokens so the parser can look behind and ahead.
package struct CucumberExpressionTokenizer: Sendable {
    package init() {}

    package func tokenize(_ expression: String) throws(CucumberExpressionError) -> [CucumberExpressionToken] {
        let scalars = Array(expression.unicodeScalars)
        var tokens: [CucumberExpressionToken] = [CucumberExpressionToken(kind: .startOfLine, text: "", start: 0, end: 0)]
        tokens.reserveCapacity(scalars.count / 2 + 2)

        var buffer = String.UnicodeScalarView()
        var bufferKind: CucumberExpressionToken.Kind?
        var bufferStart = 0
        var index = 0

        func flush(endingAt end: Int) {
            guard let kind = bufferKind else { return }
            tokens.append(CucumberExpressionToken(kind: kind, text: String(buffer), start: bufferStart, end: end))
            buffer.removeAll(keepingCapacity: true)
            bufferKind = nil
        }

        while index < scalars.count {
            let tokenStart = index
            var scalar = scalars[index]
            let kind: CucumberExpressionToken.Kind
            if scalar == "\\" {
                index += 1
                guard index < scalars.count else {
                    throw .pointing(expression, at: scalars.count - 1, problem: "The end of line can not be escaped",
                                    solution: "You can use '\\\\' to escape the '\\'")
                }
                scalar = scalars[index]
                guard scalar.canBeEscaped else {
                    throw .pointing(expression, at: index,
                                    problem: "Only the characters '{', '}', '(', ')', '\\', '/' and whitespace can be escaped",
                                    solution: "If you did mean to use an '\\' you can use '\\\\' to escape it")
                }
                kind = .text
            } else {
                kind = CucumberExpressionToken.Kind(of: scalar)
            }
            index += 1

            if bufferKind != kind || !kind.merges {
                flush(endingAt: tokenStart)
                bufferKind = kind
                bufferStart = tokenStart
            }
            buffer.append(scalar)
        }
        flush(endingAt: scalars.count)
        tokens.append(CucumberExpressionToken(kind: .endOfLine, text: "", start: scalars.count, end: scalars.count))
        return tokens
    }
}
