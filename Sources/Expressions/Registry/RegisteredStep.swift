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

/// A definition bound to one step text, with the arguments it captured.
package struct StepBinding<Body: Sendable>: Sendable {
    package let definition: RegisteredStep<Body>
    package let arguments: [Argument]
}

/// The outcome of looking a step up.
package enum StepMatch<Body: Sendable>: Sendable {
    /// Exactly one definition binds the step.
    case matched(StepBinding<Body>)
    /// Several do; every candidate, in definition order, with its location.
    case ambiguous([StepBinding<Body>])
    /// None does; ask the registry for a snippet.
    case undefined
}
