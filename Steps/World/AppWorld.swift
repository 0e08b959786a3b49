import Foundation
import LinkSpecRunner
import AppSimulation

/// The world of one scenario: a simulated app built from the app map, and what
/// the steps need to remember between them (the last link opened and what
/// became of it).
///
/// Every change to the app goes through `perform`, which keeps a journal of the
/// changes. Arrange steps that change how the app is built (the pending link
/// policy) rebuild the app and replay the journal, so they may come after
/// other Given steps without losing them.
///
/// Steps attach to the report through it (`world.log(...)`, `world.attach(...)`:
/// `Attaching`), and a failed step gets the app's picture (`SnapshotReporting`,
/// `--snapshots`).
public final class AppWorld: CoverageReporting, SnapshotReporting, Attaching {
    /// The scenario's simulated app; change it through `perform` or `open`.
    public private(set) var app: SimulatedApp
    /// The app map the app was built from (the app's own, rather than a second copy).
    public var map: AppMap { app.map }
    /// The text of the last link a step opened, as the app received it.
    public private(set) var lastLink: String?
    /// What `open` returned for the last link, or the answer to its password prompt.
    /// The link's fate may change later (a pending link routes after login):
    /// `lastLinkFate` reads the event log for that.
    public private(set) var lastOutcome: LinkOutcome?

    private let routing: RoutingFunction?
    private var journal: [(inout SimulatedApp) -> Void] = []
    /// How many times the app was handed to a change or rebuilt: a snapshot
    /// drawn at the same count is the same picture (an assertion step after
    /// the step that drew it), so it is not drawn again.
    private var changes = 0
    private var lastSnapshot: (changes: Int, snapshot: WorldSnapshot)?

    /// A fresh app built from `map`, routing links with the team's `routing`
    /// function when given (else with the map's patterns).
    public init(map: AppMap, routing: RoutingFunction? = nil) {
        self.routing = routing
        self.app = SimulatedApp(map: map, routing: routing)
        journal.reserveCapacity(16) // a scenario's steps, without regrowing the journal
    }

    /// Changes the app and remembers the change, so a rebuilt app can replay it.
    /// A change that throws leaves nothing in the journal.
    @discardableResult
    public func perform<Result, Failure: Error>(
        _ change: @escaping (inout SimulatedApp) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        changes += 1
        let result = try change(&app)
        journal.append { app in _ = try? change(&app) }
        return result
    }

    /// Opens a link as the OS or the in-app router would, and remembers it as
    /// "the deep link" that outcome assertions talk about.
    @discardableResult
    public func open(_ link: String, via channel: OpeningChannel) -> LinkOutcome {
        open(link) { app in app.open(link, via: channel) }
    }

    /// Opens a link by some user action (typing it into Safari, tapping it on a
    /// web page) and remembers it as "the deep link".
    ///
    /// An event of the team's routing function that no route has fails the
    /// running step: the link is ignored, but for a mistake in the team's code
    /// or map, and `Then the deep link is ignored` must not pass for it.
    @discardableResult
    package func open(_ link: String, by action: @escaping (inout SimulatedApp) -> LinkOutcome) -> LinkOutcome {
        let logged = app.events.count
        let outcome = perform(action)
        lastLink = link
        lastOutcome = outcome
        for case .routingEventUnknown(let text, let event) in app.events[logged...] {
            recordFailure(Self.explain("the team's routing function turned \(text) into \(event), but no route of the app map "
                                       + "has the event '\(event.name)' (a routing event's name must be a route's \"event\")", app: app))
        }
        return outcome
    }

    /// Records the answer to the password prompt as the last link's outcome.
    func answeredPrompt(_ outcome: LinkOutcome) {
        lastOutcome = outcome
    }

    /// Rebuilds the app with another default pending policy (routes that set
    /// their own, like the RIBs workflow's `queue`, keep it) and replays
    /// everything the scenario did so far, so earlier links meet the new policy.
    /// The map is shared, not rebuilt: it was validated once when loaded.
    public func usePendingPolicy(_ policy: PendingPolicy) throws {
        guard policy != app.pendingPolicy else { return }
        var fresh = SimulatedApp(map: map, routing: routing)
        fresh.pendingPolicy = policy
        for change in journal { change(&fresh) }
        app = fresh
        changes += 1
    }

    /// The routes this scenario's links reached, for route coverage.
    package var coverageKeys: [String] { app.routesReached }

    /// The app's picture (`app.picture()`), an SVG attached to the step it followed.
    package func snapshot() -> WorldSnapshot {
        if let lastSnapshot, lastSnapshot.changes == changes { return lastSnapshot.snapshot }
        let snapshot = WorldSnapshot(data: Data(app.picture().svg.utf8), mediaType: AppPicture.mediaType, fileName: "app.svg")
        lastSnapshot = (changes, snapshot)
        return snapshot
    }
}
