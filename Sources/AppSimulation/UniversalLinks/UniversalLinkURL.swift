/// An https link cut into the parts an AASA matches, as written (percent-encoded):
/// the path (`/` when empty), the query (without `?`, empty when there is none)
/// and the fragment (without `#`). With `percentEncoded: false` a component
/// compares the decoded parts instead.
package struct UniversalLinkURL: Sendable, Hashable {
    package var host: String
    package var path: String
    package var query: String
    package var fragment: String

    /// Nil unless `text` is an http or https URL with a host. The text is cut
    /// where the link parser cuts it (`LinkText`: on its bytes, a delimiter
    /// glued into a larger character being none), so the AASA judges the path
    /// the routes see.
    package init?(_ text: String) {
        let link = LinkText(text)
        guard let colon = link.firstDelimiter(UInt8(ascii: ":"), in: 0..<link.count) else { return nil }
        let scheme = link.string(0..<colon).lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        var start = colon + 1
        guard start + 1 < link.count, link.isDelimiter(UInt8(ascii: "/"), at: start),
              link.isDelimiter(UInt8(ascii: "/"), at: start + 1) else { return nil }
        start += 2
        var end = link.count
        var fragment = ""
        if let hash = link.firstDelimiter(UInt8(ascii: "#"), in: start..<end) {
            fragment = link.string(hash + 1..<end)
            end = hash
        }
        var query = ""
        if let mark = link.firstDelimiter(UInt8(ascii: "?"), in: start..<end) {
            query = link.string(mark + 1..<end)
            end = mark
        }
        let slash = link.firstDelimiter(UInt8(ascii: "/"), in: start..<end) ?? end
        var authority = start..<slash
        if let at = link.lastDelimiter(UInt8(ascii: "@"), in: authority) { authority = at + 1..<slash }
        if let portColon = link.lastDelimiter(UInt8(ascii: ":"), in: authority), link.bytes[authority].last != UInt8(ascii: "]") {
            authority = authority.lowerBound..<portColon
        }
        guard !authority.isEmpty else { return nil }
        host = link.string(authority).lowercased()
        path = slash == end ? "/" : link.string(slash..<end)
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
