import CucumberMessages

/// An index over the message stream that keeps only what reports still need:
/// document outlines, resolved pickles, test cases and the attempts in flight.
/// A pickle, its test case and its attempts are forgotten once every formatter
/// has seen its last attempt finish, so memory stays flat however long the run.
package final class MessageQuery {
    private var outlines: [String: DocumentOutline] = [:]
    /// The documents whose pickles have begun to arrive, oldest first.
    private var outlinesWithPickles: [String] = []
    private var documentCount = 0
    /// The outline the last pickle was resolved against, until the next document.
    private var lastPickleOutline: (uri: String, outline: DocumentOutline?)?
    /// How many outlines whose pickles have begun to keep.
    let outlineLimit: Int
    private var pickles: [String: PickleSummary] = [:]
    private var testCases = RecentFirstTable<TestCase>()
    private var attempts = RecentFirstTable<TestCaseAttempt>()
    /// The step the last `testStepFinished` updated: the next one is usually the
    /// step after it, and `progress` asks right away whether it was a hook.
    private var lastStep: (attemptId: String, index: Int, testStepId: String, isHook: Bool)?
    private var hooks: [String: Hook] = [:]
    private var pickleCount = 0

    package private(set) var meta: Meta?
    package private(set) var testRunStarted: TestRunStarted?
    package private(set) var testRunFinished: TestRunFinished?
    /// Snippets for undefined steps, by pickle step id, kept until the run ends.
    package private(set) var suggestions: [String: Suggestion] = [:]

    package init(outlineLimit: Int = 64) {
        self.outlineLimit = outlineLimit
    }

    package static let consumedKinds: Set<Envelope.Kind> = [
        .meta, .gherkinDocument, .pickle, .hook, .testRunStarted, .testCase, .testCaseStarted, .testStepFinished,
        .attachment, .externalAttachment, .testCaseFinished, .testRunFinished, .suggestion,
    ]

    package func update(with envelope: Envelope) {
        switch envelope {
        case .meta(let message):
            meta = message
        case .gherkinDocument(let document):
            if let uri = document.uri { remember(DocumentOutline(document), for: uri) }
        case .pickle(let pickle):
            pickles[pickle.id] = PickleSummary(pickle, ordinal: pickleCount, outline: outline(forPickleOf: pickle.uri))
            pickleCount += 1
        case .hook(let hook):
            hooks[hook.id] = hook
        case .testRunStarted(let message):
            testRunStarted = message
        case .testCase(let testCase):
            testCases.insert(testCase, for: testCase.id)
        case .testCaseStarted(let started):
            let testCase = testCases[started.testCaseId]
            if lastStep?.attemptId == started.id { lastStep = nil }
            attempts.insert(TestCaseAttempt(
                id: started.id, testCaseId: started.testCaseId, pickleId: testCase?.pickleId ?? "",
                attempt: started.attempt, started: started.timestamp, finished: nil, willBeRetried: false,
                steps: (testCase?.testSteps ?? []).map {
                    TestCaseAttempt.StepOutcome(testStepId: $0.id, pickleStepId: $0.pickleStepId, hookId: $0.hookId)
                }), for: started.id)
        case .testStepFinished(let finished):
            update(with: finished)
        case .attachment(let attachment):
            if let id = attachment.testCaseStartedId { attempts.modify(id) { $0.attachments.append(.inline(attachment)) } }
        case .externalAttachment(let attachment):
            if let id = attachment.testCaseStartedId { attempts.modify(id) { $0.attachments.append(.external(attachment)) } }
        case .testCaseFinished(let finished):
            attempts.modify(finished.testCaseStartedId) { attempt in
                attempt.finished = finished.timestamp
                attempt.willBeRetried = finished.willBeRetried
            }
        case .testRunFinished(let message):
            testRunFinished = message
        case .suggestion(let suggestion):
            suggestions[suggestion.pickleStepId] = suggestion
        case .source, .parseError, .stepDefinition, .parameterType, .undefinedParameterType,
             .testStepStarted, .testRunHookStarted, .testRunHookFinished:
            break
        }
    }

    private func update(with finished: TestStepFinished) {
        let attemptId = finished.testCaseStartedId
        let hint = lastStep.map { $0.attemptId == attemptId ? $0.index + 1 : 0 } ?? 0
        // In place: copying the attempt out and back would copy its steps.
        guard let (index, isHook) = attempts.modify(attemptId, { attempt -> (Int, Bool) in
            let index = attempt.setResult(finished.testStepResult, ofStep: finished.testStepId, hint: hint)
            return (index, attempt.steps[index].hookId != nil)
        }) else { return }
        lastStep = (attemptId, index, finished.testStepId, isHook)
    }

    /// The outline of the document at `uri`, now that its pickles arrive; the
    /// previous pickle's is kept, since a document's pickles come one after
    /// another (hashing a long URI twice per pickle added up). Reference
    /// runners emit each document's pickles right after it, so an outline is
    /// forgotten once the pickles of `outlineLimit` later documents have begun;
    /// outlines still waiting for their first pickle are kept.
    private func outline(forPickleOf uri: String) -> DocumentOutline? {
        if let lastPickleOutline, lastPickleOutline.uri == uri { return lastPickleOutline.outline }
        let outline = outlines[uri]
        lastPickleOutline = (uri, outline)
        if outline != nil {
            outlinesWithPickles.removeAll { $0 == uri }
            outlinesWithPickles.append(uri)
            if outlinesWithPickles.count > outlineLimit { outlines[outlinesWithPickles.removeFirst()] = nil }
        }
        return outline
    }

    /// Keeps a document's outline for the pickles that follow it, numbered in
    /// the order documents came; one sent again replaces the earlier one.
    private func remember(_ outline: DocumentOutline, for uri: String) {
        lastPickleOutline = nil
        var outline = outline
        outline.ordinal = documentCount
        documentCount += 1
        if outlines.updateValue(outline, forKey: uri) != nil {
            outlinesWithPickles.removeAll { $0 == uri }
        }
    }

    /// The outline of the document at `uri`, while it is held (see `outline(forPickleOf:)`).
    package func outline(forURI uri: String) -> DocumentOutline? {
        if let lastPickleOutline, lastPickleOutline.uri == uri { return lastPickleOutline.outline }
        return outlines[uri]
    }

    /// Forgets, once every formatter has seen `envelope`, a finished attempt,
    /// and after the last attempt its test case and pickle.
    package func forgetAfterDispatch(_ envelope: Envelope) {
        guard case .testCaseFinished(let finished) = envelope,
              let attempt = attempts.removeValue(forKey: finished.testCaseStartedId) else { return }
        if lastStep?.attemptId == finished.testCaseStartedId { lastStep = nil }
        if !finished.willBeRetried {
            testCases.removeValue(forKey: attempt.testCaseId)
            pickles[attempt.pickleId] = nil
        }
    }

    /// How many document outlines are held (for tests).
    var heldOutlineCount: Int { outlines.count }

    package func pickle(withId id: String) -> PickleSummary? {
        pickles[id]
    }

    package func testCase(withId id: String) -> TestCase? {
        testCases[id]
    }

    /// The attempt started as `testCaseStartedId`, while it is in flight (until
    /// its `testCaseFinished` has been dispatched).
    package func attempt(_ testCaseStartedId: String) -> TestCaseAttempt? {
        attempts[testCaseStartedId]
    }

    /// Whether step `testStepId` of the attempt in flight `testCaseStartedId`
    /// runs a hook (nil: no such step); no search for the step a
    /// `testStepFinished` just updated, which is what `progress` asks about.
    package func isHook(_ testStepId: String, ofAttempt testCaseStartedId: String) -> Bool? {
        if let lastStep, lastStep.attemptId == testCaseStartedId, lastStep.testStepId == testStepId {
            return lastStep.isHook
        }
        return attempts[testCaseStartedId]?.steps.first { $0.testStepId == testStepId }.map { $0.hookId != nil }
    }

    package func hook(withId id: String) -> Hook? {
        hooks[id]
    }

    /// Attempts started but not finished (an interrupted run), in start order of ids.
    package var unfinishedAttempts: [TestCaseAttempt] {
        attempts.values.filter { $0.finished == nil }.sorted { $0.started < $1.started }
    }

    package var runDuration: ElapsedTime? {
        guard let start = testRunStarted?.timestamp, let end = testRunFinished?.timestamp else { return nil }
        return end.elapsed(since: start)
    }
}
