/// The ways a universal link meets the browser, as iOS handles them: a URL typed
/// into Safari's address bar stays in Safari; a link tapped on a web page opens
/// the app only when it leads to another domain; and after the user picks "Open
/// in Safari" for a domain, its links open in Safari until they pick the app again.
extension SimulatedApp {
    /// Safari loads a typed web URL itself; a custom-scheme URL goes to the OS
    /// (Safari asks, and the app opens as by any other channel).
    @discardableResult
    package mutating func typeIntoSafari(_ text: String) -> LinkOutcome {
        guard case .success(let link) = Link.parse(text), link.isWeb else { return open(text, via: .system) }
        log(.linkReceived(link: text, channel: .system))
        return openedInBrowser(text, "typed into Safari's address bar: Safari loads it itself (universal links open apps only when tapped)")
    }

    /// A link tapped on a page of `pageHost`: a link to the same domain stays in the
    /// browser; any other goes to the OS.
    @discardableResult
    package mutating func tapLink(_ text: String, onPageOf pageHost: String) -> LinkOutcome {
        let page = pageHost.lowercased()
        // The host as the OS reads it (percent escapes decoded), not as written.
        guard case .success(let link) = Link.parse(text), link.isWeb, link.host?.lowercased() == page else {
            return open(text, via: .system)
        }
        log(.linkReceived(link: text, channel: .system))
        return openedInBrowser(text, "tapped on a page of \(page): a link to the page's own domain stays in the browser")
    }

    /// The user's pick for a domain's universal links: Safari, or the app again.
    package mutating func chooseToOpenLinks(ofHost host: String, inSafari: Bool) {
        let host = host.lowercased()
        if inSafari { hostsOpenedInSafari.insert(host) } else { hostsOpenedInSafari.remove(host) }
        log(.universalLinksRedirected(host: host, toSafari: inSafari))
    }
}
