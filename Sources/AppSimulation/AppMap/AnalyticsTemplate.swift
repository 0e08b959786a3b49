/// An analytics event with `{placeholders}`: a route parameter by name, `{intent}`,
/// `{event}` or `{route}`.
public struct AnalyticsTemplate: Sendable, Hashable {
    /// The fields in order; values may hold placeholders.
    public var fields: [AnalyticsEvent.Field] {
        didSet { values = fields.map { TemplateText($0.value) } }
    }

    /// Each field's value taken apart at its placeholders once, when the map is
    /// built, rather than searched for braces on every routed link.
    private var values: [TemplateText]

    /// A template of these fields, in order.
    public init(_ fields: [AnalyticsEvent.Field]) {
        self.fields = fields
        self.values = fields.map { TemplateText($0.value) }
    }

    /// A template written as a literal: `["name": "product_viewed", "productId": "{id}"]`.
    public init(_ pairs: KeyValuePairs<String, String>) { self.init(pairs.map { .init($0.key, $0.value) }) }

    /// The event, each placeholder replaced by `value(key)`.
    func event(filling value: (String) -> String) -> AnalyticsEvent {
        AnalyticsEvent(zip(fields, values).map { field, text in .init(field.key, text.filled(with: value)) })
    }
}

/// A field's value as literal text and placeholder keys. A placeholder is from
/// a `{` to the next `}` (so `{a{b}` names `a{b`); a `{` without a `}` after it
/// is text. Braces are found as `Character`s, as they always were: a brace with
/// a combining mark on it is text.
struct TemplateText: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case text(String)
        case placeholder(String)
    }

    /// Nil for a value without placeholders, which is used as it is.
    let parts: [Part]?
    let source: String

    init(_ template: String) {
        source = template
        guard template.utf8.contains(UInt8(ascii: "{")) else {
            parts = nil
            return
        }
        var parts: [Part] = []
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            parts.append(.text(String(rest[..<open])))
            parts.append(.placeholder(String(rest[rest.index(after: open)..<close])))
            rest = rest[rest.index(after: close)...]
        }
        parts.append(.text(String(rest)))
        self.parts = parts
    }

    func filled(with value: (String) -> String) -> String {
        guard let parts else { return source }
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .placeholder(let key): out += value(key)
            }
        }
        return out
    }
}
