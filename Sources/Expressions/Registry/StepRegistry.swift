import LinkSpecPlatform

/// The step definitions of a run and the parameter types they use.
///
/// ```swift
/// var steps = StepRegistry<MyBody>()
/// try steps.define(.then, "the {string} tab is selected", at: location, body: assertTab)
/// steps.patterns.match("the \"chat\" tab is selected", kind: .outcome)  // [DefinitionMatch(id: 0, ...)]
/// ```
package struct StepRegistry<Body: Sendable>: Sendable {
    package private(set) var parameterTypes: ParameterTypeRegistry
    package private(set) var definitions: [RegisteredStep<Body>] = []
    /// The definitions' patterns, ids as in `definitions`: match with these
    /// where the bodies are not needed (see `StepPatterns`).
    package private(set) var patterns = StepPatterns()

    /// Proposes the snippets of undefined steps: made for the registry's
    /// parameter types when the first snippet is asked for, since compiling
    /// their regular expressions is a good part of a run's start-up and most
    /// runs have no undefined step.
    private var snippetGenerator: Locked<CucumberExpressionGenerator?>

    package init(parameterTypes: ParameterTypeRegistry = .init()) {
        self.parameterTypes = parameterTypes
        snippetGenerator = Locked(nil)
    }

    /// Adds a parameter type for the definitions defined after it.
    package mutating func defineParameterType(_ type: ExpressionParameterType) throws(CucumberExpressionError) {
        try parameterTypes.define(type)
        snippetGenerator = Locked(nil)
    }

    /// Defines a step with a Cucumber Expression.
    @discardableResult
    package mutating func define(
        _ keyword: StepKeyword, _ expression: String, at location: SourceLocation, body: Body
    ) throws(StepDefinitionError) -> RegisteredStep<Body> {
        do {
            return add(keyword, .cucumber(try CucumberExpression(expression, parameterTypes: parameterTypes)), location, body)
        } catch {
            throw StepDefinitionError(location: location, expression: expression, underlying: error)
        }
    }

    /// Defines a step with a regular expression, which must match the whole step text.
    @discardableResult
    package mutating func define(
        _ keyword: StepKeyword, regularExpression: String, at location: SourceLocation, body: Body
    ) throws(StepDefinitionError) -> RegisteredStep<Body> {
        do {
            return add(keyword, .regular(try RegularExpression(regularExpression, parameterTypes: parameterTypes)), location, body)
        } catch {
            throw StepDefinitionError(location: location, expression: regularExpression, underlying: error)
        }
    }

    private mutating func add(_ keyword: StepKeyword, _ expression: StepExpression, _ location: SourceLocation, _ body: Body) -> RegisteredStep<Body> {
        let id = patterns.add(keyword, expression)
        let definition = RegisteredStep(id: id, keyword: keyword, expression: expression, location: location, body: body)
        definitions.append(definition)
        return definition
    }

    /// A ready-to-paste definition for an undefined step, its expression
    /// generated the reference way (`I have 2 cukes` -> `I have {int} cukes`).
    package func snippet(for text: String, kind: StepKind, attachment: StepAttachment? = nil) -> StepSnippet {
        let parameterTypes = parameterTypes
        let generator = snippetGenerator.withLock { made in
            let generator = made ?? CucumberExpressionGenerator(parameterTypes: parameterTypes)
            made = generator
            return generator
        }
        let expressions = generator.generate(from: text)
        return StepSnippet(keyword: kind.snippetKeyword, expressions: expressions, attachment: attachment)
    }
}
