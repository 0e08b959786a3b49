/// The parameter types expressions may use, by name and by regular expression.
/// Starts with the built-ins: int, float, word, string, the anonymous `{}`,
/// byte, short, long, double, biginteger, bigdecimal.
package struct ParameterTypeRegistry: Sendable {
    package private(set) var parameterTypes: [ExpressionParameterType] = []
    private var byName: [String: Int] = [:]
    /// Indices into `parameterTypes`, preferential first, then by name.
    private var byRegularExpression: [String: [Int]] = [:]

    package init() {
        for type in BuiltInParameterTypes.all {
            // The built-ins are distinct by construction.
            try? define(type)
        }
    }

    /// Names are unique; at most one type per regular expression may be preferential.
    package mutating func define(_ type: ExpressionParameterType) throws(CucumberExpressionError) {
        guard byName[type.name] == nil else { throw .duplicateParameterTypeName(type.name) }
        for expression in type.regularExpressions {
            if type.preferForRegularExpressionMatch,
               let first = byRegularExpression[expression]?.first,
               parameterTypes[first].preferForRegularExpressionMatch {
                throw .duplicatePreferentialParameterType(regularExpression: expression,
                                                          existing: parameterTypes[first].name, new: type.name)
            }
        }
        let index = parameterTypes.count
        parameterTypes.append(type)
        byName[type.name] = index
        for expression in Set(type.regularExpressions) {
            var indices = byRegularExpression[expression, default: []]
            indices.append(index)
            indices.sort { ExpressionParameterType.precedes(parameterTypes[$0], parameterTypes[$1]) }
            byRegularExpression[expression] = indices
        }
    }

    /// The names every registry starts with (`int`, `string`, `` for `{}`, ...).
    package static let builtInNames: Set<String> = Set(BuiltInParameterTypes.all.map(\.name))

    package func parameterType(named name: String) -> ExpressionParameterType? {
        byName[name].map { parameterTypes[$0] }
    }

    /// The types whose regular expression is exactly `source`, best first.
    package func parameterTypes(forRegularExpression source: String) -> [ExpressionParameterType] {
        (byRegularExpression[source] ?? []).map { parameterTypes[$0] }
    }
}
