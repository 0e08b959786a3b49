/// A type a step's captured text converts to, in a step definition's
/// parameters: `{ (world, user: Person) in ... }` with `Person(fromMatch:)`.
/// `String`, `Int`, `Double` and `Bool` conform (as in XCTest-Gherkin, whose
/// protocol this is); a text the initialiser refuses fails the step, saying
/// which argument and why.
///
/// For a value a whole run shares, with its own regular expression and a
/// name in expressions (`{person}`), define a parameter type instead
/// (`StepLibrary.parameterType`).
public protocol MatchedStringRepresentable {
    /// The value `match` stands for, or nil when it stands for none.
    init?(fromMatch match: String)
}

extension String: MatchedStringRepresentable {
    /// The text itself.
    public init?(fromMatch match: String) { self = match }
}

extension Int: MatchedStringRepresentable {
    /// A decimal integer: `42`, `-7`.
    public init?(fromMatch match: String) { self.init(match, radix: 10) }
}

extension Double: MatchedStringRepresentable {
    /// A decimal number: `1.5`, `-2`, `1e3`.
    public init?(fromMatch match: String) { self.init(match) }
}

extension Bool: MatchedStringRepresentable {
    /// `true`, `false`, `yes` or `no`, in any case (`FaLsE`), as a step's
    /// Boolean parameter reads them.
    public init?(fromMatch match: String) {
        switch match.lowercased() {
        case "true", "yes": self = true
        case "false", "no": self = false
        default: return nil
        }
    }
}
