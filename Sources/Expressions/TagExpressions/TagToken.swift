/// One word of a tag expression. Operators are recognised here, once, so a tag
/// spelled with escapes (`\(`) can never be mistaken for punctuation later.
struct TagToken: Sendable, Hashable {
    enum Kind: Sendable, Hashable {
        case tag(String)
        case not
        case and
        case or
        case openParenthesis
        case closeParenthesis
    }

    let kind: Kind
    /// 1-based character column where the token starts, for error messages.
    let column: Int
}
