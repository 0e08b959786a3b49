import AppSimulation
import LinkSpecPlatform

/// `aasa-syntax` and `aasa-app-id-missing`: each AASA file on its own, and
/// against the app's ID.
func siteAssociationFindings(in document: AppMapDocument) -> [CheckFinding] {
    guard let files = document.files else { return [] }
    var findings: [CheckFinding] = []
    for association in files.siteAssociations {
        for problem in association.problems {
            findings.append(CheckFinding(.aasaSyntax, at: problem.location, "\(problem.path): \(problem.message)"))
        }
        guard let appID = files.appID, !association.details.contains(where: { $0.lists(appID) }) else { continue }
        let listed = association.details.flatMap(\.appIDs)
        // Nothing listed because the entries are broken: the syntax findings say so.
        if listed.isEmpty, !association.problems.isEmpty { continue }
        let origin = "team ID from app.json, bundle ID from \(files.infoPlist?.file ?? "the Info.plist")"
        guard let nearest = listed.min(by: { Spelling.distance($0.value, appID) < Spelling.distance($1.value, appID) }) else {
            findings.append(CheckFinding(.aasaAppIDMissing, at: association.applinksLocation,
                "no details entry lists the app ID \(appID) (\(origin)): its universal links never open the app"))
            continue
        }
        findings.append(CheckFinding(.aasaAppIDMissing, at: nearest.location,
            "no details entry lists the app ID \(appID) (\(origin)); the nearest is \(nearest.value): its universal links never open the app"))
    }
    return findings
}
