import CucumberMessages

/// What one step of a test case did: a hook, or a pickle step with the step
/// definitions it matched (none: undefined; several: ambiguous).
package struct TestStepRecord: Sendable {
    package enum Kind: Sendable {
        /// A before/after scenario hook: its index in `StepLibrary.hooks`.
        case hook(Int)
        /// A pickle step: its index in `pickle.steps`.
        case pickleStep(Int)
    }

    package var kind: Kind
    /// Indices into `StepLibrary.steps`.
    package var definitions: [Int] = []
    /// One list per matched definition.
    package var arguments: [[MatchedArgument]] = []
    package var status: StepStatus = .skipped
    package var startedAt: Int64 = 0
    package var durationNanoseconds: Int64 = 0
    /// Why the step did not pass (the error's description, every recorded assertion).
    package var message: String?
    /// The Swift type of the error (`StepFailure`, `TimeoutError`, ...).
    package var errorType: String?
    /// Where in Swift the failure was recorded or thrown, when known.
    package var failureLocation: CodeLocation?
    /// For undefined steps: Swift step definitions to paste, one per proposed
    /// expression (`SnippetCode`).
    package var snippets: [String] {
        get { rare?.snippets ?? [] }
        set {
            guard !newValue.isEmpty || rare != nil else { return }
            updateRare { $0.snippets = newValue }
        }
    }
    /// What the step or hook attached (`Attaching`, `--snapshots`), in order;
    /// the message stream gives them their ids.
    package var attachments: [Attachment] {
        get { rare?.attachments ?? [] }
        set {
            guard !newValue.isEmpty || rare != nil else { return }
            updateRare { $0.attachments = newValue }
        }
    }
    /// What few steps have, in one optional: a record is copied several times
    /// on its way to the reports, and two empty arrays cost two retains and
    /// releases a copy where a nil costs none.
    private var rare: Rare?

    private struct Rare: Sendable {
        var snippets: [String] = []
        var attachments: [Attachment] = []
    }

    private mutating func updateRare(_ change: (inout Rare) -> Void) {
        var updated = rare ?? Rare()
        change(&updated)
        rare = updated.snippets.isEmpty && updated.attachments.isEmpty ? nil : updated
    }

    package init(kind: Kind) {
        self.kind = kind
    }
}

/// One attempt at one scenario (a pickle), as it ran.
package struct TestCaseRecord: Sendable {
    package var pickle: Pickle
    /// Position of the pickle in the run's order, from 0.
    package var position: Int
    /// From 0; more than 0 only with `--retry`.
    package var attempt: Int
    package var willBeRetried: Bool
    package var steps: [TestStepRecord]
    package var startedAt: Int64
    package var finishedAt: Int64
    /// What the scenario exercised, when its world reports it (`CoverageReporting`);
    /// nil for worlds that do not, and for attempts that timed out.
    package var coverageKeys: [String]? = nil

    /// The most severe status of the steps (skipped ranks above passed, as in
    /// Cucumber); a scenario without steps passed.
    package var status: StepStatus {
        steps.lazy.map(\.status).max() ?? .passed
    }

    package var isFlaky: Bool { attempt > 0 && status == .passed }
}
