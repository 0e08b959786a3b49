import Foundation

/// The world of one scenario: a simulated app built from the app map, and what
/// the steps need to remember between them (the last link opened).
///
/// Steps read the app through `app`, a read-only `SimulatedAppView`, and
/// change it through the world's actions (`open(_:via:)`, `logIn(as:)`,
/// `selectTab(_:)`, `enterPassword(_:)`, ...: see `AppWorld+Actions.swift`).
/// An action the app's state does not allow (an unknown tab, no prompt to
/// answer) throws a `StepFailure` saying what the app shows.
///
/// Every action is kept in a journal. Arrange steps that change how the app
/// is built (the pending link policy) rebuild the app and replay the journal,
/// so they may come after other Given steps without losing them.
///
/// Steps attach to the report through it (`world.log(...)`, `world.attach(...)`:
/// `Attaching`), and a failed step gets the app's picture (`SnapshotReporting`,
/// `--snapshots`).
public final class AppWorld: CoverageReporting, SnapshotReporting, Attaching {
    /// The scenario's simulated app, read-only: what steps check. Change it
    /// through the world's actions.
    public private(set) var app: SimulatedAppView
    /// The app map the app was built from (the app's own, rather than a second
    /// copy). Read through the model, whose `map` is inlinable, so that a step
    /// reading `world.map.schemes` borrows the one field.
    public var map: AppMap { app.simulated.map }
    /// The text of the last link a step opened, as the app received it.
    public private(set) var lastLink: String?

    /// The phone the scenario runs on (`--platform`): iOS, or Android.
    public var platform: MobilePlatform { app.simulated.platform }

    private let routing: RoutingFunction?
    private var journal: [(inout SimulatedApp) -> Void] = []
    /// How many times the app was handed to a change or rebuilt: a snapshot
    /// drawn at the same count is the same picture (an assertion step after
    /// the step that drew it), so it is not drawn again.
    private var changes = 0
    /// Routes a step resolved links to without opening them (`the deep links
    /// route as:`), for route coverage.
    private var resolvedRoutes: [String] = []
    private var lastSnapshot: (changes: Int, snapshot: WorldSnapshot)?

    /// A fresh app built from `map`, routing links with the team's `routing`
    /// function when given (else with the map's patterns), on an iPhone or, with
    /// the map's Android files, on an Android phone.
    public convenience init(map: AppMap, routing: RoutingFunction? = nil, platform: MobilePlatform = .iOS) {
        self.init(shared: SharedAppMap(map), routing: routing, platform: platform)
    }

    /// The same, on a map a run shares with its other worlds (copied once, not per scenario).
    package init(shared map: SharedAppMap, routing: RoutingFunction?, platform: MobilePlatform) {
        self.routing = routing
        self.app = SimulatedAppView(SimulatedApp(shared: map, routing: routing, platform: platform))
        journal.reserveCapacity(16) // a scenario's steps, without regrowing the journal
    }

    /// Changes the app and remembers the change, so a rebuilt app can replay it.
    /// A change that throws leaves nothing in the journal. Every action goes
    /// through here.
    @discardableResult
    func perform<Result, Failure: Error>(
        _ change: @escaping (inout SimulatedApp) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        changes += 1
        let result = try change(&app.simulated)
        journal.append { app in _ = try? change(&app) }
        return result
    }

    /// Changes the app by an action the model may refuse; a refusal fails the
    /// running step, saying what the step tried (`select the "chat" tab`) and
    /// what the app shows.
    @discardableResult
    func perform<Result>(
        _ action: @autoclosure () -> String, _ change: @escaping (inout SimulatedApp) throws(SimulatedAppError) -> Result
    ) throws(StepFailure) -> Result {
        do throws(SimulatedAppError) {
            return try perform(change)
        } catch {
            throw failure(error, doing: action())
        }
    }

    /// Opens a link by `action` and remembers it as "the deep link" that
    /// outcome assertions talk about.
    ///
    /// An event of the team's routing function that no route has fails the
    /// running step: the link is ignored, but for a mistake in the team's code
    /// or map, and `Then the deep link is ignored` must not pass for it.
    @discardableResult
    func open(_ link: String, by action: @escaping (inout SimulatedApp) -> LinkOutcome) -> LinkFate {
        let logged = app.simulated.events.count
        let outcome = perform(action)
        lastLink = link
        for case .routingEventUnknown(let text, let event) in app.simulated.events[logged...] {
            recordFailure(Self.explain("the team's routing function turned \(text) into \(event), but no route of the app map "
                                       + "has the event '\(event.name)' (a routing event's name must be a route's \"event\")",
                                       app: app))
        }
        return LinkFate(outcome)
    }

    /// Rebuilds the app with another default pending policy (routes that set
    /// their own, like the RIBs workflow's `queue`, keep it) and replays
    /// everything the scenario did so far, so earlier links meet the new policy.
    /// The map is shared, not rebuilt: it was validated once when loaded.
    public func usePendingPolicy(_ policy: PendingPolicy) {
        guard policy != app.simulated.pendingPolicy else { return }
        var fresh = SimulatedApp(shared: app.simulated.sharedMap, routing: routing, platform: platform)
        fresh.pendingPolicy = policy
        for change in journal { change(&fresh) }
        app = SimulatedAppView(fresh)
        changes += 1
    }

    /// The routes this scenario's links reached, for route coverage: those
    /// the app routed links to, and those a routing table resolved links to.
    package var coverageKeys: [String] {
        app.simulated.events.compactMap { if case .routeResolved(_, let route, _) = $0 { return route } else { return nil } }
            + resolvedRoutes
    }

    /// A route a step checked a link resolves to without opening it: it counts as covered.
    func noteResolved(route: String) {
        resolvedRoutes.append(route)
    }

    /// The app's picture (`app.picture()`), an SVG attached to the step it followed.
    package func snapshot() -> WorldSnapshot {
        if let lastSnapshot, lastSnapshot.changes == changes { return lastSnapshot.snapshot }
        let snapshot = WorldSnapshot(data: Data(app.picture().svg.utf8), mediaType: AppPicture.mediaType, fileName: "app.svg")
        lastSnapshot = (changes, snapshot)
        return snapshot
    }
}
