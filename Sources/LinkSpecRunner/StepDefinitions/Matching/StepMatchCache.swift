import Expressions
import LinkSpecPlatform

/// The patterns' answer for step texts seen before. A suite repeats the same
/// steps thousands of times (its Backgrounds, `Then no screen is presented`),
/// and a hit costs one hash of the text where a miss walks the candidates and
/// matches them. Only the match is shared (with its arguments as reports show
/// them): argument transforms still run for every step, since a parameter type
/// may build a fresh value each time.
///
/// Bounded: once `capacity` texts are remembered, new ones are matched but not
/// kept, so a suite of unique texts cannot grow it without end. Shared by the
/// worker threads of `--jobs`, behind a lock.
final class StepMatchCache: Sendable {
    private struct Key: Hashable {
        var text: String
        var kind: StepKind
    }

    private let entries = Locked<[Key: StepLookup]>([:])
    private let capacity = 10_000

    func match(_ text: String, kind: StepKind, computing match: () -> StepLookup) -> StepLookup {
        let key = Key(text: text, kind: kind)
        if let known = entries.withLock({ $0[key] }) { return known }
        let result = match()
        entries.withLock { entries in
            if entries.count < capacity { entries[key] = result }
        }
        return result
    }
}

/// What looking a step text up found: the definitions that bind it with their
/// arguments, and those arguments as reports show them (immutable, so a cache
/// hit shares them instead of building them again).
struct StepLookup: Sendable {
    let found: [DefinitionMatch]
    let reported: [[MatchedArgument]]

    init(_ found: [DefinitionMatch]) {
        self.found = found
        reported = found.map { $0.arguments.map(MatchedArgument.init) }
    }
}
