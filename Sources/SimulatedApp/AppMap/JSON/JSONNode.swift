/// A JSON value with the line and column where it starts, so that app-map errors
/// can point into the file. Objects keep their keys in document order.
struct JSONNode: Sendable {
    indirect enum Value: Sendable {
        case object([(key: String, node: JSONNode)])
        case array([JSONNode])
        case string(String)
        case number(String)
        case bool(Bool)
        case null
    }

    var value: Value
    var line: Int
    var column: Int

    var kind: String {
        switch value {
        case .object: return "an object"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "a number"
        case .bool: return "a boolean"
        case .null: return "null"
        }
    }
}

struct JSONSyntaxError: Error, Sendable {
    var message: String
    var line: Int
    var column: Int
}
