import AppFiles
import AppSimulation
import PlatformLinkRules

/// Links that attack Android's rules, when the map names its Android files:
/// the web links each path rule of the manifest's browsable filters lets in
/// (and their neighbours), the manifest's custom schemes, and Chrome's
/// `intent:` links for every route: for the app's package, for none, for
/// another app, with a fallback URL, and malformed.
extension LinkGenerator {
    /// The custom schemes of the manifest's browsable filters, in order.
    var androidSchemes: [String] { map.android?.customSchemes ?? [] }

    func androidLinks() -> [String] {
        guard let android = map.android, let manifest = android.manifest else { return [] }
        var links: [String] = []
        for (_, filter) in manifest.intentFilters where filter.takesBrowserLinks {
            let webSchemes = filter.schemes.map(\.value).filter { $0 == "http" || $0 == "https" }
            for authority in filter.authorities where !webSchemes.isEmpty {
                let host = AppMap.exampleHost(of: authority.host.value)
                for rule in filter.paths + filter.groups.flatMap(\.rules) where rule.part == .path {
                    for path in LinkSamples.paths(for: rule.pattern) {
                        links += webSchemes.map { "\($0)://\(host)\(path)" }
                        links += ["https://\(host)\(path.uppercased())", "https://\(host)\(path)#fragment", "https://\(host)\(path)?x=1"]
                    }
                }
            }
        }
        let package = android.applicationID ?? "com.example.app"
        let webHosts = Set(links.compactMap { AndroidLink($0)?.host }).sorted()
        for route in map.routes {
            guard let pattern = try? RoutePattern(route.pattern) else { continue }
            let path = PathBuilder(pattern: pattern, specialValues: specialValues(of: route)).ordinary
            for scheme in androidSchemes.prefix(1) {
                links += ["\(scheme)://\(path)", "intent://\(path)#Intent;scheme=\(scheme);package=\(package);end"]
            }
            for host in webHosts.prefix(1) {
                let target = "//\(host)/\(path)"
                links += [
                    "intent:\(target)#Intent;scheme=https;package=\(package);end",
                    "intent:\(target)#Intent;scheme=https;end",
                    "intent:\(target)#Intent;scheme=https;package=com.evil.app;end",
                    "intent:\(target)#Intent;scheme=https;package=\(package);S.browser_fallback_url=https%3A%2F%2Fevil.example%2F;end",
                    "intent:\(target)#Intent;scheme=https;action=android.intent.action.SEND;package=\(package);end",
                    "intent:\(target)#Intent;package=\(package);end",
                    "intent:\(target)#Intent;scheme=https;package=\(package)",
                ]
            }
        }
        return links
    }
}
