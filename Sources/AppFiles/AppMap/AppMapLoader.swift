import AppSimulation
import Foundation
import LinkSpecJSON
import LinkSpecPlatform

/// Turns the JSON tree into the app map's values, collecting every problem with
/// its JSON path instead of stopping at the first.
struct AppMapLoader {
    var collector = IssueCollector(positions: SourcePositions())
    var statedSchemes: [String]?
    var statedHosts: [String]?
    var files: AppleFiles?
    /// `app.json` as shown in messages, and the folder its paths start from.
    let shownFile: String
    let shownFolder: String
    let filesFolder: URL?
    /// Files read in place of the AASA and assetlinks.json files `app.json` names (`linkspec check --served`).
    var served: ServedCopies?

    init(file: String?, folder: URL?, served: ServedCopies? = nil) {
        self.served = served
        shownFile = file ?? "app.json"
        shownFolder = file.map { ($0 as NSString).deletingLastPathComponent } ?? ""
        filesFolder = folder ?? file.map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
    }

    mutating func record(_ node: JSONValue, at path: String) {
        collector.positions?.positions[path] = (node.line, node.column)
        switch node.content {
        case .object(let members): for member in members { record(member.value, at: "\(path).\(member.key)") }
        case .array(let elements): for (i, element) in elements.enumerated() { record(element, at: "\(path)[\(i)]") }
        default: break
        }
    }

    // MARK: typed access

    /// The node's value as `value` reads it; nil when absent, and an error when of another kind.
    mutating func typed<T>(_ node: JSONValue?, _ path: String, _ kind: String, _ value: (JSONValue) -> T?) -> T? {
        guard let node else { return nil }
        guard let result = value(node) else {
            collector.add(path, "expected \(kind), found \(node.kindName)")
            return nil
        }
        return result
    }

    mutating func object(_ node: JSONValue?, _ path: String, allowed: Set<String>) -> [String: JSONValue]? {
        guard let members = typed(node, path, "an object", \.object) else { return nil }
        var result: [String: JSONValue] = [:]
        for member in members {
            if result[member.key] != nil { collector.add("\(path).\(member.key)", "duplicate key '\(member.key)'") }
            if !allowed.isEmpty, !allowed.contains(member.key) {
                collector.add("\(path).\(member.key)", "unknown key '\(member.key)'\(suggestion(member.key, allowed))")
            }
            result[member.key] = member.value
        }
        return result
    }

    mutating func array(_ node: JSONValue?, _ path: String) -> [JSONValue]? { typed(node, path, "an array", \.array) }

    mutating func string(_ node: JSONValue?, _ path: String) -> String? { typed(node, path, "a string", \.string) }

    mutating func bool(_ node: JSONValue?, _ path: String) -> Bool? {
        guard let node else { return nil }
        guard let flag = node.bool else {
            collector.add(path, "expected true or false, found \(node.kindName)")
            return nil
        }
        return flag
    }

    mutating func required(_ node: JSONValue?, _ path: String) -> String? {
        guard node != nil else {
            collector.add(path, "missing")
            return nil
        }
        return string(node, path)
    }

    mutating func strings(_ node: JSONValue?, _ path: String) -> [String]? {
        guard let elements = array(node, path) else { return nil }
        return elements.enumerated().compactMap { string($1, "\(path)[\($0)]") }
    }

