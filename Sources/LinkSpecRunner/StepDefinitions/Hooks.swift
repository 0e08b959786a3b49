import CucumberMessages
import Expressions
import Gherkin

/// When a hook runs.
public enum HookKind: Hashable, Sendable {
    case beforeAll, afterAll, beforeScenario, afterScenario, beforeStep, afterStep
}

/// The scenario a hook runs for.
public struct ScenarioInfo: Sendable {
    public var pickle: Pickle
    /// The status of the scenario so far (for after hooks: its result).
    public var status: StepStatus
    public var name: String { pickle.name }
    public var uri: String { pickle.uri }
    public var tags: [String] { pickle.tags.map(\.name) }
}

/// The step a step hook runs around.
public struct StepInfo: Sendable {
    public var step: PickleStep
    /// For after-step hooks: how the step ended.
    public var status: StepStatus
}

/// Code run around the run, each scenario, or each step. Scenario hooks may be
/// limited to scenarios whose tags match a tag expression.
public struct HookImplementation<World: AnyObject>: Sendable {
    public enum Body: Sendable {
        case run(@Sendable (RunHookContext) throws -> Void)
        case scenario(@Sendable (World, ScenarioInfo) throws -> Void)
        case step(@Sendable (World, StepInfo) throws -> Void)
    }

    public var kind: HookKind
    public var name: String?
    /// The tag expression as written (nil: every scenario).
    public var tagExpressionText: String?
    /// The parsed expression, or why it does not parse (reported when the run starts).
    var tagExpression: Result<TagExpression, TagExpressionError>?
    public var location: CodeLocation
    let body: Body

    func applies(to tags: [String]) -> Bool {
        guard let tagExpression else { return true }
        guard case .success(let expression) = tagExpression else { return false }
        return expression.evaluate(tags)
    }
}
