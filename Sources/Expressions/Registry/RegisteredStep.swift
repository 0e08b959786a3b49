/// A step definition: the pattern, the keyword it is declared for, where it
/// is written, and the body the runner calls (generic, so this module needs
/// nothing from the runner).
package struct RegisteredStep<Body: Sendable>: Sendable, Identifiable {
    /// The definition's position in its registry (0, 1, ...), stable for a run.
    package let id: Int
    package let keyword: StepKeyword
    package let expression: StepExpression
    package let location: SourceLocation
    package let body: Body
}
