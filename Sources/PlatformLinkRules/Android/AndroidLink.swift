/// A link as an Android intent carries it to the intent filters: scheme, host,
/// port, path, query and fragment, as written (percent-encoded).
///
/// The link is taken as a browser hands it over: the scheme lowercased, and for
/// `http` and `https` the host lowercased and an empty path made `/` (URL
/// canonicalisation); other schemes keep their host as written. The filters then
/// compare schemes and hosts case-sensitively, as Android documents.
package struct AndroidLink: Sendable, Hashable, CustomStringConvertible {
    package var scheme: String
    /// Nil when the link has no `//authority` (`mailto:…`, `babylon:records`).
    package var host: String?
    package var port: Int?
    /// Nil when the link has no authority: such a link has no path to test.
    package var path: String?
    /// Without `?`; nil when there is none.
    package var query: String?
    /// Without `#`; nil when there is none.
    package var fragment: String?

    /// Nil unless `text` starts with a scheme and `:`.
    package init?(_ text: String) {
        let link = LinkText(text)
        guard let colon = link.firstDelimiter(UInt8(ascii: ":"), in: 0..<link.count), link.isScheme(0..<colon) else { return nil }
        scheme = link.asciiLowercased(0..<colon)
        var end = link.count
        if let hash = link.firstDelimiter(UInt8(ascii: "#"), in: colon + 1..<end) {
            fragment = link.string(hash + 1..<end)
            end = hash
        }
        let start = colon + 1
        guard start + 1 < end, link.isDelimiter(UInt8(ascii: "/"), at: start), link.isDelimiter(UInt8(ascii: "/"), at: start + 1) else {
            return
        }
        if let mark = link.firstDelimiter(UInt8(ascii: "?"), in: start..<end) {
            query = link.string(mark + 1..<end)
            end = mark
        }
        let slash = link.firstDelimiter(UInt8(ascii: "/"), in: start + 2..<end) ?? end
        var authority = start + 2..<slash
        if let at = link.lastDelimiter(UInt8(ascii: "@"), in: authority) { authority = at + 1..<slash }
        if let portColon = link.lastDelimiter(UInt8(ascii: ":"), in: authority), link.bytes[authority].last != UInt8(ascii: "]") {
            port = Int(link.string(portColon + 1..<authority.upperBound))
            authority = authority.lowerBound..<portColon
        }
        let written = link.string(authority)
        host = written.isEmpty ? nil : (isWeb ? written.lowercased() : written)
        let path = link.string(slash..<end)
        self.path = path.isEmpty && isWeb ? "/" : path
    }

    package init(scheme: String, host: String?, port: Int? = nil, path: String?, query: String? = nil, fragment: String? = nil) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
        self.query = query
        self.fragment = fragment
    }

    /// An `https` link of a universal-link sample.
    package init(_ url: UniversalLinkURL) {
        self.init(scheme: "https", host: url.host, path: url.path,
                  query: url.query.isEmpty ? nil : url.query, fragment: url.fragment.isEmpty ? nil : url.fragment)
    }

    /// `http` or `https`: a web link, which only a verified app opens (Android 12 and later).
    package var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// The parts as filters test them: percent-decoded (`Uri.getPath()` and its kin).
    var decodedPath: String? { path.map(UniversalLinkURL.decoded) }
    var decodedFragment: String? { fragment.map(UniversalLinkURL.decoded) }
    /// The query's `&`-separated parameters, each decoded.
    var decodedQueryParameters: [String]? {
        query.map { $0.split(separator: "&", omittingEmptySubsequences: false).map { UniversalLinkURL.decoded(String($0)) } }
    }

    package var description: String {
        var text = scheme + ":"
        if let host {
            text += "//" + host + (port.map { ":\($0)" } ?? "")
        }
        text += path ?? ""
        if let query { text += "?" + query }
        if let fragment { text += "#" + fragment }
        return text
    }
}
