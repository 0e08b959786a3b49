import Foundation
import LinkSpecJSON
import LinkSpecPlatform

extension AppMap {
    /// Reads `app.json`, and the files it names relative to its folder. Throws
    /// `AppMapError` with every problem, each as `file:line:column: $.json.path:
    /// message`; never crashes on any input.
    package static func load(contentsOf url: URL) throws(AppMapError) -> AppMap {
        let bytes: [UInt8]
        do {
            bytes = try FileReader.bytes(atPath: url.path)
        } catch {
            throw AppMapError(file: url.path, issues: [AppMapIssue(path: "$", message: "cannot read the app map: \(error.message)")])
        }
        return try decode(bytes, file: url.path, folder: url.deletingLastPathComponent())
    }

    /// Parses an app map from JSON text; `file` names it in messages, and the
    /// files it names are found relative to `file`'s folder (or the current folder).
    package static func decode(_ json: String, file: String? = nil) throws(AppMapError) -> AppMap {
        try decode(Array(json.utf8), file: file)
    }

    package static func decode(_ bytes: [UInt8], file: String? = nil) throws(AppMapError) -> AppMap {
        try decode(bytes, file: file, folder: nil)
    }

    /// `folder` is where the paths `app.json` names start (`file`'s folder when nil).
    package static func decode(_ bytes: [UInt8], file: String?, folder: URL?) throws(AppMapError) -> AppMap {
        try document(bytes, file: file, folder: folder).map
    }

    /// The map with where each of its JSON paths is in `app.json`, for tools that
    /// point into the file (`linkspec check`).
    package static func document(_ bytes: [UInt8], file: String?, folder: URL?) throws(AppMapError) -> AppMapDocument {
        let root: JSONValue
        do {
            root = try JSONReader.read(bytes)
        } catch {
            throw AppMapError(file: file, issues: [AppMapIssue(path: "$", line: error.line, column: error.column, message: "not valid JSON: \(error.message)")])
        }
        var loader = AppMapLoader(file: file, folder: folder)
        loader.record(root, at: "$")
        let map = loader.map(from: root)
        guard let map, loader.collector.issues.isEmpty else { throw AppMapError(file: file, issues: loader.collector.issues) }
        return AppMapDocument(map: map, file: file ?? "app.json", positions: loader.collector.positions ?? SourcePositions(),
                              statedSchemes: loader.statedSchemes, statedHosts: loader.statedHosts)
    }
}

/// An app map with where each part of it is written in `app.json`.
package struct AppMapDocument: Sendable {
    package var map: AppMap
    /// `app.json`'s path as the user would write it.
    package var file: String
    let positions: SourcePositions
    /// `schemes` and `universalLinkHosts` as `app.json` itself states them (nil
    /// where it leaves them out): the map follows the app's files instead.
    package var statedSchemes: [String]?
    package var statedHosts: [String]?

    /// Where the JSON path (or its nearest ancestor) is in `app.json`.
    package func location(of path: String) -> FileLocation {
        let position = positions.position(of: path)
        return FileLocation(file: file, line: position?.line ?? 1, column: position?.column ?? 1)
    }

    /// Whether `app.json` itself has the key (`$.schemes`), rather than leaving it to the files.
    package func states(_ path: String) -> Bool { positions.positions[path] != nil }
}

/// Turns the JSON tree into the app map's values, collecting every problem with
/// its JSON path instead of stopping at the first.
struct AppMapLoader {
    var collector = IssueCollector(positions: SourcePositions())
    var statedSchemes: [String]?
    var statedHosts: [String]?
    /// `app.json` as shown in messages, and the folder its paths start from.
    let shownFile: String
    let shownFolder: String
    let filesFolder: URL?

