import AppSimulation
import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

/// What `linkspec init` writes for a project folder: an `app.json` naming the
/// app's Info.plist, entitlements and AASA files, with a stub screen and route
/// for each custom scheme and each AASA rule that opens the app, and a feature
/// file with a scenario for each, which passes. The files are read with the
/// readers `app.json` loads them with; the draft is loaded and each scenario
/// played on the simulated app before anything is written (see
/// docs/decisions/0700-linkspec-init.md).
package struct AppMapDraft: Sendable {
    /// Where to look and where the files go.
    package struct Request: Sendable {
        /// The folder searched (absolute) and how to show it (`.` or as typed).
        package var folder: URL
        package var shownFolder: String
        /// The folder `app.json` and the feature file go in (absolute), and how to show it.
        package var outFolder: URL
        package var shownOutFolder: String
        /// Files named on the command line (as typed): the Info.plist and entitlements in place of
        /// the ones found, the AASA files beside the ones found for other domains.
        package var infoPlist: String?
        package var entitlements: String?
        package var siteAssociations: [(domain: String, path: String)] = []
        /// `--build-setting NAME=VALUE`, over what the project's files set.
        package var buildSettings: [(name: String, value: String)] = []
        /// `--app-id TEAMID.BUNDLE_ID`, in place of the one inferred.
        package var appID: String?
        /// The app map's JSON Schema (absolute): a checkout's, or the copy beside
        /// `app.json` (docs/decisions/1200-the-schema-travels-with-the-binary.md).
        /// `app.json` names it in `"$schema"`, so that editors complete and check the map.
        package var schema: URL?

        package init(folder: URL, shownFolder: String, outFolder: URL, shownOutFolder: String) {
            self.folder = folder
            self.shownFolder = shownFolder
            self.outFolder = outFolder
            self.shownOutFolder = shownOutFolder
        }
    }

    /// The text of `app.json` and of the feature file.
    package var appJSON = ""
    package var feature = ""
    /// What was found and read, a line each.
    package var found: [String] = []
    /// What is left to the team, a line each.
    package var fillIn: [String] = []

    /// The feature file's name.
    package static let featureName = "deep_links.feature"

    /// A file the draft read: its absolute path and how messages show it.
    private struct File {
        var url: URL
        var shown: String
    }

    /// A stub route: its pattern, its action, the screen it shows, where it comes from, links to try.
    private struct Stub {
        var pattern: String
        var screen: String
        var selectsTab: Bool
        var universalLink = true
        /// The domains it is for, when the app has several whose AASA files differ.
        var hosts: [String] = []
        var links: [String]
        var origin: String
    }

    /// Reads the app's files and makes the draft; the first problem of a file
    /// is an `AppFileError` at its place.
    package static func make(_ request: Request) throws(AppFileError) -> AppMapDraft {
        var draft = AppMapDraft()
        try draft.build(request)
        return draft
    }

    private mutating func build(_ request: Request) throws(AppFileError) {
        let finder = AppFilesFinder(searching: request.folder)
        func found(_ relative: String) -> File {
            File(url: request.folder.appendingPathComponent(relative).standardizedFileURL,
                 shown: request.shownFolder == "." ? relative : (request.shownFolder as NSString).appendingPathComponent(relative))
        }
        func given(_ path: String) -> File {
            File(url: URL(fileURLWithPath: path).standardizedFileURL, shown: path)
        }

        // The Info.plist: named, or the app's among those found.
        let plistFile: File
        if let path = request.infoPlist {
            plistFile = given(path)
            _ = try Self.root(of: plistFile)
        } else {
            var best: (file: File, score: Int)?
            var others: [String] = []
            for relative in finder.infoPlists where !AppFilesFinder.isInTestFolder(relative) {
                let file = found(relative)
                guard let score = Self.appScore(try Self.root(of: file)) else { continue }
                if let current = best, current.score >= score {
                    others.append(file.shown)
                } else {
                    if let current = best { others.append(current.file.shown) }
                    best = (file, score)
                }
            }
            guard let best else {
                throw AppFileError("no app's Info.plist under this folder; name one with --info-plist PATH",
                                   at: FileLocation(file: request.shownFolder))
            }
            plistFile = best.file
            if !others.isEmpty {
                self.found.append("also found \(others.joined(separator: ", ")); --info-plist PATH chooses another")
            }
        }

        // The entitlements: named, or the app's among those found that list applinks domains.
        var entitlementsFile: File?
        if let path = request.entitlements {
            entitlementsFile = given(path)
            _ = try Self.root(of: entitlementsFile!)
        } else {
            for relative in finder.entitlements where !AppFilesFinder.isInTestFolder(relative) {
                let file = found(relative)
                let root = try Self.root(of: file)
                guard root["com.apple.developer.parent-application-identifiers"] == nil,
                      case .array(let entries)? = root[Entitlements.associatedDomainsKey]?.value,
                      entries.contains(where: { if case .string(let text) = $0.value { text.hasPrefix("applinks:") } else { false } })
                else { continue }
                if entitlementsFile == nil {
                    entitlementsFile = file
                } else {
                    self.found.append("also found \(file.shown); --entitlements PATH chooses another")
                }
            }
        }

        // Build settings: the ones the files use, from the project's .xcconfig files, its Xcode project and --build-setting.
        let used = try Self.readAll(plistFile, entitlementsFile, settings: BuildSettings())
        let usedNames = Set((used.plist.unsetBuildSettings + (used.entitlements?.unsetBuildSettings ?? [])).map(\.name))
        var project = ProjectBuildSettings()
        for relative in finder.xcconfigs where !AppFilesFinder.isInTestFolder(relative) {
            let file = found(relative)
            project.add(xcconfig: file.url.path, shown: file.shown)
        }
        for relative in finder.xcodeProjects {
            let file = found(relative)
            let target = try XcodeProjectSettings.settings(projectFile: file.url.path, shown: file.shown, infoPlist: plistFile.url.path)
            if !target.isEmpty {
                project.override(target, from: file.shown)
                self.found.append("\(file.shown): the build settings of the target whose Info.plist is \(plistFile.shown)")
                break
            }
        }
        project.override(Dictionary(request.buildSettings.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 }), from: "--build-setting")
        for (name, _) in request.buildSettings where !usedNames.contains(name) {
            fillIn.append("--build-setting \(name): neither \(plistFile.shown) nor the entitlements use it"
                          + suggestion(name, usedNames))
        }
        var settings = BuildSettings()
        for name in usedNames.sorted() {
            guard let value = project.expanded(name) else { continue }
            settings.values[name] = value
            let others = project.alternatives[name].map { " (also \($0.joined(separator: ", ")); --build-setting \(name)=VALUE chooses)" } ?? ""
            self.found.append("\(project.origins[name] ?? "?"): \(name) = \(value)\(others)")
        }
        var teamID = project.expanded("DEVELOPMENT_TEAM").flatMap { Self.isTeamID($0) ? $0 : nil }

        // The AASA files: named, then found and matched to the entitlements' domains by name. A domain's
        // file serves its `*.` wildcard (TN3155; docs/decisions/0202-aasa-of-a-domain.md).
        let domains = try Self.readAll(plistFile, entitlementsFile, settings: settings).entitlements?.domains.map(\.value) ?? []
        func entitlementsDomain(_ name: String) -> String? { domains.first { Self.rootDomain($0) == Self.rootDomain(name) } }
        var aasaFiles: [(domain: String, file: File)] = request.siteAssociations.map { named in
            let domain = named.domain.lowercased()
            return (entitlementsDomain(domain) ?? domain, given(named.path))
        }
        func covered(_ domain: String) -> Bool { aasaFiles.contains { Self.rootDomain($0.domain) == Self.rootDomain(domain) } }
        let namedPaths = Set(aasaFiles.map(\.file.url.path))
        var unmatched: [File] = []
        for relative in finder.siteAssociations {
            let file = found(relative)
            guard !namedPaths.contains(file.url.path) else { continue }
            let url = URL(fileURLWithPath: relative)
            let name = url.lastPathComponent.hasSuffix(".aasa.json") ? String(url.lastPathComponent.dropLast(".aasa.json".count))
                : url.deletingLastPathComponent().lastPathComponent == ".well-known"
                ? url.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
                : url.deletingLastPathComponent().lastPathComponent
            if let domain = entitlementsDomain(name.lowercased()), !covered(domain) {
                aasaFiles.append((domain, file))
            } else {
                unmatched.append(file)
            }
        }
        var without: [String] = []
        for domain in domains where !covered(domain) && !without.contains(where: { Self.rootDomain($0) == Self.rootDomain(domain) }) {
            without.append(domain)
        }
        if without.count == 1, unmatched.count == 1 {
            aasaFiles.append((without[0], unmatched[0]))
            self.found.append("\(unmatched[0].shown): taken as the AASA of \(Self.rootDomain(without[0])), the one domain without one")
        } else {
            for file in unmatched {
                fillIn.append("\(file.shown): for which domain? --aasa DOMAIN=PATH names it")
            }
        }
        var associations: [(domain: String, file: File, association: SiteAssociation)] = []
        for (domain, file) in aasaFiles {
            let bytes: [UInt8]
            do {
                bytes = try AppMap.fileBytes(atPath: file.url.path)
            } catch {
                throw AppFileError("cannot read: \(error.message)", at: FileLocation(file: file.shown))
            }
            associations.append((domain, file, try SiteAssociation.read(bytes, host: Self.rootDomain(domain), file: file.shown)))
        }

        // The app ID: --app-id, else the Info.plist's bundle ID with the project's team, else the one the AASA files list most.
        var plist = try Self.readAll(plistFile, entitlementsFile, settings: settings).plist
        let bundleUnset = plist.unsetBuildSettings.first { $0.keyPath == "$.CFBundleIdentifier" }
        var bundleID = bundleUnset == nil ? plist.bundleIdentifier?.value : nil
        // The setting CFBundleIdentifier is, when it is one reference (`$(PRODUCT_BUNDLE_IDENTIFIER)`).
        let bundleSetting = bundleUnset.flatMap { $0.text == "$(\($0.name))" || $0.text == "${\($0.name)}" ? $0.name : nil }
        if let chosen = request.appID {
            // The command line refuses another shape (`isAppID`) before anything is read.
            guard Self.isAppID(chosen), let dot = chosen.firstIndex(of: ".") else {
                throw AppFileError("--app-id '\(chosen)' is not TEAMID.BUNDLE_ID", at: FileLocation(file: request.shownFolder))
            }
            let chosenBundle = String(chosen[chosen.index(after: dot)...])
            if let bundle = bundleID, bundle != chosenBundle, let location = plist.bundleIdentifier?.location {
                throw AppFileError("--app-id \(chosen) is not this app's: its bundle ID is \(bundle)", at: location, path: "$.CFBundleIdentifier")
            }
            if bundleID == nil {
                guard let name = bundleSetting else {
                    throw AppFileError("--app-id \(chosen): CFBundleIdentifier is '\(bundleUnset?.text ?? "")', which uses build settings "
                                       + "nothing sets; give them with --build-setting NAME=VALUE",
                                       at: bundleUnset?.location ?? FileLocation(file: plistFile.shown), path: "$.CFBundleIdentifier")
                }
                settings.values[name] = chosenBundle
            }
            teamID = String(chosen[..<dot])
            bundleID = chosenBundle
            self.found.append("--app-id: app ID \(chosen)")
        } else if teamID == nil || bundleID == nil, bundleID != nil || bundleSetting != nil {
            let ranked = AppIDChoice.ranked(associations.map(\.association), bundleID: bundleID, teamID: teamID)
            if let best = ranked.first, let dot = best.appID.firstIndex(of: ".") {
                teamID = String(best.appID[..<dot])
                if bundleID == nil, let name = bundleSetting {
                    bundleID = String(best.appID[best.appID.index(after: dot)...])
                    settings.values[name] = bundleID
                }
                self.found.append(AppIDChoice.describe(ranked, of: associations.count, setting: bundleSetting.flatMap { settings.values[$0] == bundleID ? $0 : nil }))
            }
        }
        if let team = teamID, !Self.isTeamID(team) { teamID = nil }

        // The files read once more with every setting known; a string an unset setting leaves invalid
        // (a scheme `$(PRODUCT_BUNDLE_IDENTIFIER)`, `${ENV_URL_HANDLER}`) gets a placeholder value, listed to fill in.
        var read = try Self.readAll(plistFile, entitlementsFile, settings: settings)
        var placeholders: [UnsetBuildSetting] = []
        for unset in read.plist.unsetBuildSettings + (read.entitlements?.unsetBuildSettings ?? [])
        where settings.values[unset.name] == nil && read.errors.contains(where: { $0.location == unset.location }) {
            settings.values[unset.name] = ProjectBuildSettings.placeholder(for: unset.name)
            placeholders.append(unset)
        }
        if !placeholders.isEmpty { read = try Self.readAll(plistFile, entitlementsFile, settings: settings) }
        if let first = read.errors.first { throw first }
        plist = read.plist
        let appID = teamID.flatMap { team in bundleID.map { "\(team).\($0)" } }

        // The deep-link scheme: the first that is not a login provider's callback, one that is not the bundle ID
        // (an OAuth redirect's usual scheme) before one that is (docs/decisions/1203-the-apps-own-scheme.md).
        let schemes = plist.schemes.map(\.value)
        let bundleScheme = (bundleID ?? plist.bundleIdentifier?.value)?.lowercased()
        let ownSchemes = schemes.filter { SchemeRules.callbackProvider(of: $0) == nil && $0 != bundleScheme }
            + schemes.filter { $0 == bundleScheme }
        let deepLinkScheme = ownSchemes.first ?? schemes.first
        if let scheme = deepLinkScheme {
            let callbacks = schemes.compactMap { scheme in SchemeRules.callbackProvider(of: scheme).map { "\(scheme) looks like \($0)'s callback" } }
            self.found.append("deepLinkScheme \(scheme), "
                              + (ownSchemes.isEmpty ? "though it looks like a callback scheme: name the app's own" : "the app's own scheme")
                              + (callbacks.isEmpty || ownSchemes.isEmpty ? "" : " (\(callbacks.joined(separator: "; ")))"))
        }

        // What was read.
        self.found.insert("\(plistFile.shown): bundle ID \(plist.bundleIdentifier.map { $0.value.isEmpty ? "(empty)" : $0.value } ?? "(none)"), "
                          + "schemes \(plist.schemes.isEmpty ? "(none)" : plist.schemes.map(\.value).joined(separator: ", "))", at: 0)
        if let entitlements = read.entitlements, let file = entitlementsFile {
            self.found.insert("\(file.shown): applinks domains \(entitlements.domains.isEmpty ? "(none)" : entitlements.domains.map(\.value).joined(separator: ", "))", at: 1)
        } else {
            fillIn.append("no entitlements with applinks domains: universal links need them (--entitlements PATH)")
        }
        for (domain, file, association) in associations {
            let rules = association.details.reduce(0) { $0 + ($1.components?.count ?? $1.legacyPaths.count) }
            let served = domains.filter { Self.rootDomain($0) == Self.rootDomain(domain) }
            self.found.append("\(file.shown): the AASA of \(served.isEmpty ? domain : served.joined(separator: " and ")), "
                              + "\(association.details.count) entr\(association.details.count == 1 ? "y" : "ies") in details, "
                              + "\(rules) rule\(rules == 1 ? "" : "s")")
            for problem in association.problems { fillIn.append("\(problem) (linkspec check reports it as aasa-syntax)") }
        }
        let shownMap = (request.shownOutFolder as NSString).appendingPathComponent("app.json")
        for domain in without where !associations.contains(where: { Self.rootDomain($0.domain) == Self.rootDomain(domain) }) {
            let root = Self.rootDomain(domain)
            let serves = domain == root ? "" : " (the file of \(root) serves \(domain))"
            fillIn.append("\(domain) has no AASA file\(serves): name one with --aasa \(root)=PATH, or fetch the one "
                          + "https://\(root)/.well-known/apple-app-site-association serves with: "
                          + "linkspec check --app \(shownMap) --served --save-served \((request.shownOutFolder as NSString).appendingPathComponent("served"))")
        }

        // The stubs: a route for each AASA rule that opens the app, and `home` for the custom schemes.
        var stubs: [Stub] = []
        for (domain, _, association) in associations {
            guard let appID else {
                fillIn.append("\(association.host) AASA: no routes, the app ID is unknown: set teamID and buildSettings, then add its routes")
                break
            }
            let (candidates, skipped) = RouteStubs.candidates(association, domain: domain, appID: appID)
            fillIn += skipped
            let hosts = domains.filter { Self.rootDomain($0) == Self.rootDomain(domain) }
            for candidate in candidates {
                if let index = stubs.firstIndex(where: { $0.pattern.lowercased() == candidate.pattern.lowercased() }) {
                    stubs[index].hosts += hosts.filter { !stubs[index].hosts.contains($0) }
                } else {
                    stubs.append(Stub(pattern: candidate.pattern, screen: "", selectsTab: false, hosts: hosts, links: candidate.links,
                                      origin: candidate.rule))
                }
            }
        }
        // Each domain's file routes its own paths: a stub is for the domains whose file has its rule (when they differ).
        if Set(domains.map(Self.rootDomain)).count < 2 || associations.count < 2 {
            for index in stubs.indices { stubs[index].hosts = [] }
        }
        if !schemes.isEmpty, !stubs.contains(where: { $0.pattern.lowercased() == "home" }) {
            stubs.insert(Stub(pattern: "home", screen: "Home", selectsTab: true, universalLink: domains.isEmpty,
                              links: (ownSchemes.isEmpty ? schemes : ownSchemes).map { "\($0)://home" }, origin: "the custom schemes"), at: 0)
        }
        var names: Set<String> = ["Home", "Login"]
        for index in stubs.indices where !stubs[index].selectsTab {
            stubs[index].screen = Self.unique(Self.screenName(stubs[index].pattern), in: &names)
        }
        if stubs.isEmpty {
            fillIn.append("no custom scheme and no AASA rule: add routes by hand")
        }

        // An AASA names apps by app ID: without one the map cannot name the files (it would not load), so they are listed to add.
        let named = appID == nil ? [] : associations
        for (_, file, association) in associations where appID == nil {
            fillIn.append("appleAppSiteAssociation: add \"\(association.host)\": \"\(relative(file, request))\" once teamID and the bundle ID are known")
        }

        // Written with paths from app.json's folder; loaded first with absolute ones (that folder may not exist yet).
        func map(_ path: (File) -> String) -> String {
            Self.appJSON(schema: request.schema.map { path(File(url: $0, shown: $0.path)) },
                         name: Self.appName(plist: plistFile, request: request), plist: path(plistFile),
                         entitlements: entitlementsFile.map(path), teamID: teamID, settings: settings.values, deepLinkScheme: deepLinkScheme,
                         associations: named.map { ($0.association.host, path($0.file)) }, stubs: stubs)
        }
        appJSON = map { relative($0, request) }
        try verify(map(\.url.path), request: request, stubs: stubs)
        fillIn += placeholders.map { unset in
            "buildSettings.\(unset.name): \"\(ProjectBuildSettings.placeholder(for: unset.name))\" is a placeholder: \(unset.location.file) uses "
                + "'\(unset.text)' at \(unset.keyPath), and no .xcconfig, Xcode project or --build-setting sets \(unset.name); "
                + "write the value the app's build gives it (the target's build settings or its .xcconfig), or run init again "
                + "with --build-setting \(unset.name)=VALUE"
        }
        if let scheme = deepLinkScheme, let unset = placeholders.first(where: { scheme.contains(ProjectBuildSettings.placeholder(for: $0.name)) }) {
            fillIn.append("deepLinkScheme: '\(scheme)' comes from the placeholder of \(unset.name): write the scheme \(unset.name) gives, "
                          + "here and in \(AppMapDraft.featureName)")
        }
        fillIn += plist.unsetBuildSettings.map { "buildSettings.\($0.name): used by \($0.location.file) at \($0.keyPath); expands to nothing until set" }
        fillIn += (read.entitlements?.unsetBuildSettings ?? []).map { "buildSettings.\($0.name): used by \($0.location.file) at \($0.keyPath)" }
        if appID == nil, !associations.isEmpty { fillIn.append("teamID: the app's team ID (ten capitals and digits)") }
        let stubScreens = stubs.filter { !$0.selectsTab }.map(\.screen)
        if !stubScreens.isEmpty {
            fillIn.append("screens: each stub screen (\(stubScreens.joined(separator: ", "))) is a placeholder: "
                          + "name the app's own, mark what they require (login, clinicalAccess)")
        }
        if !stubs.isEmpty {
            fillIn.append("routes: each stub presents its screen; give it the app's event, action (selectTab, push, present, workflow) and requires")
            fillIn.append("tabs: one stub tab, home; list the app's tabs")
        }
    }

    /// Loads the draft as `app.json` would be, then plays each stub's links on
    /// the simulated app, logged in, keeping the first that shows its screen as
    /// the stub's scenario.
    private mutating func verify(_ json: String, request: Request, stubs: [Stub]) throws(AppFileError) {
        let shownMap = (request.shownOutFolder as NSString).appendingPathComponent("app.json")
        let document: AppMapDocument
        do {
            document = try AppMap.document(Array(json.utf8), file: shownMap, folder: request.outFolder)
        } catch {
            throw AppFileError("the drafted app map does not load, which is a bug of linkspec init:\n\(error)", at: FileLocation(file: shownMap))
        }
        var scenarios: [(title: String, link: String, screen: String)] = []
        for stub in stubs {
            let links = stub.selectsTab ? stub.links : Array(stub.links.prefix(24))
            var played = 0
            for link in links {
                var app = SimulatedApp(map: document.map)
                app.launch()
                app.logIn(as: "mock user")
                _ = app.open(link, via: .system)
                guard app.visibleScreen?.name == stub.screen else { continue }
                played += 1
                scenarios.append((stub.selectsTab ? "\(link) opens the home tab" : "\(link) shows \(stub.screen)", link, stub.screen))
                if !stub.selectsTab { break }
            }
            if played == 0 { fillIn.append("route '\(stub.pattern)': no link of it shows \(stub.screen); it has no scenario") }
        }
        // Shown with the paths as typed (the draft was loaded with absolute ones); a domain without an AASA
        // file is listed already, with the command that fetches it.
        let absolute = request.folder.standardizedFileURL.path + "/"
        for finding in AppCheck.findings(in: document) where finding.severity == .finding && finding.rule != .domainWithoutAASA {
            let text = "\(finding)".replacingOccurrences(of: absolute, with: request.shownFolder == "." ? "" : request.shownFolder + "/")
            fillIn.append("linkspec check: \(text)")
        }
        var text = """
        Feature: Deep links open the app's screens
          Written by linkspec init: a scenario for each route stub of app.json. When
          the stubs become the app's own screens and routes, make these scenarios say
          what the app does.

          Background:
            Given the app is launched
            And I'm logged in as a mock user

        """
        for scenario in scenarios {
            text += """

              Scenario: \(scenario.title)
                When I open "\(scenario.link)"
                Then the "\(scenario.screen)" screen is displayed

            """
        }
        feature = text
    }

    // MARK: reading

    private static func root(of file: File) throws(AppFileError) -> PlistNode {
        let bytes: [UInt8]
        do {
            bytes = try AppMap.fileBytes(atPath: file.url.path)
        } catch {
            throw AppFileError("cannot read: \(error.message)", at: FileLocation(file: file.shown))
        }
        return try PropertyListFile.read(bytes, shown: file.shown)
    }

    /// The Info.plist and entitlements as `app.json` reads them, with the problems of their strings
    /// (a scheme or domain that is not one); a file that cannot be read or parsed is thrown.
    private static func readAll(_ plistFile: File, _ entitlementsFile: File?, settings: BuildSettings)
        throws(AppFileError) -> (plist: InfoPlist, entitlements: Entitlements?, errors: [AppFileError])
    {
        var errors: [AppFileError] = []
        let plist = InfoPlist.read(try root(of: plistFile), file: plistFile.shown, settings: settings, errors: &errors)
        var entitlements: Entitlements?
        if let entitlementsFile {
            entitlements = Entitlements.read(try root(of: entitlementsFile), file: entitlementsFile.shown, settings: settings, errors: &errors)
        }
        return (plist, entitlements, errors)
    }

    /// `babylon.example` for `*.babylon.example`: the domain whose file serves it.
    private static func rootDomain(_ domain: String) -> String {
        domain.hasPrefix("*.") ? String(domain.dropFirst(2)) : domain
    }

    /// How much an Info.plist looks like an app's: nil for an extension's, an
    /// App Clip's or a framework's; more with URL types and an app package type.
    private static func appScore(_ root: PlistNode) -> Int? {
        guard case .dictionary = root.value, root["NSExtension"] == nil, root["NSAppClip"] == nil else { return nil }
        var type = ""
        if case .string(let text)? = root["CFBundlePackageType"]?.value { type = text }
        guard !["FMWK", "BNDL", "XPC!"].contains(type) else { return nil }
        return (root["CFBundleURLTypes"] != nil ? 2 : 0) + (type == "APPL" || type.contains("PRODUCT_BUNDLE_PACKAGE_TYPE") ? 1 : 0)
    }

    /// Whether `text` is an app ID as `--app-id` takes it, `TEAMID.BUNDLE_ID`:
    /// ten capitals and digits, a dot, a bundle ID.
    package static func isAppID(_ text: String) -> Bool {
        guard let dot = text.firstIndex(of: "."), isTeamID(String(text[..<dot])) else { return false }
        return text.index(after: dot) != text.endIndex
    }

    private static func isTeamID(_ text: String) -> Bool {
        text.count == 10 && text.allSatisfy { $0.isASCII && ($0.isUppercase || $0.isNumber) }
    }

    // MARK: writing

    /// The file's path from the folder `app.json` goes in.
    private func relative(_ file: File, _ request: Request) -> String {
        AppFilesFinder.relative(file.url.path, to: request.outFolder.standardizedFileURL.path)
    }

    /// The Info.plist's display name when it is plain text, else the project folder's name.
    private static func appName(plist: File, request: Request) -> String {
        if let root = try? root(of: plist) {
            for key in ["CFBundleDisplayName", "CFBundleName"] {
                if case .string(let text)? = root[key]?.value, !text.isEmpty, !text.contains("$") { return text }
            }
        }
        return request.folder.standardizedFileURL.lastPathComponent
    }

    /// `records` is `Records`, `health-records` `Health Records`, `records/{id}`
    /// `Records Detail`, `{id}` `Page`.
    private static func screenName(_ pattern: String) -> String {
        let path = pattern.split(separator: "?", maxSplits: 1).first ?? ""
        let segments = path.split(separator: "/")
        let words = segments.filter { !$0.hasPrefix("{") }
            .flatMap { $0.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }) }
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
        guard !words.isEmpty else { return "Page" }
        return words.joined(separator: " ") + (segments.contains { $0.hasPrefix("{") } ? " Detail" : "")
    }

    private static func unique(_ name: String, in names: inout Set<String>) -> String {
        var candidate = name
        var number = 2
        while names.contains(candidate) {
            candidate = "\(name) \(number)"
            number += 1
        }
        names.insert(candidate)
        return candidate
    }

    private static func appJSON(schema: String?, name: String, plist: String, entitlements: String?, teamID: String?,
                                settings: [String: String], deepLinkScheme: String?, associations: [(host: String, path: String)], stubs: [Stub]) -> String {
        var lines = schema.map { ["  \(jsonString("$schema")): \(jsonString($0))"] } ?? []
        lines += ["  \(jsonString("name")): \(jsonString(name))", "  \(jsonString("infoPlist")): \(jsonString(plist))"]
        if let entitlements { lines.append("  \(jsonString("entitlements")): \(jsonString(entitlements))") }
        if let teamID { lines.append("  \(jsonString("teamID")): \(jsonString(teamID))") }
        if !settings.isEmpty {
            lines.append("  \(jsonString("buildSettings")): {" + settings.keys.sorted().map { "\(jsonString($0)): \(jsonString(settings[$0]!))" }
                .joined(separator: ", ") + "}")
        }
        if let deepLinkScheme { lines.append("  \(jsonString("deepLinkScheme")): \(jsonString(deepLinkScheme))") }
        if !associations.isEmpty {
            lines.append("  \(jsonString("appleAppSiteAssociation")): {" + associations.map { "\(jsonString($0.host)): \(jsonString($0.path))" }
                .joined(separator: ", ") + "}")
        }
        lines.append("  \(jsonString("tabs")): [\n    {\(jsonString("name")): \(jsonString("home")), \(jsonString("root")): \(jsonString("Home"))}\n  ]")
        lines.append("  \(jsonString("initialTab")): \(jsonString("home"))")
        let screens = stubs.filter { !$0.selectsTab }.map { "    \(jsonString($0.screen))" }
        lines.append("  \(jsonString("screens")): [" + (screens.isEmpty ? "]" : "\n" + screens.joined(separator: ",\n") + "\n  ]"))
        let routes = stubs.map { stub in
            var fields = [("pattern", stub.pattern), ("event", "show" + stub.screen.filter { !$0.isWhitespace })]
            fields.append(stub.selectsTab ? ("selectTab", "home") : ("present", stub.screen))
            var text = "    {" + fields.map { "\(jsonString($0.0)): \(jsonString($0.1))" }.joined(separator: ", ")
            if !stub.universalLink { text += ", \(jsonString("universalLink")): false" }
            if !stub.hosts.isEmpty { text += ", \(jsonString("hosts")): [" + stub.hosts.map(jsonString).joined(separator: ", ") + "]" }
            return text + "}"
        }
        lines.append("  \(jsonString("routes")): [" + (routes.isEmpty ? "]" : "\n" + routes.joined(separator: ",\n") + "\n  ]"))
        return "{\n" + lines.joined(separator: ",\n") + "\n}\n"
    }
}

/// A JSON string, for the lines of `app.json`.
private func jsonString(_ text: String) -> String { JSONPretty.quoted(text) }
