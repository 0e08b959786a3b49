/// A web view shows only http(s) pages on the allowed hosts, so that a deep link
/// cannot turn the app into an open redirect. Parsed with the same strict link
/// parser: user info (`https://babylon.example@evil.example`) and backslashes do
/// not fool it.
extension AppMap {
    /// Why a web view may not show `url`, or nil when it may.
    func webViewRejection(of url: String) -> String? {
        guard case .success(let link) = Link.parse(url) else { return "'\(url)' is not a valid URL" }
        guard link.isWeb else { return "'\(url)' is not an http or https URL" }
        guard let host = link.host?.lowercased(), !host.isEmpty else { return "'\(url)' has no host" }
        guard allowedWebHosts.contains(host) else { return "open redirect blocked: host '\(host)' is not in allowedWebHosts" }
        return nil
    }
}
