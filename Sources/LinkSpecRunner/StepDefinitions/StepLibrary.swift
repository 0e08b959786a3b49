import CucumberMessages
import Expressions

/// The step definitions, hooks and parameter types of a run, written in Swift:
///
///     var library = StepLibrary<AppWorld>()
///     library.when("I open {string} from inside the app") { (world, url: String) in
///         world.app.open(url, via: .inApp)
///     }
///
/// Each scenario gets a fresh `World` (a class, so bodies can change it), made
/// by the run's world factory. Parameters after the world receive the step's
/// values in order, converted to their declared types (`{int}` to `Int`, a
/// custom parameter type to its value, a data table to `DataTable` or
/// `[[String]]`, a doc string to `DocString` or `String`); a value that does
/// not convert fails the step with a message saying which and why.
public struct StepLibrary<World: AnyObject>: Sendable {
    package private(set) var steps: [StepImplementation<World>] = []
    package private(set) var hooks: [HookImplementation<World>] = []
    package internal(set) var parameterTypes: [CustomParameterType] = []
    /// Steps, hooks and parameter types in the order they were defined, as a
    /// run's messages list them (`stepDefinition`, `hook`, `parameterType`).
    package private(set) var definitionOrder: [LibraryDefinition] = []

    /// An empty library.
    public init() {}

    /// The definitions of both libraries (this one's first): the standard steps
    /// and a team's own, say.
    package func merged(with other: StepLibrary<World>) -> StepLibrary<World> {
        var merged = self
        merged.steps += other.steps
        merged.hooks += other.hooks
        merged.parameterTypes += other.parameterTypes
        merged.definitionOrder += other.definitionOrder.map { definition in
            switch definition {
            case .step(let index): .step(steps.count + index)
            case .hook(let index): .hook(hooks.count + index)
            case .parameterType(let index): .parameterType(parameterTypes.count + index)
            }
        }
        return merged
    }

    // MARK: Steps

    /// A phrase for `Given` steps (and the `And`/`But` after them). `doc` is
    /// its one line in `linkspec steps` and in the editor's hover.
    public mutating func given<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.given, .expression(expression), doc: doc, file: file, filePath: filePath, line: line, body)
    }

    /// A phrase for `When` steps (and the `And`/`But` after them).
    public mutating func when<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.when, .expression(expression), doc: doc, file: file, filePath: filePath, line: line, body)
    }

    /// A phrase for `Then` steps (and the `And`/`But` after them).
    public mutating func then<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.then, .expression(expression), doc: doc, file: file, filePath: filePath, line: line, body)
    }

    /// A step for any keyword.
    public mutating func step<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.any, .expression(expression), doc: doc, file: file, filePath: filePath, line: line, body)
    }

    /// A step written as a regular expression; each capture group is one argument.
    public mutating func step<each Argument>(
        matching regex: String, keyword: StepDefinitionKeyword = .any, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(keyword, .regex(regex), doc: doc, file: file, filePath: filePath, line: line, body)
    }

    /// A step matched by the regular expression `regex` and shown as
    /// `written` (in messages, reports, `linkspec steps`, "did you mean"):
    /// a pattern rewritten before matching (a `StepDefiner`'s expression
    /// under its matching rule) is shown as its author wrote it.
    package mutating func step<each Argument>(
        matching regex: String, shownAs written: String,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.any, .regex(written), doc: nil, matchedRegex: regex, file: file, filePath: filePath, line: line, body)
    }

    /// A step written as a regular expression whose body takes every
    /// capture group's text, however many there are (nil: a group that took
    /// no part), and nothing else: a data table or doc string fails the step.
    /// `written`: the pattern shown, when `regex` rewrites it (as above).
    package mutating func step(matching regex: String, shownAs written: String? = nil, doc: String? = nil, file: String = #fileID,
                               filePath: String = #filePath, line: Int = #line,
                               everyCapture body: @escaping @Sendable (World, [String?]) throws -> Void) {
        let location = CodeLocation(file: file, filePath: filePath, line: line)
        let shown = StepPattern.regex(written ?? regex)
        definitionOrder.append(.step(steps.count))
        steps.append(StepImplementation(keyword: .any, pattern: shown, matchedRegex: written == nil ? nil : regex, location: location,
                                        doc: doc) { world, values in
            try body(world, try values.map { value in
                guard case .captured(let text, _, _) = value else {
                    throw StepArgumentError(description: "the step definition \(shown) (\(location)) takes capture groups only, "
                                                + "but the step has \(value.describedForErrors)")
                }
                return text
            })
        })
    }

    /// Adds a definition; every method above comes here, and so do those with `roles`.
    mutating func define<each Argument>(
        _ keyword: StepDefinitionKeyword, _ pattern: StepPattern, doc: String?, roles: [ParameterRole?] = [], matchedRegex: String? = nil,
        file: String, filePath: String, line: Int, _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        var expected = 0
        for _ in repeat (each Argument).self { expected += 1 }
        let count = expected
        let location = CodeLocation(file: file, filePath: filePath, line: line)
        let described = "\(pattern) (\(location))"
        definitionOrder.append(.step(steps.count))
        steps.append(StepImplementation(keyword: keyword, pattern: pattern, matchedRegex: matchedRegex, location: location, doc: doc,
                                        roles: roles) { world, values in
            let cursor = try ArgumentCursor(values, definition: described, expected: count)
            try body(world, repeat try cursor.take((each Argument).self))
        })
    }

    // MARK: Parameter types

    /// `{name}` in expressions: text matching `regex`, turned into a value by
    /// `transform` (which gets the capture groups, or the whole match when
    /// there are none). Throwing from `transform` fails the step.
    public mutating func parameterType<Value: Sendable>(
        _ name: String, regex: String, useForSnippets: Bool = true,
        preferForRegularExpressionMatch: Bool = false,
        file: String = #fileID, line: Int = #line,
        transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        parameterType(name, regexes: [regex], useForSnippets: useForSnippets,
                      preferForRegularExpressionMatch: preferForRegularExpressionMatch,
                      file: file, line: line, transform: transform)
    }

    /// `{name}` in expressions, for text matching any of `regexes` (tried in order).
    public mutating func parameterType<Value: Sendable>(
        _ name: String, regexes: [String], useForSnippets: Bool = true,
        preferForRegularExpressionMatch: Bool = false,
        file: String = #fileID, line: Int = #line,
        transform: @escaping @Sendable ([String?]) throws -> Value
    ) {
        definitionOrder.append(.parameterType(parameterTypes.count))
        parameterTypes.append(CustomParameterType(
            name: name, regularExpressions: regexes, useForSnippets: useForSnippets,
            preferForRegularExpressionMatch: preferForRegularExpressionMatch,
            location: CodeLocation(file: file, line: line), typeName: String(describing: Value.self),
            transform: { groups in try transform(groups) }))
    }

    /// Adds a hook (`StepLibrary+Hooks.swift`).
    mutating func addHook(_ kind: HookKind, name: String?, tags: String?, file: String, line: Int,
                          _ body: HookImplementation<World>.Body) {
        let parsed: Result<TagExpression, TagExpressionError>? = tags.map { text in
            Result { () throws(TagExpressionError) in try TagExpression(text) }
        }
        definitionOrder.append(.hook(hooks.count))
        hooks.append(HookImplementation(kind: kind, name: name, tagExpressionText: tags, tagExpression: parsed,
                                        location: CodeLocation(file: file, line: line), body: body))
    }
}

/// One definition of a `StepLibrary`, by its index among its kind.
package enum LibraryDefinition: Hashable, Sendable {
    case step(Int)
    case hook(Int)
    case parameterType(Int)
}
