/// The parameter types expressions may use, by name and by regular expression.
/// Starts with the built-ins: int, float, word, string, the anonymous `{}`,
/// byte, short, long, double, biginteger, bigdecimal.
public struct ParameterTypeRegistry: Sendable {
    public private(set) var parameterTypes: [ParameterType] = []
    private var byName: [String: Int] = [:]
    /// Indices into `parameterTypes`, preferential first, then by name.
    private var byRegularExpression: [String: [Int]] = [:]

    public init() {
        for type in BuiltInParameterTypes.all {
            // The built-ins are distinct by construction.
            try? define(type)
        }
    }

    /// Adds a type. Names are unique; at most one type per regular expression
    /// may be preferential.
    public mutating func define(_ type: ParameterType) throws(CucumberExpressionError) {
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
            indices.sort { ParameterType.precedes(parameterTypes[$0], parameterTypes[$1]) }
            byRegularExpression[expression] = indices
        }
    }

    /// The names every registry starts with (`int`, `string`, `` for `{}`, ...).
    public static let builtInNames: Set<String> = Set(BuiltInParameterTypes.all.map(\.name))

    public func parameterType(named name: String) -> ParameterType? {
        byName[name].map { parameterTypes[$0] }
    }

    /// The types whose regular expression is exactly `source`, best first.
    public func parameterTypes(forRegularExpression source: String) -> [ParameterType] {
        (byRegularExpression[source] ?? []).map { parameterTypes[$0] }
    }
}
