import AppSimulation

/// Attacks an app map with generated and mutated links in every situation and
/// reports each broken rule once (by kind and route), shrunk to a minimal link in
/// the simplest situation that still shows it.
///
///     let report = LinkFuzzer(map: map, configuration: .init(seed: 42)).run()
///     print(report.text)
package struct LinkFuzzer: Sendable {
    package let map: AppMap
    package let configuration: FuzzConfiguration
    package let situations: [Situation]
    let trial: Trial
    let corpus: [String]

    /// With a team's `routing` function, every link goes through it: the
    /// rules are checked against the team's own routing code.
    package init(map: AppMap, routing: RoutingFunction? = nil, configuration: FuzzConfiguration) {
        self.map = map
        self.configuration = configuration
        situations = SituationCatalog.situations(for: map, routing: routing)
        trial = Trial(checker: InvariantChecker(map: map, eventBudget: configuration.eventBudget), password: map.clinicalAccessPassword)
        corpus = LinkGenerator(map: map).systematicLinks()
    }

    /// The links of this run, in order: the systematic ones, then mutants of them.
    package func links() -> FuzzLinks {
        FuzzLinks(corpus: corpus, mutator: LinkMutator(corpus: corpus, schemes: map.schemes),
                  random: FuzzRandom(seed: configuration.seed), remaining: max(0, configuration.count))
    }

    package func run(observer: FuzzObserver? = nil) -> FuzzReport {
        var found: [Violation] = []
        var seen: Set<ViolationKey> = []
        var linkCount = 0
        for link in links() {
            linkCount += 1
            observer?.willTry(link, linkNumber: linkCount)
            find(link, into: &found, seen: &seen)
        }
        return FuzzReport(map: map, configuration: configuration, linksTried: linkCount, situations: situations.count,
                          trials: linkCount * situations.count, violations: found.map { minimized($0, observer: observer) })
    }

    /// One link in every situation: each rule it breaks (once per kind and route),
    /// shrunk. For checking a link someone reported, or a fix.
    package func check(_ link: String) -> [Violation] {
        var found: [Violation] = []
        var seen: Set<ViolationKey> = []
        find(link, into: &found, seen: &seen)
        return found.map { minimized($0) }
    }

    /// The rules `link` breaks in each situation that `seen` does not hold yet.
    private func find(_ link: String, into found: inout [Violation], seen: inout Set<ViolationKey>) {
        let facts = LinkFacts(link)
        for (index, situation) in situations.enumerated() {
            for finding in trial.findings(for: link, facts: facts, in: situation) where seen.insert(finding.key).inserted {
                found.append(Violation(finding: finding, link: link, situationIndex: index, situation: situation))
            }
        }
    }

    /// The violation with its link shrunk and moved to the simplest situation that shows it.
    func minimized(_ violation: Violation, observer: FuzzObserver? = nil) -> Violation {
        let key = ViolationKey(kind: violation.kind, route: violation.route)
        var budget = configuration.shrinkBudget
        var best = violation
        for round in 0..<2 {
            var shrinker = Shrinker(stillViolates: { candidate in
                observer?.willTry(candidate, linkNumber: 0)
                return trial.findings(for: candidate, facts: LinkFacts(candidate), in: best.situation).contains { $0.key == key }
            }, budget: budget)
            let link = shrinker.shrink(best.link)
            budget = shrinker.budget
            if let finding = finding(key, link, best.situation) { best.move(to: link, best.situationIndex, best.situation, finding) }
            // A simpler situation that shows the same violation, preferring no follow-up.
            guard round == 0 else { break }
            var simplest: (Int, Finding)?
            for index in 0..<best.situationIndex {
                guard let finding = finding(key, best.link, situations[index]) else { continue }
                if finding.followUp == nil { simplest = (index, finding); break }
                if simplest == nil { simplest = (index, finding) }
            }
            if best.followUp != nil, let current = finding(key, best.link, best.situation), current.followUp == nil {
                simplest = simplest ?? (best.situationIndex, current)
            }
            guard let (index, finding) = simplest else { break }
            best.move(to: best.link, index, situations[index], finding)
        }
        return best
    }

    /// The finding of `key` for `link` in `situation`, preferring one without a follow-up.
    private func finding(_ key: ViolationKey, _ link: String, _ situation: Situation) -> Finding? {
        let matching = trial.findings(for: link, facts: LinkFacts(link), in: situation).filter { $0.key == key }
        return matching.first { $0.followUp == nil } ?? matching.first
    }
}

/// Violations are reported once per kind and route.
struct ViolationKey: Hashable {
    var kind: ViolationKind
    var route: String?
}

extension Finding {
    var key: ViolationKey { ViolationKey(kind: kind, route: route) }
}

/// The run's links, made one at a time so that a large `--count` costs no memory.
package struct FuzzLinks: Sequence, IteratorProtocol, Sendable {
    let corpus: [String]
    let mutator: LinkMutator
    var random: FuzzRandom
    var remaining: Int
    var index = 0

    package mutating func next() -> String? {
        guard remaining > 0 else { return nil }
        remaining -= 1
        defer { index += 1 }
        if index < corpus.count { return corpus[index] }
        return mutator.mutate(random.pick(corpus) ?? "", using: &random)
    }
}
