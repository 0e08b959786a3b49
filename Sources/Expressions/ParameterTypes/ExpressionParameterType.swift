/// A named kind of step argument: the regular expressions that recognise it in
/// step text and the transformer that turns the matched text into a Swift value.
///
/// ```swift
/// let flight = try ExpressionParameterType("flight", regularExpressions: ["[A-Z]{3}-[A-Z]{3}"]) { Flight(code: $0) }
/// ```
@usableFromInline
package struct ExpressionParameterType: Sendable {
    @usableFromInline package let name: String
    package let regularExpressions: [String]
    /// The Swift type the transformer produces, as snippets spell it (`Int`).
    package private(set) var typeName: String
    /// Whether the snippet generator offers `{name}` for text it recognises.
    package let useForSnippets: Bool
    /// Wins when a regular-expression step definition's group matches several types' expressions.
    package let preferForRegularExpressionMatch: Bool
    let transformer: Transformer
    /// A stand-in for a regular expression group no registered type claims; it
    /// has no name in messages.
    @usableFromInline let isAdHoc: Bool

    enum Transformer: Sendable {
        /// Receives the whole matched text.
        case whole(@Sendable (String) throws -> any Sendable)
        /// Receives the values of the capture groups inside the type's own
        /// expression (or the whole text when it has none), as the reference does.
        case groups(@Sendable ([String?]) throws -> any Sendable)
        /// Receives the matched group itself, nested groups and all (built-in
        /// types that know their own regular expression's groups).
        case group(@Sendable (MatchGroup) throws -> any Sendable)
    }

    /// A type whose transformer receives the whole matched text.
    package init<Value: Sendable>(
        _ name: String,
        regularExpressions: [String],
        useForSnippets: Bool = true,
        preferForRegularExpressionMatch: Bool = false,
        transform: @escaping @Sendable (String) throws -> Value
    ) throws(CucumberExpressionError) {
        try self.init(name, regularExpressions, Value.self, useForSnippets, preferForRegularExpressionMatch,
                      .whole { try transform($0) })
    }

    /// A type whose transformer receives the capture groups of its own
    /// expression: `([A-Z]{3})-([A-Z]{3})` gives `["LHR", "CDG"]`. Unmatched
    /// optional groups are `nil`. `typeName` names the values in snippets
    /// when `Value` does not (a transformer that returns `any Sendable`).
    package init<Value: Sendable>(
        _ name: String,
        regularExpressions: [String],
        useForSnippets: Bool = true,
        preferForRegularExpressionMatch: Bool = false,
        typeName: String? = nil,
        transformGroups: @escaping @Sendable ([String?]) throws -> Value
    ) throws(CucumberExpressionError) {
        try self.init(name, regularExpressions, Value.self, useForSnippets, preferForRegularExpressionMatch,
                      .groups { try transformGroups($0) })
        if let typeName { self.typeName = typeName }
    }

    private init<Value>(
        _ name: String, _ regularExpressions: [String], _ type: Value.Type,
        _ useForSnippets: Bool, _ preferForRegularExpressionMatch: Bool, _ transformer: Transformer
    ) throws(CucumberExpressionError) {
        guard Self.isValidName(name) else { throw .invalidParameterTypeName(name) }
        guard !regularExpressions.isEmpty else {
            throw CucumberExpressionError("The parameter type {\(name)} needs at least one regular expression")
        }
        self.init(unchecked: name, regularExpressions: regularExpressions, typeName: String(describing: type),
                  useForSnippets: useForSnippets, preferForRegularExpressionMatch: preferForRegularExpressionMatch,
                  transformer: transformer)
    }

    init(unchecked name: String, regularExpressions: [String], typeName: String, useForSnippets: Bool,
         preferForRegularExpressionMatch: Bool, transformer: Transformer, isAdHoc: Bool = false) {
        self.name = name
        self.regularExpressions = regularExpressions
        self.typeName = typeName
        self.useForSnippets = useForSnippets
        self.preferForRegularExpressionMatch = preferForRegularExpressionMatch
        self.transformer = transformer
        self.isAdHoc = isAdHoc
    }

    /// Names may not contain the characters the expression language uses:
    /// `{`, `}`, `(`, `)`, `\` and `/`.
    package static func isValidName(_ name: String) -> Bool {
        !name.unicodeScalars.contains { #"{}()\/"#.unicodeScalars.contains($0) }
    }

    /// Turns one matched group into this type's value; `nil` for a group that did not take part.
    @usableFromInline
    func transform(_ group: MatchGroup) throws(ArgumentConversionError) -> (any Sendable)? {
        guard let value = group.value else { return nil }
        do {
            switch transformer {
            case .whole(let transform): return try transform(value)
            case .groups(let transform): return try transform(group.values)
            case .group(let transform): return try transform(group)
            }
        } catch let error as ArgumentConversionError {
            throw error
        } catch {
            throw ArgumentConversionError(text: value, parameterTypeName: name, reason: String(describing: error))
        }
    }
}

extension ExpressionParameterType {
    /// The reference's order for candidates: preferential types first, then by name.
    static func precedes(_ lhs: ExpressionParameterType, _ rhs: ExpressionParameterType) -> Bool {
        if lhs.preferForRegularExpressionMatch != rhs.preferForRegularExpressionMatch {
            return lhs.preferForRegularExpressionMatch
        }
        return lhs.name < rhs.name
    }
}
