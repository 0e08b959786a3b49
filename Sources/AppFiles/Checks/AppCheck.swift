import AppSimulation

/// `linkspec check`'s rule engine: cross-checks an app map with the app's own
/// files (Info.plist, entitlements, AASA files) and its routes with its screens.
/// It works on a loaded `AppMapDocument`, so anything that loads an app map (the
/// command line, an editor) can run it.
package enum AppCheck {
    /// Every finding, in file order (then line, column and rule).
    package static func findings(in document: AppMapDocument) -> [CheckFinding] {
        let rules = [schemeFindings, domainFindings, siteAssociationFindings, RouteCoverageRules.findings, gateFindings]
        return rules.flatMap { $0(document) }.sorted {
            ($0.location.file, $0.location.line, $0.location.column, $0.rule.rawValue, $0.message)
                < ($1.location.file, $1.location.line, $1.location.column, $1.rule.rawValue, $1.message)
        }
    }
}

/// `"a", "b"` for messages.
func listed(_ items: [String]) -> String {
    items.isEmpty ? "none" : items.map { "'\($0)'" }.joined(separator: ", ")
}
