/// A set of token types, one bit each.
///
/// The parser tries the types its state allows one by one, and most tries fail:
/// a table row is asked whether it is a step, a tag line, a doc string... The
/// first byte of a line already rules most of them out, so the matcher says once
/// per line which types it could be (`TokenMatcher.possibleTypes(of:)`) and the
/// parser skips the others without asking.
struct TokenTypes: Sendable {
    private(set) var rawValue: UInt16

    init(rawValue: UInt16) {
        self.rawValue = rawValue
    }

    init(_ types: TokenType...) {
        rawValue = 0
        for type in types { insert(type) }
    }

    static let all = TokenTypes(rawValue: UInt16.max)

    @inline(__always)
    func contains(_ type: TokenType) -> Bool {
        rawValue & (1 << UInt16(type.rawValue)) != 0
    }

    mutating func insert(_ type: TokenType) {
        rawValue |= 1 << UInt16(type.rawValue)
    }

    func union(_ other: TokenTypes) -> TokenTypes {
        TokenTypes(rawValue: rawValue | other.rawValue)
    }
}
