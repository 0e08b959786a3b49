import CucumberMessages

/// One attempt at a test case, with the result of each of its steps so far.
package struct TestCaseAttempt: Hashable, Sendable {
    /// The `testCaseStarted` id.
    package var id: String
    package var testCaseId: String
    package var pickleId: String
    package var attempt: Int
    package var started: Timestamp
    package var finished: Timestamp?
    package var willBeRetried: Bool
    /// The test case's steps in order, each with its result once finished.
    package var steps: [StepOutcome]
    /// What was attached during the attempt, in stream order.
    package var attachments: [AttachmentItem] = []

    package struct StepOutcome: Hashable, Sendable {
        package var testStepId: String
        package var pickleStepId: String?
        package var hookId: String?
        package var result: TestStepResult?
    }

    /// Records the result of step `testStepId` (appended when the test case did
    /// not list it) and returns its index; `hint`, the index after the last
    /// finished step, is checked first.
    mutating func setResult(_ result: TestStepResult, ofStep testStepId: String, hint: Int) -> Int {
        guard let index = steps.indices.contains(hint) && steps[hint].testStepId == testStepId
                ? hint : steps.firstIndex(where: { $0.testStepId == testStepId }) else {
            steps.append(StepOutcome(testStepId: testStepId, pickleStepId: nil, hookId: nil, result: result))
            return steps.count - 1
        }
        steps[index].result = result
        return index
    }

    /// How long the attempt took (zero until it finishes).
    package var duration: ElapsedTime {
        finished.map { $0.elapsed(since: started) } ?? .zero
    }

    /// The most severe step result, the first of equals: the one whose error a
    /// report shows. Nil when no step ran.
    package var worstResult: TestStepResult? {
        steps.lazy.compactMap(\.result).max { $0.status < $1.status }
    }

    /// The scenario's status: the most severe of its steps, `passed` when it had none.
    package var status: TestStepResult.Status {
        worstResult?.status ?? .passed
    }
}

/// An attachment in the stream, or one kept outside it.
package enum AttachmentItem: Hashable, Sendable {
    case inline(Attachment)
    case external(ExternalAttachment)

    /// The step it was attached in, and the hook of the whole run.
    var attachedIn: (testStepId: String?, testRunHookStartedId: String?) {
        switch self {
        case .inline(let attachment): (attachment.testStepId, attachment.testRunHookStartedId)
        case .external(let attachment): (attachment.testStepId, attachment.testRunHookStartedId)
        }
    }
}

extension TestCase {
    /// Test step `id`, looked for first at `index`: attempts list their steps in the test case's order.
    func testStep(_ id: String, at index: Int) -> TestStep? {
        testSteps.indices.contains(index) && testSteps[index].id == id ? testSteps[index] : testSteps.first { $0.id == id }
    }
}
