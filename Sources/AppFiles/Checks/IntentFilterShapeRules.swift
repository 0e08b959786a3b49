import AppSimulation
import PlatformLinkRules

/// `intent-filter-shape`: an `autoVerify` intent filter of a shape Android 12
/// and later never verify (not `VIEW` with `DEFAULT` and `BROWSABLE`, a scheme
/// other than http or https, no host, a MIME type), each at what is wrong.
enum IntentFilterShapeRules {
    static func findings(in files: AndroidFiles) -> [CheckFinding] {
        (files.manifest?.intentFilters ?? []).filter { $0.filter.autoVerifies }.flatMap { activity, filter in
            filter.verificationShapeProblems.map { problem in
                CheckFinding(.intentFilterShape, at: problem.location,
                    "the autoVerify intent filter of \(activity.name.value) (line \(filter.location.line)) is never verified: \(problem.message); "
                        + "the links of its hosts open in the browser")
            }
        }
    }
}
