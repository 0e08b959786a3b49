/// How much to fuzz and from which seed; the same seed and count give the same
/// links, the same order and the same report.
package struct FuzzConfiguration: Sendable, Hashable {
    package static let defaultCount = 10_000

    package var seed: UInt64
    /// How many links; each is tried in every situation.
    package var count: Int
    /// The most candidates the shrinker tries for one violation.
    package var shrinkBudget: Int
    /// The most log entries one link may produce before it counts as a loop.
    package var eventBudget: Int
    /// The command that repeats the run, as the report prints it: `linkspec`,
    /// or a team's own executable.
    package var command: String

    package init(seed: UInt64, count: Int = FuzzConfiguration.defaultCount, shrinkBudget: Int = 4000, eventBudget: Int = 512,
                 command: String = "linkspec") {
        self.seed = seed
        self.command = command
        self.count = count
        self.shrinkBudget = shrinkBudget
        self.eventBudget = eventBudget
    }
}

/// Told which link is being tried, before it is: the command line's crash report and
/// hang watchdog name the link that broke the router.
package protocol FuzzObserver: AnyObject {
    /// `linkNumber` counts the run's links from 1; 0 while shrinking a violation.
    func willTry(_ link: String, linkNumber: Int)
}
