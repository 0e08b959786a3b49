/// A screen is a name plus the context it was built with, so that `Product {id: 1}`
/// and `Product {id: 2}` are different screens to the finder.
public struct Screen: Hashable, Sendable, CustomStringConvertible {
    /// The screen's name as the app map and steps write it (`Some Screen`).
    public var name: String
    /// What it was built with: the routing event's arguments as text (`["id": "42"]`).
    public var context: [String: String]

    /// `Screen("Some Screen", context: ["id": "42"])`.
    public init(_ name: String, context: [String: String] = [:]) {
        self.name = name
        self.context = context
    }

    /// `Some Screen {id: 42}`; keys in sorted order so that output is stable.
    public var description: String {
        guard !context.isEmpty else { return name }
        let pairs = context.keys.sorted().map { "\($0): \(context[$0] ?? "")" }
        return "\(name) {\(pairs.joined(separator: ", "))}"
    }
}
