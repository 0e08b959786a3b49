/// A link taken apart by the generic URL syntax, by the fuzzer's own reading and
/// not the router's: the invariants must not trust the code they check. Ranges
/// point into the original text so that the shrinker can cut pieces out of it.
struct LinkAnatomy {
    let text: String
    /// Lowercased; nil for a bare intent path (`somescreen/42`).
    private(set) var scheme: String?
    /// The raw authority after `//`, user info and port included.
    private(set) var authority: Range<String.Index>?
    private(set) var pathSegments: [Range<String.Index>] = []
    /// The query items, each without its `&`.
    private(set) var queryItems: [Range<String.Index>] = []
    /// From `?` (included) to the fragment.
    private(set) var query: Range<String.Index>?
    /// From `#` (included) to the end.
    private(set) var fragment: Range<String.Index>?

    init(_ text: String) {
        self.text = text
        var position = text.startIndex
        let end = text.firstIndex(of: "#") ?? text.endIndex
        if end < text.endIndex { fragment = end..<text.endIndex }

        if let colon = text[..<end].firstIndex(of: ":"), Self.isScheme(text[..<colon].unicodeScalars) {
            scheme = text[..<colon].lowercased()
            position = text.index(after: colon)
            if text[position..<end].hasPrefix("//") {
                let start = text.index(position, offsetBy: 2)
                let stop = text[start..<end].firstIndex { $0 == "/" || $0 == "?" || $0 == "\\" } ?? end
                authority = start..<stop
                position = stop
            }
        }
        let queryStart = text[position..<end].firstIndex(of: "?")
        pathSegments = text[position..<(queryStart ?? end)].split(separator: "/").map { $0.startIndex..<$0.endIndex }
        if let queryStart {
            query = queryStart..<end
            queryItems = text[text.index(after: queryStart)..<end].split(separator: "&").map { $0.startIndex..<$0.endIndex }
        }
    }

    var isWeb: Bool { scheme == "http" || scheme == "https" }

    /// Written `scheme://...`.
    var hasAuthority: Bool { authority != nil }

    /// The host: the authority without user info (up to the last `@`) and port,
    /// percent-decoded and lowercased.
    var host: String? {
        guard let authority else { return nil }
        var host = text[authority]
        if let at = host.lastIndex(of: "@") { host = host[host.index(after: at)...] }
        if !host.hasPrefix("["), let colon = host.firstIndex(of: ":") { host = host[..<colon] }
        return PercentEncoding.decodeLeniently(host).lowercased()
    }

    /// What the link names, the way Babylon reads it: for a custom scheme the host
    /// (or, without one, the first path segment); for a web link or a bare path the
    /// first path segment. Percent-decoded and lowercased.
    var intent: String? {
        if !isWeb, let host, !host.isEmpty { return host }
        return pathSegments.first.map { PercentEncoding.decodeLeniently(text[$0]).lowercased() }
    }

    /// The pieces a shrinker may cut out, biggest first: the fragment, the query, each
    /// query item with its `&`, each path segment with its `/`, the user info.
    var removablePieces: [Range<String.Index>] {
        var pieces: [Range<String.Index>] = []
        if let fragment { pieces.append(fragment) }
        if let query, !queryItems.isEmpty { pieces.append(query) }
        // Each query item with the `&` before it (or after it, for the first), each segment with the `/` before it.
        pieces += queryItems.reversed().map { withSeparator("&", around: $0, orAfter: true) }
        pieces += pathSegments.reversed().map { withSeparator("/", around: $0, orAfter: false) }
        if let authority, let at = text[authority].lastIndex(of: "@") {
            pieces.append(authority.lowerBound..<text.index(after: at))
        }
        return pieces
    }

    /// `piece` with the `separator` before it, else (`orAfter`) the one after it.
    private func withSeparator(_ separator: Character, around piece: Range<String.Index>, orAfter: Bool) -> Range<String.Index> {
        if piece.lowerBound > text.startIndex, text[text.index(before: piece.lowerBound)] == separator {
            return text.index(before: piece.lowerBound)..<piece.upperBound
        }
        if orAfter, piece.upperBound < text.endIndex, text[piece.upperBound] == separator {
            return piece.lowerBound..<text.index(after: piece.upperBound)
        }
        return piece
    }

    /// A URL scheme: an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`.
    static func isScheme(_ scalars: some Collection<Unicode.Scalar>) -> Bool {
        guard let first = scalars.first, first.isASCIILetter else { return false }
        return scalars.allSatisfy { $0.isASCIILetter || ("0"..."9").contains($0) || $0 == "+" || $0 == "-" || $0 == "." }
    }
}

extension Unicode.Scalar {
    var isASCIILetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
}
