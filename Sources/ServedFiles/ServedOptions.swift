import Foundation

/// Which copies `--served` asks for: the domains' own servers, Apple's CDN
/// (what phones get), Google's Digital Asset Links API (what Android's verifier sees).
package enum ServedSource: String, Sendable, Hashable, CaseIterable {
    case origin, cdn, google
}

/// How `--served` fetches: `--timeout`, `--user-agent`, `--resolve`,
/// `--ca-certificates`, `--save-served`, and the bounds a hostile server cannot pass.
package struct ServedOptions: Sendable {
    /// The User-Agent Apple's AASA fetcher sends (docs/decisions/1100-served-fetch.md),
    /// so a firewall that blocks Apple's fetcher blocks linkspec too.
    package static let appleUserAgent = "AASA-Bot/1.0.0"

    package var sources: Set<ServedSource> = [.origin]
    /// Seconds for one response, connection to last byte.
    package var timeout: Double = 10
    package var userAgent = ServedOptions.appleUserAgent
    /// `--resolve HOST=ADDRESS:PORT`: a host's connections go to the address (the
    /// host name kept for TLS and the Host header), by lowercased host.
    package var resolve: [String: HostAddress] = [:]
    /// `--ca-certificates FILE`: more trusted roots, in PEM.
    package var caCertificates: String?
    /// `--save-served DIR`: where each response is kept.
    package var saveFolder: String?
    /// At most this many fetches at once.
    package var concurrency = 4
    /// A line for each domain as its files arrive (the command line's progress on a terminal).
    package var progress: (@Sendable (String) -> Void)?

    package init() {}

    /// Apple's CDN refuses an AASA above 128 KB.
    package static let siteAssociationLimit = 128 * 1024
    /// Far above any real assetlinks.json or API answer: linkspec reads no more.
    package static let otherFileLimit = 1024 * 1024
}

/// Where `--resolve` sends a host: `127.0.0.1:8443`, `[::1]:443`.
package struct HostAddress: Sendable, Hashable {
    package var address: String
    package var port: Int

    package init(address: String, port: Int) {
        self.address = address
        self.port = port
    }

    /// `HOST=ADDRESS:PORT` as curl's `--resolve` takes it (its `HOST:PORT:ADDRESS` too);
    /// nil with what is wrong.
    package static func parse(_ text: String) -> Result<(host: String, address: HostAddress), ResolveSyntaxError> {
        var host: Substring
        var rest: Substring
        if let equals = text.firstIndex(of: "=") {
            host = text[..<equals]
            rest = text[text.index(after: equals)...]
        } else {
            // curl's own form: HOST:PORT:ADDRESS (the port is the one the URL uses, 443).
            let parts = text.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let port = Int(parts[1]), (1...65535).contains(port) else {
                return .failure(ResolveSyntaxError(text: text))
            }
            host = parts[0]
            rest = parts[2] + ":\(port)"
        }
        if host.hasSuffix(":443") { host = host.dropLast(4) }
        guard !host.isEmpty, !host.contains(":"), let colon = rest.lastIndex(of: ":"),
              let port = Int(rest[rest.index(after: colon)...]), (1...65535).contains(port) else {
            return .failure(ResolveSyntaxError(text: text))
        }
        var address = rest[..<colon]
        if address.hasPrefix("["), address.hasSuffix("]") { address = address.dropFirst().dropLast() }
        guard !address.isEmpty else { return .failure(ResolveSyntaxError(text: text)) }
        return .success((host.lowercased(), HostAddress(address: String(address), port: port)))
    }
}

/// A `--resolve` value that is not `HOST=ADDRESS:PORT`.
package struct ResolveSyntaxError: Error, Sendable {
    package var text: String
    package var message: String { "'\(text)' is not HOST=ADDRESS:PORT (like example.com=127.0.0.1:8443)" }
}
