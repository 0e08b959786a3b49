/// One argument of a matched step: the text captured and the parameter type
/// that gives it a Swift value. `@usableFromInline`: read out of line, every
/// read by the runner copied the argument.
@usableFromInline
package struct Argument: Sendable {
    @usableFromInline package let group: MatchGroup
    @usableFromInline package let parameterType: ExpressionParameterType

    package init(group: MatchGroup, parameterType: ExpressionParameterType) {
        self.group = group
        self.parameterType = parameterType
    }

    /// Each group with the parameter type at the same position. A plain loop:
    /// `zip(...).map` went through the generic `Zip2Sequence` per match.
    static func pairing(_ groups: [MatchGroup], _ types: [ExpressionParameterType]) -> [Argument] {
        let count = min(groups.count, types.count)
        var arguments: [Argument] = []
        arguments.reserveCapacity(count)
        for index in 0..<count {
            arguments.append(Argument(group: groups[index], parameterType: types[index]))
        }
        return arguments
    }

    /// The parameter type's name for messages; `nil` for a regular-expression
    /// group that no registered type claims.
    @inlinable
    package var parameterTypeName: String? {
        parameterType.isAdHoc ? nil : parameterType.name
    }

    /// The transformed value (`Int` for `{int}`, ...); `nil` for a group that
    /// did not take part. Conversion problems throw, they never trap.
    @inlinable
    package func value() throws(ArgumentConversionError) -> (any Sendable)? {
        try parameterType.transform(group)
    }

    /// The transformed value as `T`, or an error naming both types.
    package func value<T>(as type: T.Type = T.self) throws(ArgumentConversionError) -> T {
        let value = try value()
        if let typed = value as? T { return typed }
        let actual = value.map { String(describing: Swift.type(of: $0)) } ?? "nothing (the group did not match)"
        throw ArgumentConversionError(text: group.value ?? "", parameterTypeName: parameterType.name,
                                      reason: "the step definition expects \(T.self) but the argument is \(actual)")
    }
}
