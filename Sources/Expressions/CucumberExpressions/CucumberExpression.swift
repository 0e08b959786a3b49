/// A compiled Cucumber Expression: `I have {int} cucumber(s) in my belly/stomach`.
/// Matching runs the native matcher when every parameter is a built-in one, and
/// the regular expression otherwise or when the native matcher cannot decide.
package struct CucumberExpression: Sendable {
    package let source: String
    /// The regular expression the reference would produce, e.g. `^I have ((?:-?\d+)|(?:\d+))$`.
    package let regularExpression: String
    /// The types of the parameters, in order of appearance.
    package let parameterTypes: [ExpressionParameterType]
    /// Text every matching step starts with (and ends with): a cheap filter before the regex.
    package let literalPrefix: String
    package let literalSuffix: String
    /// The longest run of plain text at the top level, which every matching step contains.
    package let requiredFragment: String
    let compiled: CompiledRegex
    /// The same expression for the native matcher; `nil` with a custom parameter type.
    let native: NativePattern?

    package init(_ source: String, parameterTypes registry: ParameterTypeRegistry = .init()) throws(CucumberExpressionError) {
        let tree = try CucumberExpressionParser().parse(source)
        var compiler = RegexCompiler(expression: source, registry: registry)
        let pattern = try compiler.compile(tree)
        self.source = source
        regularExpression = pattern
        parameterTypes = compiler.parameterTypes
        native = NativePattern(tree, parameterTypes: compiler.parameterTypes)
        // With a native form every parameter is a built-in one, so the pattern is known to compile.
        compiled = try CompiledRegex(pattern, deferring: native != nil)
        let nodes = tree.nodes
        literalPrefix = nodes.prefix(while: { $0.kind == .text }).map(\.text).joined()
        literalSuffix = nodes.allSatisfy({ $0.kind == .text })
            ? literalPrefix
            : nodes.reversed().prefix(while: { $0.kind == .text }).reversed().map(\.text).joined()
        var longest = "", run = ""
        for node in nodes {
            if node.kind == .text {
                run += node.text
                if run.utf8.count > longest.utf8.count { longest = run }
            } else {
                run = ""
            }
        }
        requiredFragment = longest
        guard compiled.groups.children.count == parameterTypes.count else {
            throw CucumberExpressionError("The expression \(source) has \(compiled.groups.children.count) capture groups but \(parameterTypes.count) parameters")
        }
    }

    /// The arguments when `text` matches, else `nil`. Values are converted
    /// when asked for (`Argument.value()`), so a bad number fails that step only.
    package func match(_ text: String) -> [Argument]? {
        if let native {
            switch native.match(text) {
            case .matched(let groups): return Argument.pairing(groups, parameterTypes)
            case .noMatch: return nil
            case .undecided: break
            }
        }
        return matchWithRegularExpression(text)
    }

    /// The engine's answer, which the native matcher must always agree with.
    func matchWithRegularExpression(_ text: String) -> [Argument]? {
        guard let whole = compiled.match(text) else { return nil }
        return zip(whole.children, parameterTypes).map { Argument(group: $0, parameterType: $1) }
    }
}
