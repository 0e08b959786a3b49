/// An https link cut into the parts an AASA matches, as written (percent-encoded):
/// the path (`/` when empty), the query (without `?`, empty when there is none)
/// and the fragment (without `#`). With `percentEncoded: false` a component
/// compares the decoded parts instead.
package struct UniversalLinkURL: Sendable, Hashable {
    package var host: String
    package var path: String
    package var query: String
    package var fragment: String

    /// Nil unless `text` is an http or https URL with a host. The delimiters
    /// (`:` `//` `#` `?` `/` `@`) are ASCII, so the text is cut on its UTF-8
    /// bytes, as a URL is: a combining mark after a delimiter does not hide it.
    package init?(_ text: String) {
        let bytes = Array(text.utf8)
        func part(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let scheme = part(0..<colon).lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        var start = colon + 1
        guard bytes[start...].starts(with: [UInt8(ascii: "/"), UInt8(ascii: "/")]) else { return nil }
        start += 2
        var end = bytes.endIndex
        var fragment = ""
        if let hash = bytes[start..<end].firstIndex(of: UInt8(ascii: "#")) {
            fragment = part(hash + 1..<end)
            end = hash
        }
        var query = ""
        if let mark = bytes[start..<end].firstIndex(of: UInt8(ascii: "?")) {
            query = part(mark + 1..<end)
            end = mark
        }
        let slash = bytes[start..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
        var authority = start..<slash
        if let at = bytes[authority].lastIndex(of: UInt8(ascii: "@")) { authority = at + 1..<slash }
        if let portColon = bytes[authority].lastIndex(of: UInt8(ascii: ":")), bytes[authority].last != UInt8(ascii: "]") {
            authority = authority.lowerBound..<portColon
        }
        guard !authority.isEmpty else { return nil }
        host = part(authority).lowercased()
        path = slash == end ? "/" : part(slash..<end)
        self.query = query
        self.fragment = fragment
    }

    package init(host: String, path: String, query: String = "", fragment: String = "") {
        self.host = host
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.fragment = fragment
    }

    /// `name=value` pairs of the query; an item without `=` has the empty value.
    package func queryItems(decoded: Bool) -> [(name: String, value: String)] {
        guard !query.isEmpty else { return [] }
        return query.split(separator: "&", omittingEmptySubsequences: true).map { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let value = parts.count > 1 ? String(parts[1]) : ""
            return decoded ? (Self.decoded(name), Self.decoded(value)) : (name, value)
        }
    }

    /// `%XX` decoded; text with a broken escape stays as written.
    package static func decoded(_ text: String) -> String {
        guard text.contains("%") else { return text }
        let link = LinkText(text)
        if case .success(let decoded) = link.percentDecoded(0..<link.count) { return decoded }
        return text
    }

    /// The link back as text.
    package var text: String {
        "https://\(host)\(path)" + (query.isEmpty ? "" : "?\(query)") + (fragment.isEmpty ? "" : "#\(fragment)")
    }
}
