/// One node of a parsed expression, kept in a flat array instead of a recursive
/// tree: children always come before their parent, so evaluation is one forward
/// loop and no operation (evaluate, print, compare, free) recurses, however deep
/// the nesting.
enum TagExpressionNode: Sendable, Hashable {
    case tag(String)
    /// Index of the operand.
    case not(Int)
    /// Indices of the left and right operands.
    case and(Int, Int)
    case or(Int, Int)
}
