/// A step argument whose text its parameter type cannot turn into a value
/// (an `{int}` beyond `Int.max`, a custom transformer that throws). The step
/// fails with this message; nothing traps.
@usableFromInline
package struct ArgumentConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    package var text: String
    package var parameterTypeName: String
    package var reason: String

    @usableFromInline package var description: String {
        "Cannot convert \"\(text)\" to {\(parameterTypeName)}: \(reason)"
    }
}
