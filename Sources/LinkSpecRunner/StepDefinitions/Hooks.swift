import CucumberMessages
import Expressions

package enum HookKind: Hashable, Sendable {
    case beforeAll, afterAll, beforeScenario, afterScenario, beforeStep, afterStep
}

/// The scenario a scenario hook (`before`, `after`) runs for and, for an
/// after hook, how it ended.
public struct ScenarioInfo: Sendable {
    package var pickle: Pickle
    /// The status of the scenario so far (for after hooks: its result).
    public var status: StepStatus
    /// The scenario's name (placeholders filled in for an Examples row).
    public var name: String { pickle.name }
    /// The feature file as reports name it.
    public var uri: String { pickle.uri }
    /// The scenario's line, or the Examples row's.
    public var line: Int { pickle.location?.line ?? 0 }
    /// Its tags with their `@`: the feature's, the rule's, its own and its Examples'.
    public var tags: [String] { pickle.tags.map(\.name) }

    package init(pickle: Pickle, status: StepStatus) {
        self.pickle = pickle
        self.status = status
    }
}

/// The step a step hook (`beforeStep`, `afterStep`) runs around.
public struct StepInfo: Sendable {
    package var step: PickleStep
    /// For after-step hooks: how the step ended.
    public var status: StepStatus
    /// The step's text as run (an outline's placeholders filled in), without its keyword.
    public var text: String { step.text }

    package init(step: PickleStep, status: StepStatus) {
        self.step = step
        self.status = status
    }
}

/// Code run around the run, each scenario, or each step. Scenario hooks may be
/// limited to scenarios whose tags match a tag expression.
package struct HookImplementation<World: AnyObject>: Sendable {
    package enum Body: Sendable {
        case run(@Sendable (RunHookContext) throws -> Void)
        case scenario(@Sendable (World, ScenarioInfo) throws -> Void)
        case step(@Sendable (World, StepInfo) throws -> Void)
    }

    package var kind: HookKind
    package var name: String?
    /// The tag expression as written (nil: every scenario).
    package var tagExpressionText: String?
    /// The parsed expression, or why it does not parse (reported when the run starts).
    var tagExpression: Result<TagExpression, TagExpressionError>?
    package var location: CodeLocation
    let body: Body

    func applies(to tags: [String]) -> Bool {
        guard let tagExpression else { return true }
        guard case .success(let expression) = tagExpression else { return false }
        return expression.evaluate(tags)
    }
}
