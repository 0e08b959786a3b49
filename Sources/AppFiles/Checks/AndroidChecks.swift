import AppSimulation

/// `linkspec check`'s Android rules, for `AppCheck.findings` to add once the
/// app map carries its Android files: the manifest's `autoVerify` filters
/// against the assetlinks.json files and the signing certificates, the filters'
/// shape and API levels, and the web links the filters and the routes share.
package enum AndroidChecks {
    /// Every Android finding, unsorted (`AppCheck` sorts them with the others).
    package static func findings(in files: AndroidFiles, document: AppMapDocument) -> [CheckFinding] {
        AssetLinksRules.findings(in: files)
            + IntentFilterShapeRules.findings(in: files)
            + APILevelRules.findings(in: files)
            + AndroidRouteCoverageRules.findings(in: files, document: document)
    }
}
