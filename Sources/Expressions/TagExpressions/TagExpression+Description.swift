/// The reference's printed form: every `and`/`or` wrapped in `( … )`, `not` followed
/// by its operand in parentheses, and tag names re-escaped so the output parses back
/// to the same expression.
extension TagExpression {
    @usableFromInline
    package var description: String {
        guard !nodes.isEmpty else { return "" }
        /// Pending output, last item printed next; an explicit stack instead of
        /// recursion so deep nesting cannot overflow the call stack.
        enum Step {
            case node(Int)
            case text(String)
        }
        var output = ""
        var steps: [Step] = [.node(nodes.count - 1)]
        while let step = steps.popLast() {
            switch step {
            case .text(let text):
                output += text
            case .node(let index):
                switch nodes[index] {
                case .tag(let name):
                    Self.appendEscaped(name, to: &output)
                case .not(let operand):
                    switch nodes[operand] {
                    case .and, .or:
                        output += "not "
                        steps.append(.node(operand))
                    case .tag, .not:
                        output += "not ( "
                        steps.append(.text(" )"))
                        steps.append(.node(operand))
                    }
                case .and(let left, let right), .or(let left, let right):
                    let keyword = if case .and = nodes[index] { " and " } else { " or " }
                    output += "( "
                    steps.append(.text(" )"))
                    steps.append(.node(right))
                    steps.append(.text(keyword))
                    steps.append(.node(left))
                }
            }
        }
        return output
    }

    private static func appendEscaped(_ name: String, to output: inout String) {
        for scalar in name.unicodeScalars {
            if scalar == "\\" || scalar == "(" || scalar == ")" || scalar.properties.isWhitespace {
                output.unicodeScalars.append("\\")
            }
            output.unicodeScalars.append(scalar)
        }
    }
}
