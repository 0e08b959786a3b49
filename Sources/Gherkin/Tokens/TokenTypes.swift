/// A set of token types, one bit each: the types a line could be, which the
/// matcher says once per line from its first byte (`possibleTypes(of:)`), so
/// that the parser skips the others without asking.
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
