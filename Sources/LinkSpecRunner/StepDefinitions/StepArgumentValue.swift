import CucumberMessages
// The values step bodies receive; named alone, since the Gherkin document's
// `DataTable` and `DocString` messages share their names.
import struct Expressions.DataTable
import struct Expressions.DocString

/// One value a step hands to its Swift body: text a parameter captured (and
/// its parameter type transformed), or the step's data table or doc string.
package enum StepArgumentValue: Sendable {
    /// Text captured for `{name}` (or a regex group). `transformed` is the value
    /// of the parameter type (`Int` for `{int}`), nil for plain text groups;
    /// kept as the transformer's `any Sendable` (re-boxing as `Any` costs a cast).
    case captured(text: String?, parameterType: String?, transformed: (any Sendable)?)
    case dataTable(PickleTable)
    case docString(PickleDocString)
    /// The parameter type's transformer threw: the step fails with its message.
    case transformFailed(text: String, parameterType: String, message: String)

    var describedForErrors: String {
        switch self {
        case .captured(let text, _, _): return text.map { "'\($0)'" } ?? "nothing"
        case .transformFailed(let text, _, _): return "'\(text)'"
        case .dataTable: return "a data table"
        case .docString: return "a doc string"
        }
    }
}

/// A step body could not be called with the step's values (their number, or
/// one that does not convert to the parameter's type): the step fails.
package struct StepArgumentError: Error, CustomStringConvertible, Sendable {
    package var description: String
}

/// Hands a step's values, in order, to the parameters of a Swift closure.
final class ArgumentCursor {
    private let values: [StepArgumentValue]
    private var position = 0
    private let definition: String

    /// Throws unless the step has the `expected` number of values.
    init(_ values: [StepArgumentValue], definition: String, expected: Int) throws {
        self.values = values
        self.definition = definition
        guard expected == values.count else {
            throw StepArgumentError(description:
                "the step definition \(definition) takes \(expected) argument\(expected == 1 ? "" : "s") but the step has \(values.count)"
                + " (each {parameter}, regex group, data table and doc string is one)")
        }
    }

    func take<T>(_ type: T.Type) throws -> T {
        guard position < values.count else {
            throw StepArgumentError(description: "the step definition \(definition) takes more arguments than the step has")
        }
        let index = position
        position += 1
        // The common case first, in place and as `T` itself: `convert`'s `T?`
        // makes this unspecialised code look up `Optional<T>`'s metadata.
        if case .captured(_, _, let transformed?) = values[index], let same = transformed as? T { return same }
        let value = values[index]
        if case .transformFailed(let text, let type, let message) = value {
            throw StepArgumentError(description: "the parameter type {\(type)} could not transform '\(text)': \(message)")
        }
        if let converted = StepArgumentConversion.convert(value, to: type) { return converted }
        throw StepArgumentError(description:
            "cannot convert \(value.describedForErrors) (argument \(position) of \(definition)) to \(T.self)")
    }
}

/// The conversions a step parameter accepts: the parameter type's own value,
/// text to `String`/`Int`/`Double`/`Float`/`Bool` or any `MatchedStringRepresentable`,
/// and the data table or doc string as `DataTable`/`DocString`, `[[String]]` or `String`.
enum StepArgumentConversion {
    static func convert<T>(_ value: StepArgumentValue, to type: T.Type) -> T? {
        switch value {
        case .captured(let text, _, _):
            if let optional = Optional<String>.none as? T, text == nil { return optional }
            guard let text else { return nil }
            return fromText(text, to: type)
        case .dataTable(let table):
            let rows = table.rows.map { $0.cells.map(\.value) }
            if T.self == DataTable.self { return DataTable(rows) as? T }
            return rows as? T
        case .docString(let docString):
            if T.self == DocString.self {
                return DocString(content: docString.content, mediaType: docString.mediaType) as? T
            }
            return docString.content as? T
        case .transformFailed:
            return nil
        }
    }

    private static func fromText<T>(_ text: String, to type: T.Type) -> T? {
        if let string = text as? T { return string }
        if T.self == Int.self || T.self == Int?.self { return Int(text) as? T }
        if T.self == Double.self || T.self == Double?.self { return Double(text) as? T }
        if T.self == Float.self || T.self == Float?.self { return Float(text) as? T }
        if T.self == Bool.self || T.self == Bool?.self {
            switch text.lowercased() {
            case "true", "yes": return true as? T
            case "false", "no": return false as? T
            default: return nil
            }
        }
        if T.self == Substring.self { return Substring(text) as? T }
        if let optional = Optional<String>.some(text) as? T { return optional }
        if let type = T.self as? any MatchedStringRepresentable.Type { return type.init(fromMatch: text) as? T }
        return nil
    }
}
