import Foundation

/// INTERIM: turns a Cucumber expression into a regular expression, for the
/// common forms only (`{int}`, `{float}`, `{word}`, `{string}`, `{}`, custom
/// `{name}`, optional `(s)`, alternation `a/b`, `\` escapes). It stands in until
/// the `Expressions` module's `StepRegistry` lands; then `StepMatcher` uses that
/// and this file goes.
struct InterimExpressionCompiler {
    struct Compiled {
        var regex: String
        /// The parameter type of each top-level group, in order.
        var parameterTypes: [String]
    }

    static let builtIn: [String: [String]] = [
        "int": [#"-?\d+"#, #"\d+"#],
        "float": [#"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"#],
        "word": [#"[^\s]+"#],
        "string": [#""(?:[^"\\]*(?:\\.[^"\\]*)*)""#, #"'(?:[^'\\]*(?:\\.[^'\\]*)*)'"#],
        "": [#".*"#],
        "bigdecimal": [#"[+-]?(?:\d+(?:\.\d*)?|\.\d+)"#],
        "double": [#"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"#],
        "biginteger": [#"-?\d+"#], "byte": [#"-?\d+"#], "short": [#"-?\d+"#], "long": [#"-?\d+"#],
    ]

    var custom: [String: [String]]

    func compile(_ expression: String) throws -> Compiled {
        var regex = "^"
        var types: [String] = []
        var characters = Array(expression)
        var index = 0
        // Alternation needs whole words: collect the current word's alternatives.
        var word: [String] = [""]
        func flushWord() {
            if word.count > 1 {
                regex += "(?:" + word.joined(separator: "|") + ")"
            } else {
                regex += word[0]
            }
            word = [""]
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\":
                index += 1
                if index < characters.count { word[word.count - 1] += NSRegularExpression.escapedPattern(for: String(characters[index])) }
            case "{":
                guard let close = characters[index...].firstIndex(of: "}") else {
                    throw StepFailure("unclosed '{' in the expression \"\(expression)\"")
                }
                let name = String(characters[(index + 1)..<close])
                guard let alternatives = custom[name] ?? Self.builtIn[name] else {
                    throw StepFailure("undefined parameter type {\(name)} in \"\(expression)\"")
                }
                flushWord()
                regex += "(" + alternatives.map { "(?:\($0))" }.joined(separator: "|") + ")"
                types.append(name)
                index = close
            case "(":
                guard let close = characters[index...].firstIndex(of: ")") else {
                    throw StepFailure("unclosed '(' in the expression \"\(expression)\"")
                }
                let text = String(characters[(index + 1)..<close])
                word[word.count - 1] += "(?:" + NSRegularExpression.escapedPattern(for: text) + ")?"
                index = close
            case "/":
                word.append("")
            case " ":
                flushWord()
                regex += " "
            default:
                word[word.count - 1] += NSRegularExpression.escapedPattern(for: String(character))
            }
            index += 1
        }
        flushWord()
        characters.removeAll()
        return Compiled(regex: regex + "$", parameterTypes: types)
    }
}
