#if canImport(XCTest)
import LinkSpecPlatform
import LinkSpecRunner

/// XCTest-Gherkin's report of the `StepDefiner` steps no test used: when
/// the test bundle finishes, the definitions that no step call of the run
/// matched are printed, one a line (`/expression/  (File.swift:12)`), or
/// handed to `printUnusedSteps` when it is set:
///
///     UnusedStepsTracker.shared().printUnusedSteps = { steps in
///         XCTAssertEqual(steps, [], "steps nobody uses")
///     }
///
/// The definers' steps are registered when their library is made
/// (`LinkSpecSetup(definers:)`, `TestTargetDefaults`), and a step is used
/// when it runs: from a `Given`/`When`/`Then` call, a feature run
/// (`LinkSpec.run`) or another step's nested `step(...)`.
public final class UnusedStepsTracker: @unchecked Sendable {
    private struct State {
        /// Every registered step, in order: its key (where it is defined) and its name.
        var steps: [(key: String, name: String)] = []
        var used: Set<String> = []
        var printer: (@Sendable ([String]) -> Void)?
    }

    private let state = Locked(State())

    private static let instance = UnusedStepsTracker()

    /// The one tracker.
    public static func shared() -> UnusedStepsTracker {
        StepObserver.start()
        return instance
    }

    /// Called with the unused steps when the bundle finishes, instead of printing them.
    public var printUnusedSteps: (@Sendable ([String]) -> Void)? {
        get { state.withLock { $0.printer } }
        set { state.withLock { $0.printer = newValue } }
    }

    /// Adds steps to those the run is expected to use.
    public func setSteps(_ steps: [String]) {
        register(steps.map { ($0, $0) })
    }

    /// Notes that `step` (as `setSteps` named it) was used.
    public func performedStep(_ step: String) {
        performed(key: step)
    }

    /// The registered steps not used so far.
    public var unusedSteps: [String] {
        state.withLock { state in state.steps.filter { !state.used.contains($0.key) }.map(\.name) }
    }

    /// Adds steps, each by the key `performed(key:)` names it with.
    func register(_ steps: [(key: String, name: String)]) {
        state.withLock { state in
            let known = Set(state.steps.map(\.key))
            for step in steps where !known.contains(step.key) { state.steps.append(step) }
        }
    }

    func performed(key: String) {
        state.withLock { _ = $0.used.insert(key) }
    }

    /// Notes that the definition written at `location` ran.
    func performed(at location: CodeLocation) {
        performed(key: location.description)
    }

    /// The bundle ended: report what was never used.
    func bundleDidFinish() {
        let unused = unusedSteps
        guard !unused.isEmpty else { return }
        if let printer = printUnusedSteps {
            printer(unused)
        } else {
            print("Unused steps (\(unused.count)):\n" + unused.joined(separator: "\n"))
        }
    }

    /// A definition as the tracker keys it (where it is written) and names
    /// it (`/expression/  (Module/File.swift:12)`).
    static func entry(_ expression: String, at location: CodeLocation) -> (key: String, name: String) {
        (location.description, "/\(expression)/  (\(location))")
    }
}
#endif
