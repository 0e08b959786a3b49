/// The built-in parameter regular expressions the native matcher matches
/// without the regex engine, recognised by their exact source text (a custom
/// type reusing one is matched natively too). Each shape offers the end
/// positions the regex would try, in its backtracking order, each once.
enum ParameterShape: Sendable, Hashable {
    /// `{int}` and friends: `((?:-?\d+)|(?:\d+))`.
    case integer
    /// `{float}`, `{double}`, `{bigdecimal}`: the reference's float expression with its look-aheads.
    case float
    /// `{word}`: `([^\s]+)`.
    case word
    /// `{string}`: a double- or single-quoted text with backslash escapes; the
    /// only shape with capture groups of its own (content and last escape of each quote style).
    case string
    /// `{}`: `(.*)`.
    case anything
    /// A closed list of names (`LiteralAlternation`): each name's bytes, in
    /// the order the engine tries them. Custom types of names match natively.
    case names([[UInt8]])

    /// The shape whose regular expressions are exactly `expressions`, or `nil`
    /// when only the regex engine can match them (custom parameter types other
    /// than lists of names).
    init?(regularExpressions expressions: [String]) {
        switch expressions {
        case BuiltInParameterTypes.integerExpressions: self = .integer
        case [BuiltInParameterTypes.floatExpression]: self = .float
        case [BuiltInParameterTypes.wordExpression]: self = .word
        case [BuiltInParameterTypes.stringExpression]: self = .string
        case [BuiltInParameterTypes.anonymousExpression]: self = .anything
        default:
            guard let names = LiteralAlternation(expressions) else { return nil }
            self = .names(names.names.map { Array($0.utf8) })
        }
    }
}
