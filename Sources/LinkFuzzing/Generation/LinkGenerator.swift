import AppFiles
import AppSimulation
import Foundation

/// Links built from the app map: for every route, by every registered scheme, every
/// universal-link host and as a bare in-app path, first the ordinary link, then one
/// parameter at a time through its valid, boundary, encoded and hostile values, then
/// shape tricks (missing and extra segments, doubled slashes, case, user info, port,
/// fragment, extra and duplicated query items). The lists of all routes are
/// interleaved, so that even a small `--count` reaches every route.
package struct LinkGenerator: Sendable {
    package let map: AppMap

    package init(map: AppMap) { self.map = map }

    /// Every systematic link, without repeats, in a fixed order.
    package func systematicLinks() -> [String] {
        var lists = map.routes.map { links(for: $0) }
        lists.append(hostLinks())
        var seen: Set<String> = []
        var result: [String] = []
        let longest = lists.map(\.count).max() ?? 0
        for index in 0..<longest {
            for list in lists where index < list.count {
                if seen.insert(list[index]).inserted { result.append(list[index]) }
            }
        }
        return result
    }

    /// The ordinary link of each route (valid values), by the first scheme the
    /// app registers on `platform`: the links that set a situation up.
    package func ordinaryLinks(on platform: MobilePlatform = .iOS) -> [String] {
        let first = platform == .android ? androidSchemes.first : map.schemes.first
        return map.routes.compactMap { route in
            guard let pattern = try? RoutePattern(route.pattern), let scheme = first else { return nil }
            return "\(scheme)://" + PathBuilder(pattern: pattern, specialValues: specialValues(of: route)).ordinary
        }
    }

    // MARK: one route

    func links(for route: Route) -> [String] {
        guard let pattern = try? RoutePattern(route.pattern) else { return [] }
        let builder = PathBuilder(pattern: pattern, specialValues: specialValues(of: route))
        let universalBuilder = route.universalPattern.flatMap { try? RoutePattern($0) }.map {
            PathBuilder(pattern: $0, specialValues: builder.specialValues)
        }

        var links: [String] = []
        let schemes = !map.schemes.isEmpty ? map.schemes : androidSchemes.isEmpty ? ["app"] : androidSchemes
        // The ordinary link by every channel's form.
        for scheme in schemes { links.append("\(scheme)://\(builder.ordinary)") }
        for host in hosts { if let universal = universalBuilder { links.append("https://\(host)/\(universal.ordinary)") } }
        links.append(builder.ordinary)

        // Each variant once, rotating through the forms so that all are exercised.
        let variants = builder.variants()
        let universalVariants = universalBuilder?.variants() ?? []
        for (index, variant) in variants.enumerated() {
            switch index % 3 {
            case 0: links.append("\(schemes[index / 3 % schemes.count])://\(variant)")
            case 1: links.append(variant)
            default:
                if let host = hosts.first, index < universalVariants.count {
                    links.append("https://\(host)/\(universalVariants[index])")
                } else {
                    links.append("\(schemes[0])://\(variant)")
                }
            }
        }
        links += tricks(on: builder.ordinary, schemes: schemes)
        return links
    }

    /// Values that mean something to this route beyond their type: URLs for the
    /// parameter that holds a web view's URL (encoded and raw), the names a workflow
    /// looks up (in other cases too), each with the type's own values after them.
    func specialValues(of route: Route) -> [String: [String]] {
        var special: [String: [String]] = [:]
        switch route.action {
        case .present(let screen):
            if let parameter = map.screen(named: screen)?.webViewURLParameter {
                let urls = WebURLValues.values(allowedHosts: map.allowedWebHosts)
                special[parameter] = urls.map(PercentEncoding.encodeComponent) + urls
            }
        case .runWorkflow(let name):
            for step in map.workflow(named: name)?.steps ?? [] {
                guard case .pushScreenNamedBy(let parameter, let screens, _) = step else { continue }
                let names = screens.keys.sorted()
                special[parameter] = names + names.map { $0.lowercased() } + names.map { $0.uppercased() } + ParameterValues.string
            }
        case .selectTab, .push, .openInBrowser:
            break
        }
        return special
    }

    /// The same target reached through the URL syntax's dark corners.
    func tricks(on path: String, schemes: [String]) -> [String] {
        let scheme = schemes[0]
        var links = [
            "\(scheme.uppercased())://\(path)", "\(scheme):///\(path)", "\(scheme):\(path)", "\(scheme)://user:pass@\(path)",
            "\(scheme)://evil.example@\(path)", "\(scheme)://\(path)#fragment", "\(scheme)://\(path)/", "\(scheme)://\(path)//",
            "\(scheme)://\(path)/extra", "\(scheme)://\(path.replacingOccurrences(of: "/", with: "//"))",
            "\(scheme)://\(path.replacingOccurrences(of: "/", with: "%2F"))", "\(scheme)://\(path.uppercased())",
            "evil://\(path)", "\(scheme)x://\(path)", " \(scheme)://\(path)", "\(scheme)://\(path)%00",
            "\(scheme)://\(path)\(path.contains("?") ? "&" : "?")x=1&x=2",
        ]
        if let colon = path.firstIndex(where: { $0 == "/" || $0 == "?" }) {
            links.append("\(scheme)://\(path[..<colon]):8080\(path[colon...])")
        } else {
            links.append("\(scheme)://\(path):8080")
        }
        for host in hosts {
            links += [
                "https://\(host).evil.example/\(path)", "https://\(host)@evil.example/\(path)",
                "https://evil.example@\(host)/\(path)", "http://\(host)/\(path)", "https://\(host.uppercased())/\(path)",
                "https://\(host):443/\(path)", "https://\(host)./\(path)",
            ]
            links += WebURLValues.lookalikes(of: host).map { "https://\($0)/\(path)" }
        }
        return links
    }

    /// Links tied to no route: unknown intents, empty and degenerate URLs.
    func hostLinks() -> [String] {
        let scheme = map.schemes.first ?? androidSchemes.first ?? "app"
        var links = [
            "\(scheme)://", "\(scheme):", "\(scheme)://unknown-intent", "\(scheme):///", "\(scheme)://?", "\(scheme)://#",
            "\(scheme)://%", "\(scheme)://%00", "\(scheme)://\u{1F600}", "://", "", "/", "?", "#", "%", "evil://",
        ]
        for host in hosts { links += ["https://\(host)", "https://\(host)/", "https://\(host)/unknown-path"] }
        return links + siteAssociationLinks() + androidLinks()
    }

    /// A host for each universal-link domain, and for each App Links host of
    /// the manifest: `*.babylon.example` as `www.babylon.example`.
    var hosts: [String] { map.webLinkDomains.map(AppMap.exampleHost) }

    /// Links built from every component (and legacy path) of the app's AASA files,
    /// excluded ones too: the OS decides them by the file, so each rule is tried, on
    /// a host of each domain the file governs.
    func siteAssociationLinks() -> [String] {
        map.siteAssociations.flatMap { association in
            let domains = map.domains(governedBy: association)
            return (domains.isEmpty ? [association.host] : domains).flatMap { domain in
                LinkSamples.links(for: association, host: AppMap.exampleHost(of: domain), perRule: 8).map(\.text)
            }
        }
    }
}

