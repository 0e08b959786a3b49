import CucumberMessages
import Expressions
import LinkSpecReports

/// A library's step patterns compiled once for matching. Not generic over the
/// world: the plan of every scenario looks each step up here, and generic code
/// would look up its metadata for every step.
struct CompiledSteps: Sendable {
    /// Kept for snippets of undefined steps; the body of each definition is
    /// its index in `StepLibrary.steps`.
    let registry: StepRegistry<Int>
    let patterns: StepPatterns
    /// For each registry definition id, its index in `StepLibrary.steps`.
    let libraryIndices: [Int]
    /// Shared by every copy, so by every worker thread.
    let cache = StepMatchCache()
    /// Ranked on first use, since most runs have no undefined step.
    let phrases: LazyPhraseRanking

    /// Compiles every parameter type and step pattern of the library; a
    /// pattern that does not compile is an error at the definition's Swift
    /// location. A pattern naming a parameter type nobody defined matches
    /// nothing and is reported in the message stream, as in Cucumber
    /// (`StepLibrary.undefinedParameterTypes`).
    init<World>(_ library: StepLibrary<World>) throws(InputErrors) {
        var registry = StepRegistry<Int>()
        var errors: [InputError] = []
        for type in library.parameterTypes {
            do {
                try registry.defineParameterType(ExpressionParameterType(
                    type.name, regularExpressions: type.regularExpressions, useForSnippets: type.useForSnippets,
                    preferForRegularExpressionMatch: type.preferForRegularExpressionMatch,
                    typeName: type.typeName, transformGroups: type.transform))
            } catch {
                errors.append(InputError(path: type.location.file, line: type.location.line, column: 1,
                                         message: "parameter type {\(type.name)}: \(error.message)"))
            }
        }
        let undefined = library.undefinedParameterTypes()
        for (index, step) in library.steps.enumerated() where undefined[index] == nil {
            let location = SourceLocation(file: step.location.file, line: step.location.line)
            do {
                switch step.pattern {
                case .expression(let source):
                    try registry.define(step.keyword.registryKeyword, source, at: location, body: index)
                case .regex(let source):
                    try registry.define(step.keyword.registryKeyword, regularExpression: step.matchedRegex ?? source, at: location,
                                        body: index)
                }
            } catch {
                errors.append(InputError(path: step.location.file, line: step.location.line, column: 1,
                                         message: "step definition \(step.pattern): \(error.underlying.message)"))
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        self.registry = registry
        phrases = LazyPhraseRanking { PhraseRanking(library) }
        patterns = registry.patterns
        libraryIndices = registry.definitions.map(\.body)
    }

    /// The definitions that bind a step of `kind` with this text, each as its
    /// index in `StepLibrary.steps` with the arguments it captured.
    func bindings(of text: String, kind: StepKind) -> [(definition: Int, arguments: [MatchedArgument])] {
        let lookup = lookUp(text, kind: kind)
        return zip(lookup.found, lookup.reported).map { (libraryIndices[$0.id], $1) }
    }

    private func lookUp(_ text: String, kind: StepKind) -> StepLookup {
        cache.match(text, kind: kind) { StepLookup(patterns.match(text, kind: kind)) }
    }

    /// The definitions a step's keyword type may bind (Context steps bind
    /// Given definitions, Action When, Outcome Then, a `*` step every one;
    /// `step(...)` definitions bind them all) that match its text.
    func match(_ step: PickleStep) -> StepMatchResult {
        let lookup = lookUp(step.text, kind: step.kind)
        let found = lookup.found
        switch found.count {
        case 0:
            return .undefined
        case 1:
            let arguments = found[0].arguments
            var values: [StepArgumentValue] = []
            values.reserveCapacity(arguments.count + 1)
            for argument in arguments { values.append(Self.value(of: argument)) }
            if let argument = step.argument {
                if let table = argument.dataTable { values.append(.dataTable(table)) }
                if let docString = argument.docString { values.append(.docString(docString)) }
            }
            return .matched(definition: libraryIndices[found[0].id], arguments: lookup.reported[0], values: values)
        default:
            return .ambiguous(definitions: found.map { libraryIndices[$0.id] }, arguments: lookup.reported)
        }
    }

    /// Ready-to-paste Swift definitions for an undefined step, one per
    /// expression the generator proposes (`a list of 8 things`: `{int}`, then
    /// `{float}`), each ending with the closest known phrases as a comment
    /// (`SnippetCode`).
    func snippets(for step: PickleStep) -> [String] {
        let attachment: StepAttachment? = step.argument?.dataTable != nil ? .dataTable
            : step.argument?.docString != nil ? .docString : nil
        let closest = phrases.value.closest(to: step.text, kind: step.kind)
        return registry.snippet(for: step.text, kind: step.kind, attachment: attachment).separated().map { snippet in
            SnippetCode.code(snippet.text(), didYouMean: closest.map(\.hint))
        }
    }

    private static func value(of argument: Argument) -> StepArgumentValue {
        let text = argument.group.value
        do {
            return .captured(text: text, parameterType: argument.parameterTypeName, transformed: try argument.value())
        } catch {
            return .transformFailed(text: text ?? "", parameterType: argument.parameterType.name,
                                    message: error.reason)
        }
    }
}

/// One argument a step definition captured, as the `stepMatchArguments` of a
/// test step report it.
package struct MatchedArgument: Hashable, Sendable {
    package var parameterTypeName: String?
    /// The captured group with the groups nested inside it; offsets in UTF-16
    /// code units, as the reference runners count.
    package var group: MatchGroup

    package var start: Int? { group.start }
    package var value: String? { group.value }

    init(_ argument: Argument) {
        parameterTypeName = argument.parameterTypeName
        group = argument.group
    }
}

enum StepMatchResult: Sendable {
    /// Exactly one definition matched: its index in `StepLibrary.steps`.
    case matched(definition: Int, arguments: [MatchedArgument], values: [StepArgumentValue])
    /// Several matched: their indices, with each one's arguments.
    case ambiguous(definitions: [Int], arguments: [[MatchedArgument]])
    case undefined
}

extension StepDefinitionKeyword {
    var registryKeyword: StepKeyword {
        switch self {
        case .given: .given
        case .when: .when
        case .then: .then
        case .any: .any
        }
    }
}

extension PickleStep {
    /// The step's keyword type as the registry's binding rules know it.
    var kind: StepKind { type?.kind ?? .unknown }
}
