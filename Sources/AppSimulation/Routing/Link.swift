import PlatformLinkRules

/// An opened link taken apart without Foundation's URL, so that every platform
/// parses hostile input the same way. Path segments and query items are
/// percent-decoded after splitting, so `%2F` stays inside its segment; empty
/// segments are dropped (`somescreen//42/` is `somescreen/42`).
struct Link: Sendable, Hashable {
    /// Lowercased; nil for a bare intent path such as `somescreen/42`.
    var scheme: String?
    /// Percent-decoded; nil when there is no `//authority`. User info and port are removed.
    var host: String?
    var path: [String]
    var query: [(name: String, value: String)]

    var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// For a custom scheme the intent is the host, and the path follows it.
    var intentSegments: [String] {
        if let host, !host.isEmpty { return [host] + path }
        return path
    }

    static func == (lhs: Link, rhs: Link) -> Bool {
        lhs.scheme == rhs.scheme && lhs.host == rhs.host && lhs.path == rhs.path
            && lhs.query.map(\.name) == rhs.query.map(\.name) && lhs.query.map(\.value) == rhs.query.map(\.value)
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(scheme)
        hasher.combine(host)
        hasher.combine(path)
    }

    /// Takes `text` apart: `scheme:`, `//user@host:port`, `/path/segments`,
    /// `?name=value&...`, and drops the `#fragment`.
    ///
    /// It works on UTF-8 bytes and integer offsets rather than `Character`s and
    /// `Substring`s: every opened link is parsed, and walking `Character`s costs
    /// grapheme breaking at each step. `LinkText` keeps the results identical to a
    /// `Character` walk (see there); `LinkParserEquivalenceTests` compares the two.
    static func parse(_ text: String) -> Result<Link, LinkError> {
        if text.isEmpty { return .failure(LinkError("the link is empty")) }
        if text.utf8.count > 8192 { return .failure(LinkError("the link is longer than 8192 bytes")) }
        let link = LinkText(text)
        if let control = link.firstControlCharacter() {
            return .failure(LinkError("character U+\(String(control.value, radix: 16, uppercase: true)) at offset \(control.offset) must be percent-encoded"))
        }
        var start = 0
        let end = link.firstDelimiter(UInt8(ascii: "#"), in: 0..<link.count) ?? link.count

        var scheme: String?
        if let colon = link.firstDelimiter(UInt8(ascii: ":"), in: start..<end), link.isScheme(start..<colon) {
            scheme = link.asciiLowercased(start..<colon)
            start = colon + 1
        }

        var host: String?
        if scheme != nil, end - start >= 2,
           link.isDelimiter(UInt8(ascii: "/"), at: start), link.isDelimiter(UInt8(ascii: "/"), at: start + 1) {
            start += 2
            let authorityEnd = link.firstDelimiter(in: start..<end) {
                $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "\\")
            } ?? end
            if authorityEnd < end, link.bytes[authorityEnd] == UInt8(ascii: "\\") {
                return .failure(LinkError("a backslash in the authority makes the host ambiguous"))
            }
            var authority = start..<authorityEnd
            start = authorityEnd
            if let at = link.lastDelimiter(UInt8(ascii: "@"), in: authority) { authority = (at + 1)..<authority.upperBound }
            if !authority.isEmpty, link.isDelimiter(UInt8(ascii: "["), at: authority.lowerBound) {
                if let close = link.firstDelimiter(UInt8(ascii: "]"), in: authority) { authority = authority.lowerBound..<(close + 1) }
            } else if let colon = link.firstDelimiter(UInt8(ascii: ":"), in: authority) {
                authority = authority.lowerBound..<colon
            }
            switch link.percentDecoded(authority) {
            case .success(let decoded): host = decoded
            case .failure(let error): return .failure(error)
            }
        }

        var pathEnd = end
        var queryText = end..<end
        if let mark = link.firstDelimiter(UInt8(ascii: "?"), in: start..<end) {
            queryText = (mark + 1)..<end
            pathEnd = mark
        }

        var path: [String] = []
        for segment in link.split(start..<pathEnd, on: UInt8(ascii: "/")) {
            switch link.percentDecoded(segment) {
            case .success(let decoded): path.append(decoded)
            case .failure(let error): return .failure(error)
            }
        }

        var query: [(name: String, value: String)] = []
        for item in link.split(queryText, on: UInt8(ascii: "&")) {
            let equals = link.firstDelimiter(UInt8(ascii: "="), in: item)
            let rawName = equals.map { item.lowerBound..<$0 } ?? item
            let rawValue = equals.map { ($0 + 1)..<item.upperBound } ?? item.upperBound..<item.upperBound
            switch (link.percentDecoded(rawName), link.percentDecoded(rawValue)) {
            case (.success(let name), .success(let value)): query.append((name, value))
            case (.failure(let error), _), (_, .failure(let error)): return .failure(error)
            }
        }
        return .success(Link(scheme: scheme, host: host, path: path, query: query))
    }
}
