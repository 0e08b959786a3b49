import Foundation

/// The type of a route parameter. `string` is the untyped one; `int` and `uuid` are
/// typed, and win over `string` where both match.
package enum RouteParameterType: String, Sendable, Hashable, CaseIterable {
    case int, string, uuid

    var isTyped: Bool { self != .string }

    /// The value when `text` has this type; nil when it fails the type.
    func value(of text: String) -> RoutingEvent.Value? {
        switch self {
        case .string:
            return text.isEmpty ? nil : .string(text)
        case .int:
            // Only ASCII digits with an optional sign: `Int` alone would accept nothing
            // else either, but saying so keeps the rule visible.
            guard !text.isEmpty, text.utf8.count <= 20,
                  text.utf8.enumerated().allSatisfy({ $1 >= 0x30 && $1 <= 0x39 || ($0 == 0 && ($1 == 0x2D || $1 == 0x2B)) })
            else { return nil }
            return Int(text).map { .int($0) }
        case .uuid:
            return UUID(uuidString: text).map { .uuid($0) }
        }
    }
}
