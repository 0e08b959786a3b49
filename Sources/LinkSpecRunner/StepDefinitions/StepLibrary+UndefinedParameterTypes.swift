import CucumberMessages
import Expressions

extension StepLibrary {
    /// The step definitions whose Cucumber expression names a parameter type
    /// nobody defined (`{airport}`), by index in `steps`. As in Cucumber, such
    /// a definition is reported (`undefinedParameterType`) and left out; the
    /// run goes on. An expression that does not parse is left to the compiler.
    package func undefinedParameterTypes() -> [Int: UndefinedParameterType] {
        var known = ParameterTypeRegistry.builtInNames
        known.formUnion(parameterTypes.map(\.name))
        var undefined: [Int: UndefinedParameterType] = [:]
        for (index, step) in steps.enumerated() {
            // Only an expression with an unknown name in braces is parsed:
            // parsing them all costs more than the rest of a run's start-up.
            guard case .expression(let source) = step.pattern,
                  Self.hasUnknownBracedName(source, known: known),
                  let tree = try? CucumberExpressionParser().parse(source),
                  let name = Self.firstParameterName(in: tree, notIn: known) else { continue }
            undefined[index] = UndefinedParameterType(expression: source, name: name)
        }
        return undefined
    }

    /// Whether a text between `{` and `}` is an unknown name (escapes: the parser's job).
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
            return known.contains(name) || !ExpressionParameterType.isValidName(name) ? nil : name
        }
        return node.nodes.lazy.compactMap { firstParameterName(in: $0, notIn: known) }.first
    }
}
