/// A world that can say what a scenario exercised (the routes its links
/// reached, say), asked once after the scenario's last step and hooks; the
/// keys travel in the message stream, so a report can tell what no scenario
/// exercised.
package protocol CoverageReporting: AnyObject {
    /// What this scenario exercised; repeats are allowed and counted once.
    var coverageKeys: [String] { get }
}
