import Foundation

/// What a link means to the app, independent of how it arrived: Babylon's
/// `RoutingEvent`, e.g. `showSomeScreen(id: 42)`. Its description is the form a
/// `| link | event |` table compares with.
public struct RoutingEvent: Sendable, Hashable, CustomStringConvertible {
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        case int(Int)
        case string(String)
        case uuid(UUID)

        /// The value as screen context and analytics see it.
        public var text: String {
            switch self {
            case .int(let value): return String(value)
            case .string(let value): return value
            case .uuid(let value): return value.uuidString
            }
        }

        /// Swift-like: ints and UUIDs bare, strings quoted.
        public var description: String {
            switch self {
            case .string(let value): return quoted(value)
            default: return text
            }
        }
    }

    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        public var name: String
        public var value: Value
        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
        public var description: String { "\(name): \(value)" }
    }

    public var name: String
    public var arguments: [Argument]

    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    public subscript(argument: String) -> Value? { arguments.first { $0.name == argument }?.value }

    /// `showHome`, `showSomeScreen(id: 42)`, `showProduct(id: "red shoes")`.
    public var description: String {
        arguments.isEmpty ? name : "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
}

/// A team's own parsing code, plugged in so that scenarios exercise it: it turns a
/// URL that reached the app into a routing event (nil: the app ignores the link).
/// The app map still says what each event's name does.
public typealias RoutingFunction = @Sendable (URL) -> RoutingEvent?
