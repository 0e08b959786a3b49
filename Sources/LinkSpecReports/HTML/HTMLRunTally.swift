import CucumberMessages

/// What the top of the page and the coverage need once every scenario has
/// been written away.
struct HTMLRunTally {
    struct ScenarioRef {
        var sortKey: Int
        var ordinal: Int
        var name: String
    }

    struct AttentionItem {
        var scenario: ScenarioRef
        var label: HTMLStatusLabel
        var location: String
        var note: String? = nil
        var flag: String? = nil
    }

    var scenarios = StatusCounts()
    var notRun = 0
    var steps = StatusCounts()
    var flaky = 0
    var retried = 0
    var attention: [AttentionItem] = []
    var tags: Set<String> = []
    /// Each scenario that reported coverage, with the keys (routes) its last attempt reached.
    var reached: [(scenario: ScenarioRef, keys: [String])] = []

    var scenarioTotal: Int { scenarios.total + notRun }
    var notPassed: Int { scenarioTotal - scenarios[.passed] }

    /// Whether a scenario that ended so is listed at the top and open: not
    /// when it passed, nor when it was skipped (on purpose, or a dry run).
    static func needsAttention(_ status: TestStepResult.Status?) -> Bool {
        status != .passed && status != .skipped
    }
}

extension HTMLFormatter {
    /// Puts a rendered scenario in the spool and counts it.
    func store(_ html: HTMLBytes, of plan: ScenarioInFlight, attempt: TestCaseAttempt?) throws {
        try spool.append(html.bytes, sortKey: plan.sortKey)
        let scenario = HTMLRunTally.ScenarioRef(sortKey: plan.sortKey, ordinal: plan.ordinal, name: name(of: plan))
        tally.tags.formUnion(plan.pickle.tags.map(\.name))
        guard let attempt else {
            tally.notRun += 1
            features[plan.feature].notRun += 1
            tally.attention.append(.init(scenario: scenario, label: .notRun, location: plan.summary.location))
            return
        }
        let status = attempt.status
        tally.scenarios[status] += 1
        features[plan.feature].counts[status] += 1
        for step in attempt.steps where step.pickleStepId != nil {
            tally.steps[step.result?.status ?? .skipped] += 1
        }
        let flag = retryFlag(plan, finalStatus: status)
        if flag != nil {
            if status == .passed { tally.flaky += 1 } else { tally.retried += 1 }
        }
        if HTMLRunTally.needsAttention(status) || flag != nil {
            tally.attention.append(.init(scenario: scenario, label: HTMLStatusLabel(status), location: plan.summary.location,
                                         note: status == .passed ? nil : note(on: attempt, plan: plan), flag: flag))
        }
        var keys: [String]?
        for case .inline(let attachment) in attempt.attachments where attachment.mediaType == CoverageAttachment.mediaType {
            if let found = CoverageAttachment.keys(in: attachment.body) { keys = (keys ?? []) + found }
        }
        if let keys { tally.reached.append((scenario, keys)) }
    }

    /// `Then the "X" screen is displayed: expected the "X" screen ...`: the
    /// step that decided the status, and the first line of its message.
    private func note(on attempt: TestCaseAttempt, plan: ScenarioInFlight) -> String? {
        guard let worst = attempt.worstResult,
              let outcome = attempt.steps.first(where: { $0.result == worst }) else { return nil }
        let step = outcome.pickleStepId.flatMap { id in plan.pickle.steps.first { $0.id == id } }
        var note = step.map { (plan.summary.step(withId: $0.id)?.keyword ?? "") + $0.text } ?? "a hook"
        let message = worst.exception?.message ?? worst.message
        if let firstLine = message?.split(separator: "\n", maxSplits: 1).first {
            note += " — " + firstLine
        }
        return note
    }
}
