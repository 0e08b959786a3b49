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
        text("word", [wordExpression], useForSnippets: false, preferred: false, .whole { $0 }),
        text("string", [stringExpression], useForSnippets: true, preferred: false, .group(unquote)),
        text("", [anonymousExpression], useForSnippets: false, preferred: true, .whole { $0 }),
        integer("byte", Int8.self, "Int8"),
        integer("short", Int16.self, "Int16"),
        integer("long", Int64.self, "Int64"),
        floating("double"),
        ExpressionParameterType(unchecked: "biginteger", regularExpressions: integerExpressions, typeName: "BigInteger",
                      useForSnippets: false, preferForRegularExpressionMatch: false,
                      transformer: .whole { text in
                          guard let value = BigInteger(text) else { throw notANumber(text, "biginteger") }
                          return value
                      }),
        ExpressionParameterType(unchecked: "bigdecimal", regularExpressions: [floatExpression], typeName: "BigDecimal",
                      useForSnippets: false, preferForRegularExpressionMatch: false,
                      transformer: .whole { text in
                          guard let value = BigDecimal(text) else { throw notANumber(text, "bigdecimal") }
                          return value
                      }),
    ]

    private static func integer<T: FixedWidthInteger & Sendable>(
        _ name: String, _ type: T.Type, _ typeName: String, useForSnippets: Bool = false, preferred: Bool = false
    ) -> ExpressionParameterType {
        // The type's name is written out: `String(describing:)` on a metatype
        // looks up its conformances at run time, a few million instructions
        // of every run's start-up for these four.
        ExpressionParameterType(unchecked: name, regularExpressions: integerExpressions, typeName: typeName,
                      useForSnippets: useForSnippets, preferForRegularExpressionMatch: preferred,
                      transformer: .whole { text in
                          if let value = T(text) { return value }
                          guard BigInteger(text) != nil else { throw notANumber(text, name) }
                          throw ArgumentConversionError(text: text, parameterTypeName: name,
                                                        reason: "out of range for \(typeName) (\(T.min)...\(T.max))")
                      })
    }

    private static func floating(_ name: String, useForSnippets: Bool = false) -> ExpressionParameterType {
        ExpressionParameterType(unchecked: name, regularExpressions: [floatExpression], typeName: "Double",
                      useForSnippets: useForSnippets, preferForRegularExpressionMatch: false,
                      transformer: .whole { text in
                          guard let value = Double(text), value.isFinite else {
                              throw ArgumentConversionError(text: text, parameterTypeName: name, reason: "not a finite Double")
                          }
                          return value
                      })
    }

    private static func text(
        _ name: String, _ expressions: [String], useForSnippets: Bool, preferred: Bool,
        _ transformer: ExpressionParameterType.Transformer
    ) -> ExpressionParameterType {
        ExpressionParameterType(unchecked: name, regularExpressions: expressions, typeName: "String",
                      useForSnippets: useForSnippets, preferForRegularExpressionMatch: preferred,
                      transformer: transformer)
    }

    /// `{string}`'s groups are the double-quoted and the single-quoted content
    /// (whichever took part); escaped quotes lose their backslash.
    @Sendable private static func unquote(_ match: MatchGroup) -> String {
        var content = match.children.isEmpty ? match.value ?? "" : ""
        for child in match.children {
            if let value = child.value {
                content = value
                break
            }
        }
        // The byte test: `contains("\\")` would be Foundation's substring search.
        guard content.utf8.contains(UInt8(ascii: "\\")) else { return content }
        return content.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\'", with: "'")
    }

    private static func notANumber(_ text: String, _ name: String) -> ArgumentConversionError {
        ArgumentConversionError(text: text, parameterTypeName: name, reason: "not a number")
    }
}
