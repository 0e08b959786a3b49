import PlatformLinkRules

/// Which app ID `linkspec init` takes from the AASA files when the project does
/// not say (docs/decisions/1204-the-app-id-init-chooses.md): of the app IDs for
/// the bundle ID (all, when the bundle ID is itself unknown), the one the most
/// files list, then the one the most rules open the app for, then the one whose
/// team lists the most apps, then the first listed. An AASA often lists old
/// teams' and development builds' IDs first.
enum AppIDChoice {
    struct Candidate: Equatable {
        var appID: String
        /// How many AASA files list it.
        var files: Int
        /// How many rules (components, or legacy paths) of the entries listing it there are.
        var rules: Int
        /// How many app IDs of its team the files list.
        var teamApps: Int
    }

    /// The candidates, best first.
    static func ranked(_ associations: [SiteAssociation], bundleID: String?, teamID: String?) -> [Candidate] {
        var order: [String] = []
        var candidates: [String: Candidate] = [:]
        var teams: [String: Set<String>] = [:]
        for association in associations {
            var listedHere: Set<String> = []
            for detail in association.details {
                let rules = detail.components?.count ?? detail.legacyPaths.count
                for located in detail.appIDs {
                    let appID = located.value
                    guard let dot = appID.firstIndex(of: ".") else { continue }
                    let team = String(appID[..<dot]), bundle = String(appID[appID.index(after: dot)...])
                    teams[team, default: []].insert(appID)
                    if let bundleID, bundle != bundleID { continue }
                    if let teamID, team != teamID { continue }
                    if candidates[appID] == nil {
                        order.append(appID)
                        candidates[appID] = Candidate(appID: appID, files: 0, rules: 0, teamApps: 0)
                    }
                    candidates[appID]!.rules += rules
                    if listedHere.insert(appID).inserted { candidates[appID]!.files += 1 }
                }
            }
        }
        let listed = order.map { appID in
            var candidate = candidates[appID]!
            candidate.teamApps = teams[String(appID.prefix { $0 != "." })]?.count ?? 0
            return candidate
        }
        // A stable sort: the first listed wins a tie.
        return listed.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.files != y.files { return x.files > y.files }
            if x.rules != y.rules { return x.rules > y.rules }
            if x.teamApps != y.teamApps { return x.teamApps > y.teamApps }
            return a.offset < b.offset
        }.map(\.element)
    }

    /// `app ID ABCDE12345.com.example.app: listed by 3 of 3 AASA files, 12 rules; also listed:
    /// ZZZZZ99999.com.example.app (1 file, 2 rules); --app-id TEAMID.BUNDLE_ID chooses another`.
    static func describe(_ ranked: [Candidate], of files: Int, setting: String?) -> String {
        guard let best = ranked.first else { return "" }
        func counts(_ candidate: Candidate) -> String {
            "\(candidate.files) file\(candidate.files == 1 ? "" : "s"), \(candidate.rules) rule\(candidate.rules == 1 ? "" : "s")"
        }
        var text = "app ID \(best.appID): listed by \(best.files) of \(files) AASA file\(files == 1 ? "" : "s"), \(best.rules) rule\(best.rules == 1 ? "" : "s")"
        if let setting { text += ", taken for \(setting) and the team ID" } else { text += ", taken for the team ID" }
        let others = ranked.dropFirst()
        if !others.isEmpty {
            let shown = others.prefix(5).map { "\($0.appID) (\(counts($0)))" }
            text += "; also listed: " + shown.joined(separator: ", ") + (others.count > 5 ? " and \(others.count - 5) more" : "")
                + "; --app-id TEAMID.BUNDLE_ID chooses another"
        }
        return text
    }
}
