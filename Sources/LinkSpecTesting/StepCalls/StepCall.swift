import CucumberMessages
import LinkSpecRunner

/// Where a step call is written: the Swift line a failure points at and the
/// reports name as the step's location.
struct CallSite: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
    /// The function the call is in: `test_some_screen_deep_link()`.
    var function: String

    /// The function's name without its arguments: a scenario's name.
    var functionName: String {
        String(function.prefix { $0 != "(" })
    }
}

/// The keyword of a step written as a Swift call, bound as in a feature
/// file: `Given` binds Given phrases, `When` When phrases, `Then` Then
/// phrases, and `And`/`But` take the keyword of the step before them.
enum StepCallKeyword: String, Sendable {
    case given = "Given", when = "When", then = "Then", and = "And", but = "But"

    /// The step's type after a step of type `previous` (nil: it is the
    /// first): its own, or for `And`/`But` the previous one's (`unknown`,
    /// which binds every phrase, when there is none).
    func type(after previous: PickleStepType?) -> PickleStepType {
        switch self {
        case .given: .context
        case .when: .action
        case .then: .outcome
        case .and, .but: previous ?? .unknown
        }
    }

    /// As the Gherkin document of a report writes it.
    var keywordType: StepKeywordType {
        switch self {
        case .given: .context
        case .when: .action
        case .then: .outcome
        case .and, .but: .conjunction
        }
    }
}

/// One step as it was called, for the reports: its text with an outline's
/// placeholders filled in.
struct CalledStep: Sendable {
    var keyword: StepCallKeyword
    var text: String
    var argument: PickleStepArgument?
    var site: CallSite
}

/// A scenario that ran from Swift calls: a test method, or one Examples row
/// of its `Outline`. What the reports need to show it as a feature file's
/// scenario would be shown, its steps at their Swift lines.
struct CalledScenario: Sendable {
    /// The test class (XCTest) or file (Swift Testing).
    var feature: String
    var name: String
    /// The Swift file as reports name it (relative to the package root).
    var uri: String
    /// Where its first step was called.
    var site: CallSite
    var steps: [CalledStep]
    /// How it ran (its pickle is made again for the reports).
    var record: TestCaseRecord
}
