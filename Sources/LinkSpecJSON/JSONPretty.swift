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
        /// The items one a line, each after its prefix (an object's key).
        func list(_ items: [(prefix: String, value: JSONValue)], _ open: String, _ close: String) {
            guard !items.isEmpty else { out += open + close; return }
            out += open + "\n"
            for (index, item) in items.enumerated() {
                out += indent + "  " + item.prefix
                write(item.value, indent: indent + "  ", into: &out)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += indent + close
        }
        switch value.content {
        case .object(let members): list(members.map { (quoted($0.key) + ": ", $0.value) }, "{", "}")
        case .array(let elements): list(elements.map { ("", $0) }, "[", "]")
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
