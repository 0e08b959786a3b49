import LinkSpecPlatform
import LinkSpecReports

/// A `PhraseRanking` made on first use, once for every thread: most runs have
/// no undefined step. The runner's snippets and the text reports share one.
package final class LazyPhraseRanking: Sendable {
    private let make: @Sendable () -> PhraseRanking
    private let made = Locked<PhraseRanking?>(nil)

    package init(_ make: @escaping @Sendable () -> PhraseRanking) {
        self.make = make
    }

    package var value: PhraseRanking {
        made.withLock { made in
            if let made { return made }
            let ranking = make()
            made = ranking
            return ranking
        }
    }

    /// The closest phrases for the reports' "did you mean".
    package var closestPhrases: ClosestPhrases {
        { [self] text, type in value.closest(to: text, kind: type?.kind ?? .unknown).map(\.hint) }
    }
}
