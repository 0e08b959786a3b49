/// One lexical unit of a Cucumber Expression. Positions count Unicode scalars
/// (not UTF-16 units), because the reference's column markers do.
package struct CucumberExpressionToken: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case startOfLine = "START_OF_LINE"
        case endOfLine = "END_OF_LINE"
        case whiteSpace = "WHITE_SPACE"
        case beginOptional = "BEGIN_OPTIONAL"
        case endOptional = "END_OPTIONAL"
        case beginParameter = "BEGIN_PARAMETER"
        case endParameter = "END_PARAMETER"
        case alternation = "ALTERNATION"
        case text = "TEXT"
    }

    package var kind: Kind
    /// The token's text with escapes removed (`\(` reads `(`).
    package var text: String
    package var start: Int
    package var end: Int
}

extension CucumberExpressionToken.Kind {
    /// The kind a single unescaped scalar has on its own.
    init(of scalar: Unicode.Scalar) {
        switch scalar {
        case "/": self = .alternation
        case "(": self = .beginOptional
        case ")": self = .endOptional
        case "{": self = .beginParameter
        case "}": self = .endParameter
        default: self = scalar.properties.isWhitespace ? .whiteSpace : .text
        }
    }

    /// Runs of text and of white space merge into one token; every other kind
    /// is one scalar long.
    var merges: Bool { self == .text || self == .whiteSpace }
}

extension Unicode.Scalar {
    /// Only the characters with a meaning in the language (and white space) may follow `\`.
    var canBeEscaped: Bool {
        properties.isWhitespace || "{}()\\/".unicodeScalars.contains(self)
    }
}
