/// An analytics event logged by a post-routing task: ordered key/value fields, e.g.
/// `{"name": "product_viewed", "productId": "abc"}`. Values are text; a step that
/// compares with JSON compares the text of each value.
public struct AnalyticsEvent: Sendable, Hashable, CustomStringConvertible {
    public struct Field: Sendable, Hashable {
        public var key: String
        public var value: String
        public init(_ key: String, _ value: String) {
            self.key = key
            self.value = value
        }
    }

    public var fields: [Field]

    public init(_ fields: [Field]) { self.fields = fields }

    public subscript(key: String) -> String? { fields.first { $0.key == key }?.value }

    /// The `name` field, which every analytics event of the demo app has.
    public var name: String? { self["name"] }

    /// Whether every key of `expected` is present here with that value.
    public func contains(_ expected: [String: String]) -> Bool {
        expected.allSatisfy { self[$0.key] == $0.value }
    }

    public var description: String {
        "{" + fields.map { "\(quoted($0.key)): \(quoted($0.value))" }.joined(separator: ", ") + "}"
    }
}

/// Swift-style quoting, used wherever a string value is printed.
func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        default:
            if scalar.value < 0x20 || scalar.value == 0x7F {
                out += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out + "\""
}