    init(file: String?, folder: URL?) {
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

    mutating func object(_ node: JSONValue?, _ path: String, allowed: Set<String>) -> [String: JSONValue]? {
        guard let node else { return nil }
        guard let members = node.object else {
            collector.add(path, "expected an object, found \(node.kindName)")
            return nil
        }
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

    mutating func array(_ node: JSONValue?, _ path: String) -> [JSONValue]? {
        guard let node else { return nil }
        guard let elements = node.array else {
            collector.add(path, "expected an array, found \(node.kindName)")
            return nil
        }
        return elements
    }

    mutating func string(_ node: JSONValue?, _ path: String) -> String? {
        guard let node else { return nil }
        guard let text = node.string else {
            collector.add(path, "expected a string, found \(node.kindName)")
            return nil
        }
        return text
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
            guard let members = element.object else {
                collector.add(elementPath, "expected an object, found \(element.kindName)")
                return nil
            }
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
        "name", "schemes", "universalLinkHosts", "tabs", "initialTab", "loginScreen", "screens", "routes",
        "flavours", "workflows", "pendingPolicy", "clinicalAccessPassword", "allowedWebHosts", "analytics",
    ]).union(appleFileKeys)

    mutating func map(from root: JSONValue) -> AppMap? {
        guard let top = object(root, "$", allowed: Self.topKeys) else { return nil }
        statedSchemes = strings(top["schemes"], "$.schemes")
        statedHosts = strings(top["universalLinkHosts"], "$.universalLinkHosts")
        var schemes = statedSchemes ?? []
        var hosts = statedHosts ?? []
        // The app's own files are the truth: where they are named, runs follow them
        // (and `linkspec check` reports where app.json says otherwise).
        let files = appleFiles(top)
        if let plist = files?.infoPlist { schemes = plist.schemes.map(\.value) }
        if let entitlements = files?.entitlements { hosts = entitlements.domains.map(\.value.domain) }
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
        let name = string(top["name"], "$.name") ?? "app"
        let initialTab = string(top["initialTab"], "$.initialTab")
        let loginScreen = string(top["loginScreen"], "$.loginScreen") ?? "Login"
        let password = string(top["clinicalAccessPassword"], "$.clinicalAccessPassword")
        let allowedWebHosts = strings(top["allowedWebHosts"], "$.allowedWebHosts") ?? []
        let analytics = analytics(top["analytics"], "$.analytics")

        var issues: [AppMapIssue] = []
        let map = AppMap(
            name: name, schemes: schemes, universalLinkHosts: hosts, tabs: tabs, initialTab: initialTab,
            loginScreen: loginScreen, screens: screens, routes: routes, flavours: flavours, workflows: workflows,
            pendingPolicy: policy, clinicalAccessPassword: password, allowedWebHosts: allowedWebHosts,
            analytics: analytics, appleFiles: files, locations: collector.positions, issues: &issues)
        collector.issues += issues
        return map
    }

    static let actionKeys = ["selectTab", "push", "present", "workflow"]

    mutating func route(_ node: JSONValue, _ path: String) -> Route? {
        let allowed = Set<String>(["name", "pattern", "event", "requires", "tab", "fallback", "universalLink", "pendingPolicy", "analytics"])
            .union(Self.actionKeys)
        guard let fields = object(node, path, allowed: allowed) else { return nil }
        let pattern = required(fields["pattern"], "\(path).pattern")
        let event = required(fields["event"], "\(path).event")
        let requires = fields["requires"].flatMap { enumValue($0, "\(path).requires", Requirement.self) } ?? .login
        let actions = Self.actionKeys.filter { fields[$0] != nil }
        var action: Route.Action?
        if actions.count != 1 {
            collector.add(path, actions.isEmpty
                ? "a route needs one action: selectTab, push, present or workflow"
                : "a route has one action, found \(actions.joined(separator: ", "))")
        } else if let key = actions.first, let target = string(fields[key], "\(path).\(key)") {
            let tab = string(fields["tab"], "\(path).tab")
            switch key {
            case "selectTab": action = .selectTab(target)
            case "push": action = .push(target, onTab: tab)
            case "present": action = .present(target)
            default: action = .runWorkflow(target)
            }
            if tab != nil, key != "push" { collector.add("\(path).tab", "'tab' goes with 'push' only") }
        }
        var universalLink = Route.UniversalLink.samePattern
        if let claim = fields["universalLink"] {
            switch claim.content {
            case .bool(true): universalLink = .samePattern
            case .bool(false): universalLink = .none
            case .string(let text): universalLink = .pattern(text)
            default: collector.add("\(path).universalLink", "expected a pattern string or a boolean, found \(claim.kindName)")
            }
        }
        let policy = fields["pendingPolicy"].flatMap { enumValue($0, "\(path).pendingPolicy", PendingPolicy.self) }
        let analytics = analytics(fields["analytics"], "\(path).analytics")
        let fallback = string(fields["fallback"], "\(path).fallback")
        let name = string(fields["name"], "\(path).name")
        guard let pattern, let event, let action else { return nil }
        return Route(pattern, event: event, requires: requires, action, fallback: fallback, universalLink: universalLink,
                     pendingPolicy: policy, analytics: analytics, name: name)
    }

    mutating func workflow(_ node: JSONValue, _ path: String) -> Workflow? {
        guard let fields = object(node, path, allowed: ["name", "steps"]) else { return nil }
        let name = required(fields["name"], "\(path).name")
        if fields["steps"] == nil { collector.add("\(path).steps", "missing") }
        let steps: [Workflow.Step] = (array(fields["steps"], "\(path).steps") ?? []).enumerated().compactMap { i, node in
            step(node, "\(path).steps[\(i)]")
        }
        guard let name else { return nil }
        return Workflow(name, steps: steps)
    }

    mutating func step(_ node: JSONValue, _ path: String) -> Workflow.Step? {
        if case .string("waitForLogin") = node.content { return .waitForLogin }
        let kinds = ["waitForLogin", "selectTab", "push", "present", "pushScreenNamedBy"]
        guard let fields = object(node, path, allowed: Set(kinds + ["tab", "screens"])) else { return nil }
        let present = kinds.filter { fields[$0] != nil }
        guard present.count == 1, let kind = present.first else {
            collector.add(path, "a workflow step is one of \(kinds.joined(separator: ", "))")
            return nil
        }
        let tab = string(fields["tab"], "\(path).tab")
        switch kind {
        case "waitForLogin": return .waitForLogin
        case "selectTab": return string(fields[kind], "\(path).selectTab").map { .selectTab($0) }
        case "push": return string(fields[kind], "\(path).push").map { .push($0, onTab: tab) }
        case "present": return string(fields[kind], "\(path).present").map { .present($0) }
        default:
            guard let parameter = string(fields[kind], "\(path).pushScreenNamedBy") else { return nil }
            var screens: [String: String] = [:]
            if let choices = object(fields["screens"], "\(path).screens", allowed: []) {
                for key in choices.keys.sorted() {
                    if let screen = string(choices[key], "\(path).screens.\(key)") { screens[key] = screen }
                }
            } else if fields["screens"] == nil {
                collector.add("\(path).screens", "missing: an object from parameter value to screen name")
            }
            return .pushScreenNamedBy(parameter: parameter, screens: screens, onTab: tab)
        }
    }
}
