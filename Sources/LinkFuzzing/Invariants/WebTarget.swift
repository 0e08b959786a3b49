/// Where a web view would really go, read the way browsers read a URL (the WHATWG
/// URL standard's leniencies, not the app's parser): surrounding spaces and control
/// characters are trimmed, tabs and newlines vanish, any mix of `/` and `\` may
/// follow `https:`, `\` ends the host, the host is after the last `@`, is
/// percent-decoded, lowercased, and ideographic and fullwidth full stops are dots.
/// The invariant compares this host with the allowed list, so a guard that a
/// trick fools is caught even when the guard's own parser agrees with itself.
struct WebTarget: Equatable {
    var scheme: String
    var host: String

    init?(_ url: String) {
        var scalars = Array(url.unicodeScalars)
        while let first = scalars.first, first.value <= 0x20 { scalars.removeFirst() }
        while let last = scalars.last, last.value <= 0x20 { scalars.removeLast() }
        scalars.removeAll { $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let colon = scalars.firstIndex(of: ":"), LinkAnatomy.isScheme(scalars[..<colon]) else { return nil }
        scheme = String(String.UnicodeScalarView(scalars[..<colon])).lowercased()

        var rest = scalars[(colon + 1)...]
        if scheme == "http" || scheme == "https" {
            while let first = rest.first, first == "/" || first == "\\" { rest = rest.dropFirst() }
        } else if rest.starts(with: ["/", "/"]) {
            rest = rest.dropFirst(2)
        } else {
            host = ""
            return
        }
        let end = rest.firstIndex { $0 == "/" || $0 == "\\" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        var authority = rest[..<end]
        if let at = authority.lastIndex(of: "@") { authority = authority[(at + 1)...] }
        if authority.first != "[", let colon = authority.firstIndex(of: ":") { authority = authority[..<colon] }
        var decoded = ""
        for scalar in PercentEncoding.decodeLeniently(String(String.UnicodeScalarView(authority))).unicodeScalars {
            switch scalar {
            case "\u{3002}", "\u{FF0E}", "\u{FF61}": decoded += "."
            default: decoded.unicodeScalars.append(scalar)
            }
        }
        host = decoded.lowercased()
    }

    var isWeb: Bool { scheme == "http" || scheme == "https" }
}
