import AppSimulation
import PlatformLinkRules

/// `attribute-needs-api-level`: a manifest attribute or element newer than its
/// `minSdkVersion`, which older phones ignore. `pathSuffix` and
/// `pathAdvancedPattern` came with API level 31 (Android 12),
/// `<uri-relative-filter-group>` with 35 (Android 15). A manifest that states no
/// `minSdkVersion` (Gradle adds it when it merges) gives no finding.
enum APILevelRules {
    static func findings(in files: AndroidFiles) -> [CheckFinding] {
        guard let manifest = files.manifest, let minSdk = manifest.minSdk else { return [] }
        var findings: [CheckFinding] = []
        func needs(_ level: Int, _ what: String, at location: FileLocation, _ consequence: String) {
            guard minSdk.value < level else { return }
            findings.append(CheckFinding(.attributeNeedsAPILevel, at: location,
                "\(what) needs API level \(level) (\(androidVersion(level))), but minSdkVersion is \(minSdk.value) (\(minSdk.location)): "
                    + "phones before \(androidVersion(level)) ignore it, \(consequence)"))
        }
        for (_, filter) in manifest.intentFilters {
            for rule in filter.paths where rule.pattern.kind == .suffix || rule.pattern.kind == .advancedGlob {
                needs(31, "android:\(rule.description.prefix { $0 != " " })", at: rule.location, "and the filter takes the paths its other rules allow, or every path")
            }
            for group in filter.groups {
                needs(35, "<uri-relative-filter-group>", at: group.location,
                      group.allow ? "and the filter takes links whatever their query and fragment" : "and the filter takes the links it means to keep out")
            }
        }
        return findings
    }

    private static func androidVersion(_ level: Int) -> String {
        switch level {
        case 31: "Android 12"
        case 35: "Android 15"
        default: "API level \(level)"
        }
    }
}
