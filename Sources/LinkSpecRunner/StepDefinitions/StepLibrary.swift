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
/// custom parameter type to its value, a data table to `PickleTable` or
/// `[[String]]`, a doc string to `PickleDocString` or `String`); a value that does
/// not convert fails the step with a message saying which and why.
public struct StepLibrary<World: AnyObject>: Sendable {
    public private(set) var steps: [StepImplementation<World>] = []
    public private(set) var hooks: [HookImplementation<World>] = []
    public private(set) var parameterTypes: [CustomParameterType] = []
    /// Steps, hooks and parameter types in the order they were defined, as a
    /// run's messages list them (`stepDefinition`, `hook`, `parameterType`).
    package private(set) var definitionOrder: [LibraryDefinition] = []

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
        define(.given, .expression(expression), StepDescription(doc: doc, file: file, filePath: filePath, line: line), body)
    }

    /// A phrase for `When` steps (and the `And`/`But` after them).
    public mutating func when<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.when, .expression(expression), StepDescription(doc: doc, file: file, filePath: filePath, line: line), body)
    }

    /// A phrase for `Then` steps (and the `And`/`But` after them).
    public mutating func then<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.then, .expression(expression), StepDescription(doc: doc, file: file, filePath: filePath, line: line), body)
    }

    /// A step for any keyword.
    public mutating func step<each Argument>(
        _ expression: String, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.any, .expression(expression), StepDescription(doc: doc, file: file, filePath: filePath, line: line), body)
    }

    /// A step written as a regular expression; each capture group is one argument.
    public mutating func step<each Argument>(
        matching regex: String, keyword: StepDefinitionKeyword = .any, doc: String? = nil,
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(keyword, .regex(regex), StepDescription(doc: doc, file: file, filePath: filePath, line: line), body)
    }

    /// Adds a definition; every public method above comes here, and so do the
    /// standard steps that say what their parameters name (`roles`).
    mutating func define<each Argument>(
        _ keyword: StepDefinitionKeyword, _ pattern: StepPattern, _ description: StepDescription,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        var expected = 0
        for _ in repeat (each Argument).self { expected += 1 }
        let count = expected
        let location = description.location
        let described = "\(pattern) (\(location))"
        definitionOrder.append(.step(steps.count))
        steps.append(StepImplementation(keyword: keyword, pattern: pattern, location: location, doc: description.doc,
                                        roles: description.roles) { world, values in
            let cursor = ArgumentCursor(values, definition: described)
            try cursor.checkCount(expected: count)
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
            location: CodeLocation(file: file, line: line), transform: { groups in try transform(groups) }))
    }

    // MARK: Hooks

    /// Runs once before the first scenario. If it fails, no scenario runs
    /// (the other before-all hooks and the after-all hooks still do).
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable () throws -> Void) {
        addHook(.beforeAll, name: name, tags: nil, file: file, line: line, .run { _ in try body() })
    }

    /// A before-all hook that attaches to the report through its `RunHookContext`.
    public mutating func beforeAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable (RunHookContext) throws -> Void) {
        addHook(.beforeAll, name: name, tags: nil, file: file, line: line, .run(body))
    }

    /// Runs once after the last scenario (in reverse order of registration).
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                  _ body: @escaping @Sendable () throws -> Void) {
        addHook(.afterAll, name: name, tags: nil, file: file, line: line, .run { _ in try body() })
    }

    /// An after-all hook that attaches to the report through its `RunHookContext`.
    public mutating func afterAll(name: String? = nil, file: String = #fileID, line: Int = #line,
                                  _ body: @escaping @Sendable (RunHookContext) throws -> Void) {
        addHook(.afterAll, name: name, tags: nil, file: file, line: line, .run(body))
    }

    /// Runs before each scenario, or each whose tags match `tags`.
    public mutating func before(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                                _ body: @escaping @Sendable (World, ScenarioInfo) throws -> Void) {
        addHook(.beforeScenario, name: name, tags: tags, file: file, line: line, .scenario(body))
    }

    /// Runs after each scenario (or each whose tags match), even a failed one,
    /// in reverse order of registration.
    public mutating func after(tags: String? = nil, name: String? = nil, file: String = #fileID, line: Int = #line,
                               _ body: @escaping @Sendable (World, ScenarioInfo) throws -> Void) {
        addHook(.afterScenario, name: name, tags: tags, file: file, line: line, .scenario(body))
    }

    /// Runs before each step of the scenarios whose tags match.
    public mutating func beforeStep(tags: String? = nil, file: String = #fileID, line: Int = #line,
                                    _ body: @escaping @Sendable (World, StepInfo) throws -> Void) {
        addHook(.beforeStep, name: nil, tags: tags, file: file, line: line, .step(body))
    }

    /// Runs after each step that ran (in reverse order of registration); a
    /// failure here fails the step.
    public mutating func afterStep(tags: String? = nil, file: String = #fileID, line: Int = #line,
                                   _ body: @escaping @Sendable (World, StepInfo) throws -> Void) {
        addHook(.afterStep, name: nil, tags: tags, file: file, line: line, .step(body))
    }

    private mutating func addHook(_ kind: HookKind, name: String?, tags: String?, file: String, line: Int,
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

extension StepLibrary {
    /// The step definitions whose Cucumber expression names a parameter type
    /// nobody defined (`{airport}`), by index in `steps`. As in Cucumber, such a
    /// definition is reported (an `undefinedParameterType` message) and left
    /// out, so the steps it would have matched are undefined; the run goes on.
    /// Found by parsing alone: an expression that does not parse is left to
    /// the compiler, which reports it as an error.
    package func undefinedParameterTypes() -> [Int: UndefinedParameterType] {
        var known = ParameterTypeRegistry.builtInNames
        known.formUnion(parameterTypes.map(\.name))
        var undefined: [Int: UndefinedParameterType] = [:]
        for (index, step) in steps.enumerated() {
            // Parsing every expression of a run costs more than its start-up
            // does; only an expression with a name in braces nobody knows is parsed.
            guard case .expression(let source) = step.pattern,
                  Self.hasUnknownBracedName(source, known: known),
                  let tree = try? CucumberExpressionParser().parse(source),
                  let name = Self.firstParameterName(in: tree, notIn: known) else { continue }
            undefined[index] = UndefinedParameterType(expression: source, name: name)
        }
        return undefined
    }

    /// Whether a text between `{` and `}` is not a known name (a superset
    /// of the unknown parameters: escapes are left to the parser). On UTF-8
    /// bytes: this runs for every definition of every run.
    private static func hasUnknownBracedName(_ source: String, known: Set<String>) -> Bool {
        let bytes = source.utf8
        var rest = bytes[...]
        while let open = rest.firstIndex(of: UInt8(ascii: "{")) {
            let start = bytes.index(after: open)
            guard let close = bytes[start...].firstIndex(of: UInt8(ascii: "}")) else { return false }
            if !known.contains(String(Substring(bytes[start..<close]))) { return true }
            rest = bytes[bytes.index(after: close)...]
        }
        return false
    }

    private static func firstParameterName(in node: CucumberExpressionNode, notIn known: Set<String>) -> String? {
        if node.kind == .parameter {
            let name = node.text
            return known.contains(name) || !Expressions.ParameterType.isValidName(name) ? nil : name
        }
        for child in node.nodes {
            if let name = firstParameterName(in: child, notIn: known) { return name }
        }
        return nil
    }
}
