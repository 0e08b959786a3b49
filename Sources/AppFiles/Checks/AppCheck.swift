import AppSimulation

/// `linkspec check`'s rule engine: cross-checks an app map with the app's own
/// files (Info.plist, entitlements, AASA files; AndroidManifest.xml and
/// assetlinks.json files) and its routes with its screens.
/// It works on a loaded `AppMapDocument`, so anything that loads an app map (the
/// command line, an editor) can run it.
package enum AppCheck {
    /// Every finding and note, in file order (then line, column and rule), each once (an AASA
    /// file named for two domains has its problems found twice).
    package static func findings(in document: AppMapDocument) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        findings += SchemeRules.findings(in: document)
        findings += GateRules.findings(in: document)
        // Apple's rules judge only what the map says of an iOS app (docs/decisions/1001-platform-of-a-map.md).
        if document.map.describesIOSApp {
            findings += DomainRules.findings(in: document)
            findings += SiteAssociationRules.findings(in: document)
            findings += RouteCoverageRules.findings(in: document)
            findings += BuildSettingRules.findings(in: document)
            findings += EntryPointRules.findings(in: document)
        }
        if let android = document.map.android { findings += AndroidChecks.findings(in: android, document: document) }
        var seen: Set<CheckFinding> = []
        return findings.filter { seen.insert($0).inserted }.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.rule.rawValue, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.rule.rawValue, $1.message)
        }
    }
}

/// `"a", "b"` for messages.
func listed(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map { "'\($0)'" }.joined(separator: ", ")
}
