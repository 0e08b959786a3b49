import AppSimulation
import PlatformLinkRules

/// Which of the routes' links change fate between two readings of the app's
/// files (the repository's and the served ones, or the origin's and Apple's
/// CDN's): a link that opens the app with one and the browser with the other.
/// `linkspec check --served`'s `served-differs` and `served-cdn-stale` name them.
package enum LinkFateChanges {
    /// Each route's sample links on the domains `domain`'s AASA governs whose verdict
    /// differs between the two maps: `https://example.com/about opens the app with
    /// the first and Safari with the second (...)`.
    package static func universalLinks(_ first: AppMap, _ second: AppMap, domain: String,
                                       firstName: String, secondName: String) -> [String] {
        guard let appID = first.appID ?? second.appID else { return [] }
        let one = first.siteAssociation(forDomain: domain)
        let two = second.siteAssociation(forDomain: domain)
        let hosts = Set(((one.map(first.domains(governedBy:)) ?? []) + (two.map(second.domains(governedBy:)) ?? []) + [domain])
            .map(AppMap.exampleHost)).sorted()
        var changes: [String] = []
        var seen: Set<String> = []
        for host in hosts {
            for (_, _, pattern) in RouteCoverageRules.universalRoutes(of: first) {
                for url in LinkSamples.links(for: pattern, host: host) where seen.insert(url.text).inserted {
                    let a = one?.verdict(for: url, appID: appID)
                    let b = two?.verdict(for: url, appID: appID)
                    let opensA = a?.opensApp ?? false
                    let opensB = b?.opensApp ?? false
                    guard opensA != opensB else { continue }
                    let why = (opensA ? b?.reason : a?.reason) ?? "no file"
                    changes.append("\(url.text) opens the \(opensA ? "app" : "browser") with \(firstName) and the \(opensB ? "app" : "browser") with \(secondName) (\(why))")
                }
            }
        }
        return changes
    }

    /// Whether Android verifies `host` for the installed build with each map's
    /// assetlinks.json, when that differs: the routes' links on the host change fate.
    package static func appLinks(_ first: AppMap, _ second: AppMap, host: String,
                                 firstName: String, secondName: String) -> [String] {
        guard let a = first.android, let b = second.android else { return [] }
        let one = a.verification(ofHost: host, installedWith: a.installedCertificate)
        let two = b.verification(ofHost: host, installedWith: b.installedCertificate)
        guard one.isVerified != two.isVerified else { return [] }
        let links = RouteCoverageRules.universalRoutes(of: first).prefix(3).compactMap {
            LinkSamples.links(for: $0.pattern, host: host).first?.text
        }
        let verified = one.isVerified ? firstName : secondName
        let refused = one.isVerified ? two : one
        return ["Android verifies \(host) with \(verified) but not with \(one.isVerified ? secondName : firstName) (\(refused.reason))"
                + (links.isEmpty ? "" : ": \(links.joined(separator: ", ")) open the \(one.isVerified ? "app" : "browser") with \(firstName) and the \(one.isVerified ? "browser" : "app") with \(secondName)")]
    }
}
