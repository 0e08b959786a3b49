/// An https link cut into the parts an AASA matches, as written (percent-encoded):
/// the path (`/` when empty), the query (without `?`, empty when there is none)
/// and the fragment (without `#`). With `percentEncoded: false` a component
/// compares the decoded parts instead.
package struct UniversalLinkURL: Sendable, Hashable {
    package var host: String
    package var path: String
    package var query: String
    package var fragment: String

    /// Nil unless `text` is an http or https URL with a host.
    package init?(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else { return nil }
        let scheme = text[..<colon].lowercased()
        guard scheme == "https" || scheme == "http" else { return nil }
        var rest = text[text.index(after: colon)...]
        guard rest.hasPrefix("//") else { return nil }
        rest = rest.dropFirst(2)
        var fragment = Substring("")
        if let hash = rest.firstIndex(of: "#") {
            fragment = rest[rest.index(after: hash)...]
            rest = rest[..<hash]
        }
        var query = Substring("")
        if let mark = rest.firstIndex(of: "?") {
            query = rest[rest.index(after: mark)...]
            rest = rest[..<mark]
        }
        let slash = rest.firstIndex(of: "/") ?? rest.endIndex
        var authority = rest[..<slash]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        if let portColon = authority.lastIndex(of: ":"), !authority.hasSuffix("]") { authority = authority[..<portColon] }
        guard !authority.isEmpty else { return nil }
        host = authority.lowercased()
        path = slash == rest.endIndex ? "/" : String(rest[slash...])
        self.query = String(query)
        self.fragment = String(fragment)
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
