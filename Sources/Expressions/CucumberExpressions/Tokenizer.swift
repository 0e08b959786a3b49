/// Splits a Cucumber Expression into tokens: `\` makes the next scalar plain
/// text, runs of text or of white space merge, and the stream is framed by
/// start- and end-of-line tokens so the parser can look behind and ahead.
public struct Tokenizer: Sendable {
    public init() {}

    public func tokenize(_ expression: String) throws(CucumberExpressionError) -> [Token] {
        let scalars = Array(expression.unicodeScalars)
        var tokens: [Token] = [Token(.startOfLine, "", start: 0, end: 0)]
        tokens.reserveCapacity(scalars.count / 2 + 2)

        var buffer = String.UnicodeScalarView()
        var bufferKind: Token.Kind?
        var bufferStart = 0
        var index = 0

        func flush(endingAt end: Int) {
            guard let kind = bufferKind else { return }
            tokens.append(Token(kind, String(buffer), start: bufferStart, end: end))
            buffer.removeAll(keepingCapacity: true)
            bufferKind = nil
        }

        while index < scalars.count {
            let tokenStart = index
            var scalar = scalars[index]
            let kind: Token.Kind
            if scalar == "\\" {
                index += 1
                guard index < scalars.count else {
                    throw .endOfLineCannotBeEscaped(expression: expression, index: scalars.count - 1)
                }
                scalar = scalars[index]
                guard scalar.canBeEscaped else {
                    throw .cannotEscape(expression: expression, index: index)
                }
                kind = .text
            } else {
                kind = Token.Kind(of: scalar)
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
        tokens.append(Token(.endOfLine, "", start: scalars.count, end: scalars.count))
        return tokens
    }
}
