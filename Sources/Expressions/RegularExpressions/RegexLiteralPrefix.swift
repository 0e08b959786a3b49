/// The plain text a regular expression requires at the start of the subject,
/// found conservatively: it stops at the first construct with a meaning, drops
/// a character a quantifier applies to, and gives up on top-level alternation.
enum RegexLiteralPrefix {
    static func of(_ source: String) -> String {
        let scalars = Array(source.unicodeScalars)
        guard !hasTopLevelAlternation(scalars) else { return "" }
        var prefix = String.UnicodeScalarView()
        var position = scalars.first == "^" ? 1 : 0
        while position < scalars.count {
            let scalar = scalars[position]
            var literal: Unicode.Scalar?
            var width = 1
            if scalar == "\\" {
                if position + 1 < scalars.count {
                    let next = scalars[position + 1]
                    if next.isASCII, !next.properties.isAlphabetic, !("0"..."9").contains(next) {
                        literal = next
                        width = 2
                    }
                }
            } else if !"^$.|?*+()[]{}#".unicodeScalars.contains(scalar), !scalar.properties.isWhitespace || scalar == " " {
                literal = scalar
            }
            guard let literal else { break }
            let following = position + width < scalars.count ? scalars[position + width] : nil
            if let following, "?*+{".unicodeScalars.contains(following) { break }
            prefix.append(literal)
            position += width
        }
        return String(prefix)
    }

    private static func hasTopLevelAlternation(_ scalars: [Unicode.Scalar]) -> Bool {
        var depth = 0
        var inClass = false
        var position = 0
        while position < scalars.count {
            switch scalars[position] {
            case "\\": position += 1
            case "[": inClass = true
            case "]": inClass = false
            case "(" where !inClass: depth += 1
            case ")" where !inClass: depth -= 1
            case "|" where !inClass && depth == 0: return true
            default: break
            }
            position += 1
        }
        return false
    }
}
