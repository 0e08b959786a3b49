import CucumberMessages
import Expressions
import Gherkin
import LinkSpecPlatform
import LinkSpecReports

/// A library's step patterns compiled for matching, without the `World` type:
/// the plan of every scenario looks each step up here, and non-generic code
/// runs specialised where `StepMatcher<World>`'s would look up generic metadata
/// for every step.
struct CompiledSteps: Sendable {
    /// Compiled once; kept for snippets of undefined steps.
    let registry: StepRegistry<Int>
    /// The registry's patterns, which do the matching.
    let patterns: StepPatterns
    /// For each registry definition id, its index in `StepLibrary.steps`.
    let libraryIndices: [Int]
    /// Shared by every copy (and so by every worker thread).
    let cache = StepMatchCache()
    /// The phrases closest to an undefined step, for its snippets' comment:
    /// ranked on first use, since most runs have no undefined step.
    package let phrases: LazyPhraseRanking

    /// Compiles every parameter type and step pattern of the library; a
    /// pattern that does not compile is an error at the definition's Swift
    /// location. A pattern naming a parameter type nobody defined is left out
    /// (`StepLibrary.undefinedParameterTypes`).
    init<World>(_ library: StepLibrary<World>) throws(InputErrors) {
        var registry = StepRegistry<Int>()
        var errors: [InputError] = []
        for type in library.parameterTypes {
            do {
                try registry.defineParameterType(ExpressionParameterType(
                    type.name, regularExpressions: type.regularExpressions, useForSnippets: type.useForSnippets,
                    preferForRegularExpressionMatch: type.preferForRegularExpressionMatch,
                    transformGroups: type.transform))
            } catch {
                errors.append(InputError(path: type.location.file, line: type.location.line, column: 1,
                                         message: "parameter type {\(type.name)}: \(error.message)"))
            }
        }
        // A definition naming an unknown parameter type is reported in the
        // message stream and matches nothing, as in Cucumber: not an error.
        let undefined = library.undefinedParameterTypes()
        for (index, step) in library.steps.enumerated() where undefined[index] == nil {
            let location = SourceLocation(file: step.location.file, line: step.location.line)
            do {
                switch step.pattern {
                case .expression(let source):
                    try registry.define(step.keyword.registryKeyword, source, at: location, body: index)
                case .regex(let source):
                    try registry.define(step.keyword.registryKeyword, regularExpression: source, at: location, body: index)
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
    /// index in `StepLibrary.steps` with the arguments it captured; not cached,
    /// for tools that look a text up once.
    func bindings(of text: String, kind: StepKind) -> [(definition: Int, arguments: [Argument])] {
        patterns.match(text, kind: kind).map { (libraryIndices[$0.id], $0.arguments) }
    }

    func match(_ step: PickleStep) -> StepMatchResult {
        let kind = step.kind
        let lookup = cache.match(step.text, kind: kind) { StepLookup(patterns.match(step.text, kind: kind)) }
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
