/// A Cucumber Expression in the form the native matcher runs: literal text,
/// optional text, alternations and parameters, for expressions whose every
/// parameter has a built-in shape. It must agree with the regular expression on
/// every text (`NativeMatchingTests` checks it against the engine).
struct NativePattern: Sendable {
    enum Element: Sendable {
        /// Text that must follow, byte for byte.
        case literal([UInt8])
        /// `(text)`: tried present first, as the engine's greedy `(?:text)?`.
        case optional([UInt8])
        /// `a/b(c)`: alternatives of literals and optionals, tried in order.
        case alternation([[Element]])
        /// The parameter numbered `slot` (0, 1, ...) in order of appearance.
        case parameter(ParameterShape, slot: Int)
    }

    let elements: [Element]
    let shapes: [ParameterShape]

    /// `tree` is the expression's syntax tree after `RegexCompiler` accepted it,
    /// so optionals hold text only and alternatives text and optionals only.
    init?(_ tree: CucumberExpressionNode, parameterTypes: [ExpressionParameterType]) {
        let shapes = parameterTypes.compactMap { ParameterShape(regularExpressions: $0.regularExpressions) }
        guard shapes.count == parameterTypes.count else { return nil }
        var slot = 0
        var elements: [Element] = []
        for node in tree.nodes {
            switch node.kind {
            case .parameter:
                guard slot < shapes.count else { return nil }
                elements.append(.parameter(shapes[slot], slot: slot))
                slot += 1
            case .alternation:
                let alternatives = node.nodes.compactMap { Self.textElements($0.nodes) }
                guard alternatives.count == node.nodes.count else { return nil }
                elements.append(.alternation(alternatives))
            case .text, .optional:
                guard let parts = Self.textElements([node]) else { return nil }
                Self.append(parts, to: &elements)
            case .alternative, .expression:
                return nil
            }
        }
        guard slot == shapes.count else { return nil }
        self.elements = elements
        self.shapes = shapes
    }

    /// Literals and optionals; `nil` for anything else (which the compiler rejects).
    private static func textElements(_ nodes: [CucumberExpressionNode]) -> [Element]? {
        var elements: [Element] = []
        for node in nodes {
            switch node.kind {
            case .text:
                append([.literal(Array(node.text.utf8))], to: &elements)
            case .optional:
                guard node.nodes.allSatisfy({ $0.kind == .text }) else { return nil }
                elements.append(.optional(Array(node.text.utf8)))
            default:
                return nil
            }
        }
        return elements
    }

    /// Appends, joining adjacent literals (`I`, ` `, `have` are one comparison).
    private static func append(_ parts: [Element], to elements: inout [Element]) {
        for part in parts {
            if case .literal(let next) = part, case .literal(let previous)? = elements.last {
                elements[elements.count - 1] = .literal(previous + next)
            } else {
                elements.append(part)
            }
        }
    }
}
