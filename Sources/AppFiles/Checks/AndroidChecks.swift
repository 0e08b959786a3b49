import AppSimulation
import PlatformLinkRules

/// `linkspec check`'s Android rules, which `AppCheck.findings` adds when the
/// app map names Android files: the manifest's `autoVerify` filters against the
/// assetlinks.json files and the signing certificates, the filters' shape and
/// API levels, the web links the filters and the routes share, and an
/// `applicationId` in `app.json` that the manifest's package contradicts.
package enum AndroidChecks {
    /// Every Android finding, unsorted (`AppCheck` sorts them with the others).
    package static func findings(in files: AndroidFiles, document: AppMapDocument) -> [CheckFinding] {
        AssetLinksRules.findings(in: files)
            + IntentFilterShapeRules.findings(in: files)
            + APILevelRules.findings(in: files)
            + AndroidRouteCoverageRules.findings(in: files, document: document)
            + applicationIDDisagreement(files)
    }

    /// `app-json-disagrees`: app.json's `applicationId` is not the manifest's
    /// `package`, which runs and the other rules follow.
    private static func applicationIDDisagreement(_ files: AndroidFiles) -> [CheckFinding] {
        guard let stated = files.statedApplicationId, let package = files.manifest?.package, stated.value != package.value else { return [] }
        return [CheckFinding(.appJSONDisagrees, at: stated.location,
            "app.json's applicationId is '\(stated.value)', but \(package.location.file) declares package '\(package.value)'; runs follow the manifest")]
    }
}
