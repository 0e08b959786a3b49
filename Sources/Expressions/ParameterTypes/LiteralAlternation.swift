/// A parameter type's regular expression that matches one of a closed list of
/// names and nothing else: `Home|Some Screen|Sign Up`, each name escaped. The
/// native matcher matches it without the regex engine, and "did you mean"
/// proposes its names.
///
///     LiteralAlternation.regex(for: ["Home", "Some (new) Screen"])   // Home|Some \(new\) Screen
///     LiteralAlternation(["red|blue"])?.names                          // ["red", "blue"]
///
/// An empty list is `(?!)`, which matches nothing: a names type before it
/// knows its names.
package struct LiteralAlternation: Hashable, Sendable {
    /// In the order the regular expression tries them.
    package let names: [String]

    /// The regular expression that matches exactly one of `names`, tried in order.
    package static func regex(for names: [String]) -> String {
        names.isEmpty ? nothing : names.map(RegexCompiler.escape).joined(separator: "|")
    }

    /// Matches no text: what an empty list of names compiles to.
    static let nothing = "(?!)"

    /// The names of regular expressions that are each a list of literal
    /// names (`a|b`, escapes allowed, nothing else of the regex language),
    /// in the order the engine tries them; nil when any is more than that.
    package init?(_ regularExpressions: [String]) {
        guard !regularExpressions.isEmpty else { return nil }
        var names: [String] = []
        for expression in regularExpressions where expression != Self.nothing {
            guard let parsed = Self.names(in: expression) else { return nil }
            names += parsed
        }
        self.names = names
    }

    /// The names of `a|b\.c`, or nil when the expression uses anything but
    /// literal text, escaped punctuation and `|`.
    private static func names(in expression: String) -> [String]? {
        var names: [String] = []
        var name = ""
        var scalars = expression.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar {
            case "|":
                names.append(name)
                name = ""
            case "\\":
                // An escaped ASCII punctuation mark is itself; `\d`, `\n` and the like are not literal text.
                guard let escaped = scalars.next(), escaped.isASCII, !escaped.properties.isAlphabetic,
                      !("0"..."9").contains(escaped), !escaped.properties.isWhitespace else { return nil }
                name.unicodeScalars.append(escaped)
            default:
                // Line terminators are the engine's call (see `StepText`); the rest of the regex language is not literal.
                guard !#"^$.?*+()[]{}"#.unicodeScalars.contains(scalar),
                      !scalar.properties.isWhitespace || scalar == " " else { return nil }
                name.unicodeScalars.append(scalar)
            }
        }
        names.append(name)
        return names
    }
}
