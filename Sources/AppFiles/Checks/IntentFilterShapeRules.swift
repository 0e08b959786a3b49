import AppSimulation
import PlatformLinkRules

/// `intent-filter-shape`: an `autoVerify` web intent filter (one with an
/// `http` or `https` scheme) of a shape Android 12 and later never verify (not
/// `VIEW` with `DEFAULT` and `BROWSABLE`, another scheme beside http(s), no
/// host, a MIME type), each at what is wrong: its web links open in the
/// browser. The note `auto-verify-unused`: `autoVerify` on a filter with no
/// http(s) scheme (the `MAIN`/`LAUNCHER` filter, a custom scheme's), which
/// Android's verifier never considers; it is harmless
/// (docs/decisions/1002-auto-verify-without-web-links.md).
enum IntentFilterShapeRules {
    static func findings(in files: AndroidFiles) -> [CheckFinding] {
        (files.manifest?.intentFilters ?? []).filter { $0.filter.autoVerifies }.flatMap { activity, filter in
            let named = "the intent filter of \(activity.name.value) (line \(filter.location.line))"
            guard filter.takesWebSchemes else { return [unused(filter, named)] }
            return filter.verificationShapeProblems.map { problem in
                CheckFinding(.intentFilterShape, at: problem.location,
                    "the autoVerify intent filter of \(activity.name.value) (line \(filter.location.line)) is never verified: \(problem.message); "
                        + "Android 12 and later open its web links in the browser")
            }
        }
    }

    /// What `autoVerify` on a filter without web links does: nothing, said of what the filter takes.
    private static func unused(_ filter: IntentFilter, _ named: String) -> CheckFinding {
        let takes: String
        if !filter.takesBrowserLinks || filter.schemes.isEmpty {
            takes = filter.hasAction("android.intent.action.MAIN") ? "it is the app's launcher filter, which takes no links" : "it takes no web links"
        } else {
            let schemes = filter.schemes.map { "\($0.value):" }.joined(separator: ", ")
            takes = "its \(schemes) links open the app without any verification"
        }
        return CheckFinding(.autoVerifyUnused, at: filter.autoVerify?.location ?? filter.location,
            "android:autoVerify on \(named) does nothing: Android verifies only filters with VIEW, BROWSABLE and DEFAULT "
                + "and an http or https scheme, and \(takes)")
    }
}
