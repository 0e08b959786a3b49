import LinkSpecPlatform

/// An analytics event logged by a post-routing task: ordered key/value fields, e.g.
/// `{"name": "product_viewed", "productId": "abc"}`. Values are text; a step that
/// compares with JSON compares the text of each value.
public struct AnalyticsEvent: Sendable, Hashable, CustomStringConvertible {
    /// One key and its value, as text.
    public struct Field: Sendable, Hashable {
        /// The field's key (`name`, `productId`).
        public var key: String
        /// The value, as text.
        public var value: String
        /// `Field("name", "product_viewed")`.
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    /// The fields, in the order they were logged.
    public var fields: [Field]

    package init(_ fields: [Field]) { self.fields = fields }

    /// The value of the first field with this key.
    public subscript(key: String) -> String? { fields.first { $0.key == key }?.value }

    /// The `name` field, which every analytics event of the demo app has.
    public var name: String? { self["name"] }

    /// Whether every key of `expected` is present here with that value.
    public func contains(_ expected: [String: String]) -> Bool {
        expected.allSatisfy { self[$0.key] == $0.value }
    }

    /// `{"name": "product_viewed", "productId": "abc"}`.
    public var description: String {
        "{" + fields.map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ") + "}"
    }
}
