import AppSimulation

/// The note `build-setting-unset`: a build setting the Info.plist or the
/// entitlements use that `app.json`'s `buildSettings` does not set. It expands to
/// nothing, as Xcode expands it, which is right when the project leaves it unset
/// too (an optional suffix) and wrong when `buildSettings` forgot it.
enum BuildSettingRules {
    static func findings(in document: AppMapDocument) -> [CheckFinding] {
        (document.files?.unsetBuildSettings ?? []).map { unset in
            CheckFinding(.buildSettingUnset, at: unset.location,
                "\(unset.keyPath): the build setting \(unset.name) in '\(unset.text)' is not set in app.json's buildSettings, so it expands to nothing, as Xcode expands an unset setting")
        }
    }
}
