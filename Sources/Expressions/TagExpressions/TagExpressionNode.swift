/// One node of a parsed expression, in a flat array where children come before
/// their parent: no operation (evaluate, print, compare, free) recurses.
enum TagExpressionNode: Sendable, Hashable {
    case tag(String)
    /// Index of the operand.
    case not(Int)
    /// Indices of the left and right operands.
    case and(Int, Int)
    case or(Int, Int)
}
