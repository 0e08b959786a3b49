/// An https link cut into the parts an AASA matches, percent-encoded as the OS
/// holds a URL: the path (`/` when empty), the query (without `?`, empty when
/// there is none) and the fragment (without `#`). A link written in Unicode is the
/// same URL as its encoded form (`/wiki/특수` is `/wiki/%ED%8A%B9%EC%88%98`), so
/// each byte a URL cannot hold as it is becomes `%XX` (UTF-8, capital hex digits)
/// and escapes already written stay as written. Components compare these
/// encoded parts (`percentEncoded`, true by default); with `percentEncoded: false`
/// they compare the decoded parts instead.
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
        path = Self.encoded(slash == end ? "/" : link.string(slash..<end), inPath: true)
        self.query = Self.encoded(query, inPath: false)
        self.fragment = Self.encoded(fragment, inPath: false)
    }

    /// A link from its parts, each encoded as the OS holds it.
    package init(host: String, path: String, query: String = "", fragment: String = "") {
        self.host = host
        self.path = Self.encoded(path.isEmpty ? "/" : path, inPath: true)
        self.query = Self.encoded(query, inPath: false)
        self.fragment = Self.encoded(fragment, inPath: false)
    }

    /// `text` with each byte a URL part cannot hold as it is percent-encoded: what
    /// RFC 3986 allows in a path is kept (letters, digits, `-._~`, `!$&'()*+,;=`,
    /// `:@/` and `%`), and `?` too in a query or fragment.
    static func encoded(_ text: String, inPath: Bool) -> String {
        func allowed(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            // ! $ % & ' ( ) * + , - . /   : ;   =   @   _   ~
            case 0x21, 0x24...0x2F, 0x3A, 0x3B, 0x3D, 0x40, 0x5F, 0x7E:
                return true
            case UInt8(ascii: "?"):
                return !inPath
            default:
                return false
            }
        }
        // Nearly every link is all allowed ASCII: it stays as it is, uncopied.
        guard !text.utf8.allSatisfy(allowed) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if allowed(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
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
