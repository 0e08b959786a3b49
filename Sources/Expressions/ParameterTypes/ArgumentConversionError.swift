/// A step argument whose text its parameter type cannot turn into a value
/// (an `{int}` beyond `Int.max`, a custom transformer that throws). The step
/// fails with this message; nothing traps.
public struct ArgumentConversionError: Error, Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var parameterTypeName: String
    public var reason: String

    public init(text: String, parameterTypeName: String, reason: String) {
        self.text = text
        self.parameterTypeName = parameterTypeName
        self.reason = reason
    }

    public var description: String {
        "Cannot convert \"\(text)\" to {\(parameterTypeName)}: \(reason)"
    }
}
