import Foundation

/// URLs for a web-view parameter: on an allowed host, and every trick that has
/// made a real app's open-redirect guard show another host (user info, fragments,
/// backslashes, lookalike and suffix hosts, encoded dots, other schemes).
enum WebURLValues {
    static func values(allowedHosts: [String]) -> [String] {
        let allowed = allowedHosts.first ?? "allowed.example"
        let evil = "evil.example"
        var values = [
            "https://\(allowed)/", "https://\(allowed)/path?q=1", "http://\(allowed)", "HTTPS://\(allowed.uppercased())/",
            "https://user@\(allowed)/", "https://\(evil)%2F@\(allowed)/",
            "https://\(evil)/", "https://\(allowed).\(evil)/", "https://\(evil)/\(allowed)", "https://\(evil)?\(allowed)",
            "https://\(allowed)@\(evil)/", "https://\(allowed):pass@\(evil)", "https://\(evil)#@\(allowed)",
            "https://\(evil)?@\(allowed)", "https://\(evil)\\@\(allowed)", "https://\(allowed)\\@\(evil)",
            "https:\\\\\(evil)", "https:/\(evil)", "https:\(evil)", "//\(evil)", "///\(evil)",
            "javascript:alert(document.domain)//\(allowed)", "data:text/html,<script>alert(1)</script>",
            "file:///etc/passwd", "https://\(allowed)%2E\(evil)", "https://\(allowed)%00.\(evil)",
            "https://\(allowed).", "https://\(allowed):443@\(evil)", "https://[::1]/", "https://127.0.0.1/",
            "https://\(evil):443/", " https://\(evil)", "https://\(evil)%09", "https://\(allowed)%40\(evil)",
            "\(allowed)", "https://", "",
        ]
        values += lookalikes(of: allowed).map { "https://\($0)/" }
        // Every allowed host, so that a map with several is covered.
        values += allowedHosts.dropFirst().map { "https://\($0)/" }
        return values
    }

    /// Hosts that read like `host`: a Cyrillic `а` or `о`, a fullwidth full stop, a
    /// digit for a letter, a doubled letter, a trailing dot.
    static func lookalikes(of host: String) -> [String] {
        let swaps: [(Character, String)] = [("a", "\u{430}"), ("o", "\u{43E}"), ("l", "1"), (".", "\u{FF0E}")]
        var hosts = swaps.compactMap { target, replacement in
            host.firstIndex(of: target).map { host.replacingCharacters(in: $0...$0, with: replacement) }
        }
        if let first = host.first { hosts.append(String(first) + host) }
        hosts.append(host + ".")
        return hosts
    }
}
