import Foundation

/// A step definition written as a regular expression (`^I have (\d+) cukes$`).
/// It must match the whole step text, as in the reference. Each top-level
/// capture group becomes an argument, typed by the parameter type whose
/// regular expression is exactly the group's source (`\d+` is `{int}`), else text.
package struct RegularExpression: Sendable {
    package let source: String
    package let parameterTypes: [ExpressionParameterType]
    /// Text every matching step starts with: a cheap filter before the regex.
    package let literalPrefix: String
    let compiled: CompiledRegex

    package init(_ source: String, parameterTypes registry: ParameterTypeRegistry = .init()) throws(CucumberExpressionError) {
        self.source = source
        // A non-capturing wrapper keeps the group numbers and anchors both ends.
        compiled = try CompiledRegex("^(?:" + source + ")$")
        literalPrefix = RegexLiteralPrefix.of(source)
        var types: [ExpressionParameterType] = []
        for group in compiled.groups.children {
            let candidates = registry.parameterTypes(forRegularExpression: group.source)
            guard let best = candidates.first else {
                types.append(Self.plainText)
                continue
            }
            if candidates.count > 1, !best.preferForRegularExpressionMatch {
                throw .ambiguousParameterType(groupSource: group.source, expressionSource: source,
                                              candidates: candidates.map(\.name),
                                              suggestions: Self.suggestions(source, compiled.groups.children, registry))
            }
            types.append(best)
        }
        parameterTypes = types
    }

    /// The name of each top-level capture group (`(?<user>...)`), nil for an unnamed one.
    package static func captureNames(of source: String) -> [String?] {
        GroupPattern.parse(source).children.map(\.name)
    }

    package func match(_ text: String) -> [Argument]? {
        guard let whole = compiled.match(text) else { return nil }
        // The wrapper group is non-capturing, so the top-level groups are the arguments.
        return zip(whole.children, parameterTypes).map { Argument(group: $0, parameterType: $1) }
    }

    /// The text of a group no parameter type claims; an unmatched optional group gives `nil`.
    static let plainText = ExpressionParameterType(unchecked: "", regularExpressions: [".*"], typeName: "String",
                                         useForSnippets: false, preferForRegularExpressionMatch: false,
                                         transformer: .whole { $0 }, isAdHoc: true)

    /// Cucumber Expressions to try instead: each group replaced by each of its
    /// candidate types (at most 256 combinations, as the reference caps them).
    private static func suggestions(_ source: String, _ groups: [GroupPattern], _ registry: ParameterTypeRegistry) -> [String] {
        var body = Substring(source)
        if body.hasPrefix("^") { body = body.dropFirst() }
        if body.hasSuffix("$"), !body.hasSuffix("\\$") { body = body.dropLast() }
        var templates = [""]
        var rest = body
        for group in groups {
            let needle = "(" + group.source + ")"
            guard let range = rest.range(of: needle) else { break }
            let literal = String(rest[..<range.lowerBound])
            let names = registry.parameterTypes(forRegularExpression: group.source).map { "{\($0.name)}" }
            let options = names.isEmpty ? ["{}"] : names
            templates = templates.flatMap { template in options.map { template + literal + $0 } }.prefix(256).map { $0 }
            rest = rest[range.upperBound...]
        }
        return templates.map { $0 + rest }
    }
}