    mutating func enumValue<T: RawRepresentable & CaseIterable>(_ node: JSONValue?, _ path: String, _ type: T.Type) -> T? where T.RawValue == String {
        guard let text = string(node, path) else { return nil }
        guard let value = T(rawValue: text) else {
            collector.add(path, "unknown value '\(text)' (expected \(T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")))")
            return nil
        }
        return value
    }

    /// Analytics templates: objects whose values are strings, numbers or booleans.
    mutating func analytics(_ node: JSONValue?, _ path: String) -> [AnalyticsTemplate] {
        guard let elements = array(node, path) else { return [] }
        return elements.enumerated().compactMap { i, element in
            let elementPath = "\(path)[\(i)]"
            guard let members = typed(element, elementPath, "an object", \.object) else { return nil }
            var fields: [AnalyticsEvent.Field] = []
            for member in members {
                switch member.value.content {
                case .string(let text), .number(let text): fields.append(.init(member.key, text))
                case .bool(let flag): fields.append(.init(member.key, flag ? "true" : "false"))
                default: collector.add("\(elementPath).\(member.key)", "expected a string, number or boolean, found \(member.value.kindName)")
                }
            }
            return AnalyticsTemplate(fields)
        }
    }

    // MARK: the map

    static let topKeys = Set<String>([
        "$schema", "name", "schemes", "deepLinkScheme", "universalLinkHosts", "tabs", "tabsWhenLoggedOut", "initialTab", "loginScreen",
        "screens", "routes", "flavours", "workflows", "pendingPolicy", "clinicalAccessPassword", "allowedWebHosts", "analytics", "entryPoints",
    ]).union(appleFileKeys).union(androidFileKeys)

    mutating func map(from root: JSONValue) -> AppMap? {
        guard let top = object(root, "$", allowed: Self.topKeys) else { return nil }
        // The JSON Schema an editor validates the file with (Schemas/app-map.schema.json); nothing else reads it.
        _ = string(top["$schema"], "$.$schema")
        statedSchemes = strings(top["schemes"], "$.schemes")
        statedHosts = strings(top["universalLinkHosts"], "$.universalLinkHosts")
        var schemes = statedSchemes ?? []
        var hosts = statedHosts ?? []
        // The app's own files are the truth: where they are named, runs follow them
        // (and `linkspec check` reports where app.json says otherwise).
        files = appleFiles(top)
        if let plist = files?.infoPlist { schemes = plist.schemes.map(\.value) }
        if let entitlements = files?.entitlements { hosts = entitlements.domains.map(\.value) }
        if files != nil, collector.issues.contains(where: { $0.file != nil }), schemes.isEmpty, hosts.isEmpty {
            // A broken Info.plist or entitlements file is reported; "no scheme" would only repeat it.
            schemes = ["app"]
        }
        if top["tabs"] == nil { collector.add("$.tabs", "missing") }
        let tabs: [AppMap.Tab] = (array(top["tabs"], "$.tabs") ?? []).enumerated().compactMap { i, node in
            let path = "$.tabs[\(i)]"
            guard let fields = object(node, path, allowed: ["name", "root"]) else { return nil }
            guard let name = required(fields["name"], "\(path).name"), let root = required(fields["root"], "\(path).root") else { return nil }
            return AppMap.Tab(name, root: root)
        }
        let screens: [AppMap.ScreenSpec] = (array(top["screens"], "$.screens") ?? []).enumerated().compactMap { i, node in
            let path = "$.screens[\(i)]"
            if case .string(let name) = node.content { return AppMap.ScreenSpec(name) }
            guard let fields = object(node, path, allowed: ["name", "requires", "webView"]) else { return nil }
            guard let name = required(fields["name"], "\(path).name") else { return nil }
            let requires = fields["requires"].flatMap { enumValue($0, "\(path).requires", Requirement.self) } ?? .none
            let webView = string(fields["webView"], "\(path).webView")
            return AppMap.ScreenSpec(name, requires: requires, webViewURLParameter: webView)
        }
        let workflows: [Workflow] = (array(top["workflows"], "$.workflows") ?? []).enumerated().compactMap { i, node in
            workflow(node, "$.workflows[\(i)]")
        }
        let routes: [Route] = (array(top["routes"], "$.routes") ?? []).enumerated().compactMap { i, node in
            route(node, "$.routes[\(i)]")
        }
        if top["routes"] == nil { collector.add("$.routes", "missing") }
        var flavours: [AppMap.Flavour] = []
        if let entries = object(top["flavours"], "$.flavours", allowed: []) {
            for key in entries.keys.sorted() {
                let path = "$.flavours.\(key)"
                guard let fields = object(entries[key], path, allowed: ["disabledIntents"]) else { continue }
                flavours.append(AppMap.Flavour(key, disabling: strings(fields["disabledIntents"], "\(path).disabledIntents") ?? []))
            }
        }
        let policy = top["pendingPolicy"].flatMap { enumValue($0, "$.pendingPolicy", PendingPolicy.self) } ?? .latest
        let deepLinkScheme = string(top["deepLinkScheme"], "$.deepLinkScheme")
        let tabsWhenLoggedOut = bool(top["tabsWhenLoggedOut"], "$.tabsWhenLoggedOut") ?? false
        let name = string(top["name"], "$.name") ?? "app"
        let initialTab = string(top["initialTab"], "$.initialTab")
        let loginScreen = string(top["loginScreen"], "$.loginScreen") ?? "Login"
        let password = string(top["clinicalAccessPassword"], "$.clinicalAccessPassword")
        let allowedWebHosts = strings(top["allowedWebHosts"], "$.allowedWebHosts") ?? []
        let analytics = analytics(top["analytics"], "$.analytics")

        let entryPoints = entryPoints(top["entryPoints"])
        let android = androidFiles(top)
        if top["androidManifest"] != nil, android?.manifest == nil, schemes.isEmpty, hosts.isEmpty {
            // A broken manifest is reported; "no scheme" would only repeat it.
            schemes = ["app"]
        }
        var issues: [AppMapIssue] = []
        var map = AppMap(
            name: name, schemes: schemes, deepLinkScheme: deepLinkScheme, universalLinkHosts: hosts, tabs: tabs,
            tabsWhenLoggedOut: tabsWhenLoggedOut, initialTab: initialTab,
            loginScreen: loginScreen, screens: screens, routes: routes, flavours: flavours, workflows: workflows,
            pendingPolicy: policy, clinicalAccessPassword: password, allowedWebHosts: allowedWebHosts,
            analytics: analytics, appID: files?.appID, siteAssociations: files?.siteAssociations ?? [],
            developerModeDomains: files?.entitlements?.domainsNeedingDeveloperMode ?? [],
            android: android, locations: collector.positions, issues: &issues)
        collector.issues += issues
        map.entryPoints = entryPoints
        map.namesAppleFiles = files != nil
        return map
    }
}