/// Builds a route's path (and query) from its pattern with chosen values.
struct PathBuilder: Sendable {
    let pattern: RoutePattern
    /// Values by parameter name that replace the type's own.
    let specialValues: [String: [String]]

    /// Each parameter's values, the valid one first; a rest-of-path one also takes several segments.
    private func values(for parameter: RoutePattern.Parameter) -> [String] {
        specialValues[parameter.name] ?? ParameterValues.values(for: parameter.type) + (parameter.isRest ? ["a/b/c"] : [])
    }

    private func valid(_ parameter: RoutePattern.Parameter) -> String { values(for: parameter).first ?? "x" }

    var ordinary: String { build(valid) }

    /// One parameter at a time through its values; then a missing last segment,
    /// an extra one, no query, an extra and a duplicated query item.
    func variants() -> [String] {
        var result: [String] = []
        for parameter in pattern.parameters {
            for value in values(for: parameter).dropFirst() {
                result.append(build { $0 == parameter ? value : valid($0) })
            }
        }
        let ordinary = self.ordinary
        result.append(build(dropLastSegment: true, valid))
        result.append(build(includeQuery: false, valid))
        result.append(ordinary + (pattern.query.isEmpty && pattern.queryLiterals.isEmpty ? "?" : "&") + "unknown=1")
        if let item = pattern.query.first {
            let hostile = values(for: item.parameter).last ?? ""
            result.append(build(includeQuery: false, valid) + "?\(item.key)=\(hostile)&" + ordinary.split(separator: "?", maxSplits: 1).dropFirst().joined())
        }
        return result
    }

    private func build(dropLastSegment: Bool = false, includeQuery: Bool = true, _ value: (RoutePattern.Parameter) -> String) -> String {
        var segments: [String] = []
        for segment in pattern.segments {
            switch segment {
            case .literal(let text): segments.append(text)
            case .parameter(let parameter): segments.append(value(parameter))
            }
        }
        if dropLastSegment, segments.count > 1 { segments.removeLast() }
        var text = segments.joined(separator: "/")
        let items = pattern.queryLiterals.map { "\($0.key)=\($0.value)" } + pattern.query.map { "\($0.key)=\(value($0.parameter))" }
        if includeQuery, !items.isEmpty {
            text += "?" + items.joined(separator: "&")
        }
        return text
    }
}
