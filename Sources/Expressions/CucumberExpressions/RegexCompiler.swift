/// Turns a Cucumber Expression's syntax tree into the regular expression the
/// reference produces (`{int} rat(s)` -> `^((?:-?\d+)|(?:\d+)) rat(?:s)?$`),
/// rejecting the constructs the language forbids with a marker at the node.
struct RegexCompiler {
    let expression: String
    let registry: ParameterTypeRegistry
    private(set) var parameterTypes: [ExpressionParameterType] = []

    init(expression: String, registry: ParameterTypeRegistry) {
        self.expression = expression
        self.registry = registry
    }

    mutating func compile(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        switch node.kind {
        case .text:
            return Self.escape(node.text)
        case .optional:
            return try compileOptional(node)
        case .alternation:
            return try compileAlternation(node)
        case .alternative:
            return try compileChildren(of: node)
        case .parameter:
            return try compileParameter(node)
        case .expression:
            return "^" + (try compileChildren(of: node)) + "$"
        }
    }

    private mutating func compileChildren(of node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        try node.nodes.map { child throws(CucumberExpressionError) in try compile(child) }.joined()
    }

    private mutating func compileOptional(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        if let parameter = node.nodes.first(where: { $0.kind == .parameter }) {
            throw located(parameter, problem: "An optional may not contain a parameter type",
                          solution: "If you did not mean to use an parameter type you can use '\\{' to escape the '{'")
        }
        if let optional = node.nodes.first(where: { $0.kind == .optional }) {
            throw located(optional, problem: "An optional may not contain an other optional",
                          solution: "If you did not mean to use an optional type you can use '\\(' to escape the '('. For more complicated expressions consider using a regular expression instead.")
        }
        guard node.nodes.contains(where: { $0.kind == .text }) else {
            throw located(node, problem: "An optional must contain some text",
                          solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
        }
        return "(?:" + (try compileChildren(of: node)) + ")?"
    }

    private mutating func compileAlternation(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        for alternative in node.nodes {
            guard !alternative.nodes.isEmpty else {
                throw located(alternative, problem: "Alternative may not be empty",
                              solution: "If you did not mean to use an alternative you can use '\\/' to escape the '/'")
            }
            guard alternative.nodes.contains(where: { $0.kind == .text }) else {
                throw located(alternative, problem: "An alternative may not exclusively contain optionals",
                              solution: "If you did not mean to use an optional you can use '\\(' to escape the '('")
            }
        }
        let alternatives = try node.nodes.map { alternative throws(CucumberExpressionError) in try compile(alternative) }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    private mutating func compileParameter(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        let name = node.text
        guard ExpressionParameterType.isValidName(name) else {
            throw .invalidParameterTypeName(expression: expression, start: node.start, end: node.end)
        }
        guard let type = registry.parameterType(named: name) else {
            throw located(node, problem: "Undefined parameter type '\(name)'",
                          solution: "Please register a ParameterType for '\(name)'")
        }
        parameterTypes.append(type)
        let expressions = type.regularExpressions
        if expressions.count == 1 { return "(" + expressions[0] + ")" }
        return "((?:" + expressions.joined(separator: ")|(?:") + "))"
    }

    private func located(_ node: CucumberExpressionNode, problem: String, solution: String) -> CucumberExpressionError {
        .located(expression, start: node.start, end: node.end, problem: problem, solution: solution)
    }

    /// Backslash before every character with a meaning in regular expressions.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if #"\^[({$.|?*+})]"#.unicodeScalars.contains(scalar) { escaped.unicodeScalars.append("\\") }
            escaped.unicodeScalars.append(scalar)
        }
        return escaped
    }
}
