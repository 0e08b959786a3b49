import Foundation

/// The parameter types every registry starts with, with the reference's
/// regular expressions and flags.
enum BuiltInParameterTypes {
    static let integerExpressions = [#"-?\d+"#, #"\d+"#]
    static let floatExpression = #"(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?"#
    static let wordExpression = #"[^\s]+"#
    static let stringExpression = #""([^"\\]*(\\.[^"\\]*)*)"|'([^'\\]*(\\.[^'\\]*)*)'"#
    static let anonymousExpression = ".*"

    static let all: [ExpressionParameterType] = [
        integer("int", Int.self, "Int", useForSnippets: true, preferred: true),
        floating("float", useForSnippets: true),
        // `{word}` and `{}` have no groups of their own, so the whole text is what
        // they hand on; `{string}` reads its quote groups straight from the match.
        // Neither builds the `[String?]` of group values a `.groups` transformer needs.
        make("word", [wordExpression], "String", .whole { $0 }),
        make("string", [stringExpression], "String", useForSnippets: true, .group(unquote)),
        make("", [anonymousExpression], "String", preferred: true, .whole { $0 }),
        integer("byte", Int8.self, "Int8"),
        integer("short", Int16.self, "Int16"),
        integer("long", Int64.self, "Int64"),
        floating("double"),
        make("biginteger", integerExpressions, "BigInteger", .whole { text in
            guard let value = BigInteger(text) else { throw notANumber(text, "biginteger") }
            return value
        }),
        make("bigdecimal", [floatExpression], "BigDecimal", .whole { text in
            guard let value = BigDecimal(text) else { throw notANumber(text, "bigdecimal") }
            return value
        }),
    ]

    private static func make(
        _ name: String, _ expressions: [String], _ typeName: String, useForSnippets: Bool = false, preferred: Bool = false,
        _ transformer: ExpressionParameterType.Transformer
    ) -> ExpressionParameterType {
        ExpressionParameterType(unchecked: name, regularExpressions: expressions, typeName: typeName,
                                useForSnippets: useForSnippets, preferForRegularExpressionMatch: preferred,
                                transformer: transformer)
    }

    private static func integer<T: FixedWidthInteger & Sendable>(
        _ name: String, _ type: T.Type, _ typeName: String, useForSnippets: Bool = false, preferred: Bool = false
    ) -> ExpressionParameterType {
        // The type's name is written out: `String(describing:)` on a metatype
        // looks up its conformances at run time, a few million instructions
        // of every run's start-up for these four.
        make(name, integerExpressions, typeName, useForSnippets: useForSnippets, preferred: preferred, .whole { text in
            if let value = T(text) { return value }
            guard BigInteger(text) != nil else { throw notANumber(text, name) }
            throw ArgumentConversionError(text: text, parameterTypeName: name,
                                          reason: "out of range for \(typeName) (\(T.min)...\(T.max))")
        })
    }

    private static func floating(_ name: String, useForSnippets: Bool = false) -> ExpressionParameterType {
        make(name, [floatExpression], "Double", useForSnippets: useForSnippets, .whole { text in
            guard let value = Double(text), value.isFinite else {
                throw ArgumentConversionError(text: text, parameterTypeName: name, reason: "not a finite Double")
            }
            return value
        })
    }

    /// `{string}`'s groups are the double-quoted and the single-quoted content
    /// (whichever took part); escaped quotes lose their backslash.
    @Sendable private static func unquote(_ match: MatchGroup) -> String {
        let content = (match.children.isEmpty ? match.value : match.children.first { $0.value != nil }?.value) ?? ""
        // The byte test: `contains("\\")` would be Foundation's substring search.
        guard content.utf8.contains(UInt8(ascii: "\\")) else { return content }
        return content.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\'", with: "'")
    }

    private static func notANumber(_ text: String, _ name: String) -> ArgumentConversionError {
        ArgumentConversionError(text: text, parameterTypeName: name, reason: "not a number")
    }
}
