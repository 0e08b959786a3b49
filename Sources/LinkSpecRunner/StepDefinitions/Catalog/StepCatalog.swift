import CucumberMessages
import Expressions

/// Every phrase a library knows, for tools that list and check them without
/// running anything: `linkspec steps` and the language server.
package struct StepCatalog: Sendable {
    package struct Phrase: Hashable, Sendable {
        package var keyword: StepDefinitionKeyword
        package var pattern: StepPattern
        /// The names of its parameter types, in order (`string`, `int`; a
        /// regular expression's groups have their own).
        package var parameterTypes: [String]
        package var location: CodeLocation
        package var doc: String?
        /// What each parameter stands for, by position (see `ParameterRole`).
        package var roles: [ParameterRole?]

        /// `Given the {string} tab is selected`; a regular expression between
        /// slashes with its parameter types.
        package var heading: String {
            let keyword = keyword == .any ? "*" : keyword.rawValue
            switch pattern {
            case .expression(let source):
                return "\(keyword) \(source)"
            case .regex(let source):
                let types = parameterTypes.map { $0.isEmpty ? "anonymous" : $0 }
                return "\(keyword) /\(source)/" + (types.isEmpty ? "" : " (\(types.joined(separator: ", ")))")
            }
        }

        package func role(ofParameter index: Int) -> ParameterRole? {
            roles.indices.contains(index) ? roles[index] : nil
        }
    }

    /// A phrase that binds a step text, with what it captured.
    package struct Binding: Sendable {
        /// Its index in `phrases`.
        package var phrase: Int
        /// One per parameter: the captured text and where it starts in the
        /// step text (UTF-16 code units, as LSP and Cucumber Messages count).
        package var arguments: [MatchedArgument]
    }

    /// In the library's order.
    package let phrases: [Phrase]
    /// The phrases closest to a text none binds, for "did you mean".
    package let ranking: PhraseRanking
    private let steps: CompiledSteps

    /// Compiles the library's patterns; one that does not compile is an error
    /// at its Swift location, as for a run.
    package init<World>(_ library: StepLibrary<World>) throws(InputErrors) {
        let compiled = try CompiledSteps(library)
        var typeNames = Array(repeating: [String](), count: library.steps.count)
        for definition in compiled.registry.definitions {
            typeNames[definition.body] = definition.expression.parameterTypes.map(\.name)
        }
        phrases = library.steps.enumerated().map { index, step in
            Phrase(keyword: step.keyword, pattern: step.pattern, parameterTypes: typeNames[index],
                   location: step.location, doc: step.doc, roles: step.roles)
        }
        ranking = PhraseRanking(library)
        steps = compiled
    }

    /// The phrases that bind a step of `kind` with this text: none (undefined),
    /// one, or several (ambiguous). `.unknown` asks every phrase, whatever its
    /// keyword. Texts seen before are answered from the run's match cache.
    package func bindings(of text: String, kind: StepKind) -> [Binding] {
        steps.bindings(of: text, kind: kind).map { Binding(phrase: $0.definition, arguments: $0.arguments) }
    }
}

extension PickleStepType {
    /// The step's keyword type as the binding rules know it.
    package var kind: StepKind {
        switch self {
        case .context: return .context
        case .action: return .action
        case .outcome: return .outcome
        case .unknown: return .unknown
        }
    }
}

extension StepDefinitionKeyword {
    /// Whether a phrase defined with this keyword binds a step of `kind`.
    package func binds(_ kind: StepKind) -> Bool {
        registryKeyword.binds(kind)
    }
}
