/// Where Android 12 and later send a link tapped in a browser or an e-mail,
/// and the rule that decided, in words.
package struct AndroidLinkVerdict: Sendable, Hashable, CustomStringConvertible {
    package enum Destination: Sendable, Hashable {
        /// The app opens, in this activity.
        case app(activity: String)
        /// The default browser opens the link.
        case browser
        /// Nothing on the phone takes the link (a custom scheme no filter takes).
        case nothing
    }

    package var destination: Destination
    /// The filter that takes the link, when one does.
    package var filter: FileLocation?
    /// `babylon.example: Android/assetlinks.json has no statement for the "upload" certificate (…)`.
    package var reason: String

    package init(destination: Destination, filter: FileLocation? = nil, reason: String) {
        self.destination = destination
        self.filter = filter
        self.reason = reason
    }

    package var opensApp: Bool {
        if case .app = destination { return true }
        return false
    }

    package var description: String { reason }
}

extension AndroidFiles {
    /// Android 12's rules for one link, for a build signed with `certificate`:
    /// - a custom-scheme link opens the app when a filter takes it;
    /// - a web link (`http`, `https`) opens the app only when a filter takes it
    ///   and its host is verified (no dialog offers the app otherwise), and the
    ///   user has not turned off "Open supported links" for the app;
    /// - any other web link opens the browser.
    package func verdict(for link: AndroidLink, installedWith certificate: SigningCertificate?,
                         openSupportedLinks: Bool = true) -> AndroidLinkVerdict {
        let taker = manifest?.intentFilters.first { $0.filter.accepts(link) }
        guard link.isWeb else {
            guard let taker else {
                return AndroidLinkVerdict(destination: .nothing, reason: "no intent filter of the app takes \(link.scheme): links")
            }
            return AndroidLinkVerdict(destination: .app(activity: taker.activity.name.value), filter: taker.filter.location,
                                      reason: "\(taker.activity.name.value) takes \(link.scheme): links (intent filter at \(taker.filter.location))")
        }
        guard let taker else {
            return AndroidLinkVerdict(destination: .browser, reason: "no intent filter of the app takes \(link)")
        }
        let host = link.host ?? ""
        let covering = verificationHosts.filter { Authority(host: $0).matches(host: host, port: nil) }
        let verifications = covering.map { verification(ofHost: $0.value, installedWith: certificate) }
        guard let verified = verifications.first(where: \.isVerified) else {
            let why = verifications.first?.reason
                ?? "\(host) is in no autoVerify intent filter that Android verifies (VIEW, DEFAULT, BROWSABLE, http/https, a host)"
            return AndroidLinkVerdict(destination: .browser, filter: taker.filter.location,
                                      reason: why + ": Android 12 and later open unverified web links in the browser")
        }
        guard openSupportedLinks else {
            return AndroidLinkVerdict(destination: .browser, filter: taker.filter.location,
                                      reason: "the user turned off \"Open supported links\" for the app: \(host) links open in the browser")
        }
        return AndroidLinkVerdict(destination: .app(activity: taker.activity.name.value), filter: taker.filter.location,
                                  reason: "\(verified.reason); \(taker.activity.name.value) takes \(link.path ?? "/") (intent filter at \(taker.filter.location))")
    }
}
