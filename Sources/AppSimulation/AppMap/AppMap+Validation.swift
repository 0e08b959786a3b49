import LinkSpecPlatform
import PlatformLinkRules

/// Where the loader found each JSON path, so that validation errors found after
/// loading still point at a line and column.
package struct SourcePositions: Sendable {
    package var positions: [String: (line: Int, column: Int)] = [:]

    package init() {}

    /// The position of `path`, or of its nearest ancestor that has one.
    package func position(of path: String) -> (line: Int, column: Int)? {
        var path = Substring(path)
        while true {
            if let found = positions[String(path)] { return found }
            guard let cut = path.lastIndex(where: { $0 == "." || $0 == "[" }) else { return nil }
            path = path[..<cut]
        }
    }
}

package struct IssueCollector {
    package var positions: SourcePositions?
    package var issues: [AppMapIssue] = []

    package init(positions: SourcePositions?) {
        self.positions = positions
    }

    package mutating func add(_ path: String, _ message: String) {
        let position = positions?.position(of: path)
        issues.append(AppMapIssue(path: path, line: position?.line, column: position?.column, message: message))
    }
}

extension AppMap {
    /// The one place where an app map is checked and compiled; both the Swift
    /// initializer and the JSON loader come here, so both report the same errors.
    package init(
        name: String, schemes: [String], deepLinkScheme: String? = nil, universalLinkHosts: [String], tabs: [Tab],
        tabsWhenLoggedOut: Bool = false, initialTab: String?, loginScreen: String, screens: [ScreenSpec], routes: [Route],
        flavours: [Flavour], workflows: [Workflow], pendingPolicy: PendingPolicy,
        clinicalAccessPassword: String?, allowedWebHosts: [String], analytics: [AnalyticsTemplate],
        appID: String? = nil, siteAssociations: [SiteAssociation] = [], developerModeDomains: [String] = [],
        android: AndroidFiles? = nil, locations: SourcePositions?, issues: inout [AppMapIssue]
    ) {
        var collector = IssueCollector(positions: locations)
        self.name = name
        self.schemes = schemes.map { $0.lowercased() }
        // On Android the manifest is the truth, as the Info.plist and the
        // entitlements are on iOS: its browsable filters' schemes and web hosts.
        let androidSchemes = android?.customSchemes ?? []
        let appLinkHosts = android?.webLinkHosts ?? []
        let lowercasedHosts = universalLinkHosts.map { $0.lowercased() }
        self.appLinkHosts = appLinkHosts
        self.deepLinkScheme = deepLinkScheme?.lowercased() ?? schemes.first?.lowercased() ?? androidSchemes.first
        self.universalLinkHosts = lowercasedHosts
        self.sharedAndroid = android.map(SharedAndroidFiles.init)
        let webDomains = lowercasedHosts + appLinkHosts.filter { !lowercasedHosts.contains($0) }
        self.webLinkDomains = webDomains
        self.tabs = tabs
        self.tabsWhenLoggedOut = tabsWhenLoggedOut
        self.initialTab = initialTab ?? tabs.first?.name ?? ""
        self.loginScreen = loginScreen
        self.screens = screens
        self.routes = routes
        self.flavours = flavours
        self.workflows = workflows
        self.pendingPolicy = pendingPolicy
        self.clinicalAccessPassword = clinicalAccessPassword
        self.allowedWebHosts = allowedWebHosts.map { $0.lowercased() }
        self.analytics = analytics
        self.appID = appID
        self.siteAssociations = siteAssociations
        self.developerModeDomains = developerModeDomains.map { $0.lowercased() }

        if schemes.isEmpty && universalLinkHosts.isEmpty && androidSchemes.isEmpty && appLinkHosts.isEmpty {
            collector.add("$.schemes", android?.manifest == nil
                ? "the app needs at least one scheme or universal-link host"
                : "the app needs at least one scheme or universal-link host, and no browsable intent filter of the manifest declares one")
        }
        var seenSchemes: Set<String> = []
        for (i, scheme) in self.schemes.enumerated() {
            if !Self.isScheme(scheme) { collector.add("$.schemes[\(i)]", "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')") }
            if scheme == "http" || scheme == "https" {
                collector.add("$.schemes[\(i)]", "'\(scheme)' is for universal links; list the host under universalLinkHosts")
            }
            if !seenSchemes.insert(scheme).inserted { collector.add("$.schemes[\(i)]", "duplicate scheme '\(scheme)'") }
        }
        for (i, host) in self.universalLinkHosts.enumerated() where host.isEmpty || host.contains("/") || host.contains(":") {
            collector.add("$.universalLinkHosts[\(i)]", "'\(host)' is not a host name")
        }
        let lowercasedSchemes = schemes.map { $0.lowercased() }
        let allSchemes = lowercasedSchemes + androidSchemes.map { $0.lowercased() }.filter { !lowercasedSchemes.contains($0) }
        if let deepLinkScheme = deepLinkScheme?.lowercased(), !allSchemes.contains(deepLinkScheme) {
            collector.add("$.deepLinkScheme", "'\(deepLinkScheme)' is not one of the app's schemes (\(allSchemes.joined(separator: ", ")))"
                          + suggestion(deepLinkScheme, Set(allSchemes)))
        }

        if tabs.isEmpty { collector.add("$.tabs", "the app needs at least one tab") }
        var tabNames: Set<String> = []
        for (i, tab) in tabs.enumerated() {
            if tab.name.isEmpty { collector.add("$.tabs[\(i)].name", "a tab needs a name") }
            if !tabNames.insert(tab.name).inserted { collector.add("$.tabs[\(i)].name", "duplicate tab '\(tab.name)'") }
            if tab.rootScreen.isEmpty { collector.add("$.tabs[\(i)].root", "a tab needs a root screen") }
        }
        // An unknown tab: the one meant, else the tabs there are.
        let orderedTabs = tabs.map(\.name)
        func unknownTab(_ tab: String) -> String {
            let meant = suggestion(tab, tabNames)
            return "unknown tab '\(tab)'" + (meant.isEmpty ? "; the tabs are " + orderedTabs.joined(separator: ", ") : meant)
        }
        if let initialTab, !tabNames.contains(initialTab) {
            collector.add("$.initialTab", unknownTab(initialTab))
        }
        if loginScreen.isEmpty { collector.add("$.loginScreen", "the login screen needs a name") }
        var screenNames: Set<String> = Set(tabs.map(\.rootScreen)).union([loginScreen])
        var declaredScreens: Set<String> = []
        for (i, screen) in screens.enumerated() {
            if screen.name.isEmpty { collector.add("$.screens[\(i)].name", "a screen needs a name") }
            if !declaredScreens.insert(screen.name).inserted { collector.add("$.screens[\(i)].name", "duplicate screen '\(screen.name)'") }
            screenNames.insert(screen.name)
        }

        func checkTab(_ tab: String?, at path: String) {
            if let tab, !tabNames.contains(tab) { collector.add(path, unknownTab(tab)) }
        }
        func checkScreen(_ screen: String, at path: String) {
            if !screenNames.contains(screen) { collector.add(path, "unknown screen '\(screen)'\(suggestion(screen, screenNames))") }
        }

        /// A workflow step, or a route's action, at `path`.
        func checkStep(_ step: Workflow.Step, at path: String) {
            switch step {
            case .waitForLogin: break
            case .selectTab(let tab): checkTab(tab, at: "\(path).selectTab")
            case .push(let screen, let tab): checkScreen(screen, at: "\(path).push"); checkTab(tab, at: "\(path).tab")
            case .present(let screen): checkScreen(screen, at: "\(path).present")
            case .pushScreenNamedBy(_, let choices, let tab):
                checkTab(tab, at: "\(path).tab")
                for key in choices.keys.sorted() { checkScreen(choices[key] ?? "", at: "\(path).screens.\(key)") }
            }
        }

        var workflowNames: Set<String> = []
        for (i, workflow) in workflows.enumerated() {
            let base = "$.workflows[\(i)]"
            if !workflowNames.insert(workflow.name).inserted { collector.add("\(base).name", "duplicate workflow '\(workflow.name)'") }
            if workflow.steps.isEmpty { collector.add("\(base).steps", "a workflow needs at least one step") }
            for (j, step) in workflow.steps.enumerated() { checkStep(step, at: "\(base).steps[\(j)]") }
        }

        var custom: [(route: Int, pattern: RoutePattern)] = []
        var universal: [(route: Int, pattern: RoutePattern)] = []
        var universalHosts: [[String]] = []
        var routeNames: [String: Int] = [:]
        var eventNames: Set<String> = []
        var customShapes: [String: Int] = [:]
        var universalShapes: [String: Int] = [:]
        var compiled: [Int: RoutePattern] = [:]
        for (i, route) in routes.enumerated() {
            let base = "$.routes[\(i)]"
            if let first = routeNames[route.name] {
                collector.add("\(base).name", "duplicate route '\(route.name)' (also $.routes[\(first)])")
            } else {
                routeNames[route.name] = i
            }
            if route.event.isEmpty { collector.add("\(base).event", "a route needs a routing event name") }
            if !eventNames.insert(route.event).inserted, !route.event.isEmpty {
                collector.add("\(base).event", "duplicate routing event '\(route.event)'")
            }
            do {
                let pattern = try RoutePattern(route.pattern)
                compiled[i] = pattern
                custom.append((i, pattern))
                if let other = Self.shadowingRoute(pattern, seen: &customShapes, index: i) {
                    collector.add("\(base).pattern", "pattern '\(route.pattern)' can never be told apart from '\(routes[other].pattern)' at $.routes[\(other)]")
                }
            } catch {
                collector.add("\(base).pattern", error.message)
            }
            if route.universalPattern == nil, !route.hosts.isEmpty {
                collector.add("\(base).hosts", "'hosts' name the domains of a route's universal links, and this route claims none")
            }
            for (j, host) in route.hosts.enumerated()
            where !webDomains.contains(where: { Self.domain($0, covers: Self.exampleHost(of: host)) }) {
                collector.add("\(base).hosts[\(j)]", "'\(host)' is not one of the app's \(appLinkHosts.isEmpty ? "universal-link" : "universal-link or App Links") domains (\(webDomains.joined(separator: ", ")))"
                              + suggestion(host, Set(webDomains)))
            }
            if route.requires == .none, !tabsWhenLoggedOut {
                switch route.action {
                case .selectTab, .push:
                    collector.add("\(base).requires", "'none' cannot hold: \(route.action) needs the tab bar, which is there only when logged in; "
                                  + "require login, or set \"tabsWhenLoggedOut\": true when the app shows its tabs logged out")
                case .present, .runWorkflow, .openInBrowser:
                    break
                }
            }
            if let universalSource = route.universalPattern, !webDomains.isEmpty {
                do {
                    let pattern = try RoutePattern(universalSource)
                    universal.append((i, pattern))
                    universalHosts.append(route.hosts)
                    // Routes for different hosts are told apart by the link's host.
                    let scope = route.hosts.sorted().joined(separator: " ")
                    let other = Self.shadowingRoute(pattern, scope: scope, seen: &universalShapes, index: i)
                    if case .pattern = route.universalLink, let other {
                        collector.add("\(base).universalLink", "universal-link pattern '\(universalSource)' can never be told apart from that of $.routes[\(other)]")
                    }
                } catch {
                    if case .pattern = route.universalLink { collector.add("\(base).universalLink", error.message) }
                }
            }
            if let step = route.action.step {
                checkStep(step, at: base)
            } else if case .runWorkflow(let name) = route.action, !workflowNames.contains(name) {
                collector.add("\(base).workflow", "unknown workflow '\(name)'\(suggestion(name, workflowNames))")
            }
            if case .present(let screen) = route.action, let parameter = screens.first(where: { $0.name == screen })?.webViewURLParameter,
               let pattern = compiled[i], !pattern.parameters.contains(where: { $0.name == parameter }) {
                collector.add("\(base).pattern", "the web view '\(screen)' takes its URL from a '\(parameter)' parameter, which the pattern lacks")
            }
        }
        for (i, route) in routes.enumerated() {
            guard let fallback = route.fallback else { continue }
            let path = "$.routes[\(i)].fallback"
            guard let target = routeNames[fallback] else {
                collector.add(path, "unknown route '\(fallback)'\(suggestion(fallback, Set(routeNames.keys)))")
                continue
            }
            if target == i { collector.add(path, "a route cannot fall back to itself") }
            if let pattern = compiled[target], pattern.parameters.contains(where: { !$0.isOptional }) {
                collector.add(path, "the fallback route '\(fallback)' needs parameters; a fallback must need none")
            }
            if routes[target].fallback != nil { collector.add(path, "the fallback route '\(fallback)' has a fallback of its own") }
        }

        let intents = Set(routes.map { $0.intent.lowercased() })
        var flavourNames: Set<String> = []
        for (i, flavour) in flavours.enumerated() {
            if !flavourNames.insert(flavour.name).inserted { collector.add("$.flavours.\(flavour.name)", "duplicate flavour '\(flavour.name)' (index \(i))") }
            for (j, intent) in flavour.disabledIntents.enumerated() where !intents.contains(intent.lowercased()) {
                collector.add("$.flavours.\(flavour.name).disabledIntents[\(j)]", "unknown intent '\(intent)'\(suggestion(intent, intents))")
            }
        }
        for (i, host) in self.allowedWebHosts.enumerated() where host.isEmpty || host.contains("/") {
            collector.add("$.allowedWebHosts[\(i)]", "'\(host)' is not a host name")
        }

        self.customRouter = Router(patterns: custom)
        self.universalRouter = Router(patterns: universal, hosts: universalHosts)
        issues += collector.issues
    }

    /// A URL scheme: an ASCII letter, then ASCII letters, digits, `+`, `-` or `.`.
    package static func isScheme(_ text: String) -> Bool {
        let link = LinkText(text)
        return link.isScheme(0..<link.count)
    }

    /// Records the pattern's shapes; returns an earlier route when every shape of
    /// this pattern is already taken, so that declaration order always picks the other.
    private static func shadowingRoute(_ pattern: RoutePattern, scope: String = "", seen: inout [String: Int], index: Int) -> Int? {
        let shapes = Set(pattern.shapes.map { scope + "|" + $0 })
        let owners = shapes.compactMap { seen[$0] }
        for shape in shapes where seen[shape] == nil { seen[shape] = index }
        return owners.count == shapes.count ? owners.min() : nil
    }
}
