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
        var pattern = ""
        for child in node.nodes { pattern += try compile(child) }
        return pattern
    }

    private mutating func compileOptional(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        if let parameter = node.nodes.first(where: { $0.kind == .parameter }) {
            throw .parameterIsNotAllowedInOptional(expression: expression, node: parameter)
        }
        if let optional = node.nodes.first(where: { $0.kind == .optional }) {
            throw .optionalIsNotAllowedInOptional(expression: expression, node: optional)
        }
        guard node.nodes.contains(where: { $0.kind == .text }) else {
            throw .optionalMayNotBeEmpty(expression: expression, node: node)
        }
        return "(?:" + (try compileChildren(of: node)) + ")?"
    }

    private mutating func compileAlternation(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        for alternative in node.nodes {
            guard !alternative.nodes.isEmpty else {
                throw .alternativeMayNotBeEmpty(expression: expression, node: alternative)
            }
            guard alternative.nodes.contains(where: { $0.kind == .text }) else {
                throw .alternativeMayNotExclusivelyContainOptionals(expression: expression, node: alternative)
            }
        }
        var alternatives: [String] = []
        for alternative in node.nodes { alternatives.append(try compile(alternative)) }
        return "(?:" + alternatives.joined(separator: "|") + ")"
    }

    private mutating func compileParameter(_ node: CucumberExpressionNode) throws(CucumberExpressionError) -> String {
        let name = node.text
        guard ExpressionParameterType.isValidName(name) else {
            throw .invalidParameterTypeName(expression: expression, start: node.start, end: node.end)
        }
        guard let type = registry.parameterType(named: name) else {
            throw .undefinedParameterType(expression: expression, node: node, name: name)
        }
        parameterTypes.append(type)
        let expressions = type.regularExpressions
        if expressions.count == 1 { return "(" + expressions[0] + ")" }
        return "((?:" + expressions.joined(separator: ")|(?:") + "))"
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
