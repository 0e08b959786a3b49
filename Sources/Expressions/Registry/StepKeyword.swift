/// The keyword a step definition is declared for: `.given` binds arrange steps
/// only, so `Given` and `Then the "chat" tab is selected` can share one text.
/// `@usableFromInline`, as is `StepKind`, so the runner's lookups inline them.
@usableFromInline
package enum StepKeyword: String, Sendable, Hashable, CaseIterable {
    case given = "Given"
    case when = "When"
    case then = "Then"
    /// Binds steps of every kind (Cucumber's usual behaviour).
    case any = "Step"

    /// Whether a definition declared for this keyword may bind a step of `kind`:
    /// Context -> Given, Action -> When, Outcome -> Then, `*` -> all.
    @inlinable
    package func binds(_ kind: StepKind) -> Bool {
        switch (self, kind) {
        case (.any, _), (_, .unknown): return true
        case (.given, .context), (.when, .action), (.then, .outcome): return true
        default: return false
        }
    }
}

/// The type of a pickle step, from its keyword (And/But take the one before).
@usableFromInline
package enum StepKind: String, Sendable, Hashable, CaseIterable {
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    /// A `*` step (or one whose type is unknown): every definition may bind it.
    case unknown = "Unknown"

    /// The keyword a snippet for a step of this kind is declared with.
    package var snippetKeyword: StepKeyword {
        switch self {
        case .context: return .given
        case .action: return .when
        case .outcome: return .then
        case .unknown: return .any
        }
    }
}
