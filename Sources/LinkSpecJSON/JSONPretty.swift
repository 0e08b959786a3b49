/// JSON laid out for reading: one member or element a line, two spaces a
/// level, keys in their order, numbers as written, strings escaped as
/// `JSONWriter` escapes them. Empty objects and arrays stay on one line.
package enum JSONPretty {
    /// The text pretty-printed; nil when it is not JSON.
    package static func format(_ text: String) -> String? {
        guard let value = try? JSONReader.read(text) else { return nil }
        var out = ""
        write(value, indent: "", into: &out)
        return out
    }

    private static func write(_ value: JSONValue, indent: String, into out: inout String) {
        switch value.content {
        case .object(let members):
            guard !members.isEmpty else { out += "{}"; return }
            out += "{\n"
            let inner = indent + "  "
            for (index, member) in members.enumerated() {
                out += inner + quoted(member.key) + ": "
                write(member.value, indent: inner, into: &out)
                out += index == members.count - 1 ? "\n" : ",\n"
            }
            out += indent + "}"
        case .array(let elements):
            guard !elements.isEmpty else { out += "[]"; return }
            out += "[\n"
            let inner = indent + "  "
            for (index, element) in elements.enumerated() {
                out += inner
                write(element, indent: inner, into: &out)
                out += index == elements.count - 1 ? "\n" : ",\n"
            }
            out += indent + "]"
        case .string(let text): out += quoted(text)
        case .number(let text): out += text
        case .bool(let flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    /// `text` as a JSON string, escaped as `JSONWriter` escapes it.
    package static func quoted(_ text: String) -> String {
        var json = JSONWriter(reservingCapacity: text.utf8.count + 2)
        json.string(text)
        return String(decoding: json.takeBytes(), as: UTF8.self)
    }
}
