/// A world that can say what a scenario exercised (the routes its links
/// reached, say). The runner asks once, after the scenario's last step and
/// hooks, and the keys travel with the scenario's record and message stream,
/// so a report can tell what no scenario exercised. The runner knows nothing
/// of what the keys mean.
package protocol CoverageReporting: AnyObject {
    /// What this scenario exercised; repeats are allowed and counted once.
    var coverageKeys: [String] { get }
}
