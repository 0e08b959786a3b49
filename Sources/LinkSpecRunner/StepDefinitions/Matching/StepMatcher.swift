import CucumberMessages
import Expressions
import Gherkin

/// One argument a step definition captured, as the `stepMatchArguments` of a
/// test step report it.
package struct MatchedArgument: Hashable, Sendable {
    package var parameterTypeName: String?
    /// The captured group with the groups nested inside it; offsets in UTF-16
    /// code units, as the reference runners count.
    package var group: MatchGroup

    package var start: Int? { group.start }
    package var value: String? { group.value }
}

/// The outcome of matching one step's text against the library.
package enum StepMatchResult: Sendable {
    /// Exactly one definition matched: its index in `StepLibrary.steps`.
    case matched(definition: Int, arguments: [MatchedArgument], values: [StepArgumentValue])
    /// Several matched: their indices, with each one's arguments.
    case ambiguous(definitions: [Int], arguments: [[MatchedArgument]])
    case undefined
}

/// A library's step definitions compiled once per run into the keyword-aware
/// `StepRegistry` of the Expressions module, which does the matching.
package struct StepMatcher<World: AnyObject>: Sendable {
    /// The compiled patterns; the body of each registry definition is its index in `StepLibrary.steps`.
    let steps: CompiledSteps

    /// The library's phrases ranked for "did you mean", made on first use.
    package var phrases: LazyPhraseRanking { steps.phrases }

    /// Compiles every parameter type and step pattern; a pattern that does not
    /// compile is an error at the definition's Swift location (reported before
    /// anything runs).
    package init(_ library: StepLibrary<World>) throws(InputErrors) {
        steps = try CompiledSteps(library)
    }

    /// Matches a step's text against the definitions its keyword type may bind:
    /// Context steps bind Given definitions, Action When, Outcome Then, and a
    /// `*` step every one; `step(...)` definitions bind them all.
    package func match(_ step: PickleStep) -> StepMatchResult {
        steps.match(step)
    }

    /// Ready-to-paste Swift definitions for an undefined step, one per
    /// expression generated the reference way (`I have 2 cukes` -> `I have
    /// {int} cukes`, then `{float}`), each with the closest phrases as a comment.
    package func snippets(for step: PickleStep) -> [String] {
        steps.snippets(for: step)
    }
}

extension MatchedArgument {
    init(_ argument: Argument) {
        self.init(parameterTypeName: argument.parameterTypeName, group: argument.group)
    }
}

extension StepDefinitionKeyword {
    var registryKeyword: StepKeyword {
        switch self {
        case .given: return .given
        case .when: return .when
        case .then: return .then
        case .any: return .any
        }
    }
}

extension PickleStep {
    /// The step's keyword type as the registry's binding rules know it.
    var kind: StepKind { type?.kind ?? .unknown }
}
