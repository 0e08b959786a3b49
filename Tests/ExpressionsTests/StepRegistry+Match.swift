@testable import Expressions

/// A definition bound to one step text, with the arguments it captured.
struct StepBinding<Body: Sendable> {
    let definition: RegisteredStep<Body>
    let arguments: [Argument]
}

/// The outcome of looking a step up, for the tests' assertions.
enum StepMatch<Body: Sendable> {
    /// Exactly one definition binds the step.
    case matched(StepBinding<Body>)
    /// Several do; every candidate, in definition order.
    case ambiguous([StepBinding<Body>])
    case undefined
}

extension StepRegistry {
    /// The definitions that bind a step of `kind` with this text (`patterns.match`), with their bodies.
    func match(_ text: String, kind: StepKind) -> StepMatch<Body> {
        let bindings = patterns.match(text, kind: kind).map { StepBinding(definition: definitions[$0.id], arguments: $0.arguments) }
        switch bindings.count {
        case 0: return .undefined
        case 1: return .matched(bindings[0])
        default: return .ambiguous(bindings)
        }
    }
}
