/// The run begins (after every pickle, step definition and hook is known).
@usableFromInline
package struct TestRunStarted: Hashable, Sendable {
    @usableFromInline package var timestamp: Timestamp
    @usableFromInline package var id: String?

    @inlinable package init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}

/// The run ends. `success` is false when a scenario did not pass (under
/// `--strict`, pending and undefined count) or the run itself failed (`exception`).
@usableFromInline
package struct TestRunFinished: Hashable, Sendable {
    @usableFromInline package var message: String?
    @usableFromInline package var success: Bool
    @usableFromInline package var timestamp: Timestamp
    @usableFromInline package var exception: Exception?
    @usableFromInline package var testRunStartedId: String?

    @inlinable package init(message: String? = nil, success: Bool, timestamp: Timestamp,
                exception: Exception? = nil, testRunStartedId: String? = nil) {
        self.message = message
        self.success = success
        self.timestamp = timestamp
        self.exception = exception
        self.testRunStartedId = testRunStartedId
    }
}

/// A before-all or after-all hook starts.
@usableFromInline
package struct TestRunHookStarted: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var testRunStartedId: String
    @usableFromInline package var hookId: String
    @usableFromInline package var timestamp: Timestamp

    @inlinable package init(id: String, testRunStartedId: String, hookId: String, timestamp: Timestamp) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.timestamp = timestamp
    }
}

@usableFromInline
package struct TestRunHookFinished: Hashable, Sendable {
    @usableFromInline package var testRunHookStartedId: String
    @usableFromInline package var result: TestStepResult
    @usableFromInline package var timestamp: Timestamp

    @inlinable package init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}

/// One attempt at a test case starts; `attempt` counts retries from 0.
@usableFromInline
package struct TestCaseStarted: Hashable, Sendable {
    @usableFromInline package var attempt: Int
    @usableFromInline package var id: String
    @usableFromInline package var testCaseId: String
    @usableFromInline package var workerId: String?
    @usableFromInline package var timestamp: Timestamp

    @inlinable package init(attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp) {
        self.attempt = attempt
        self.id = id
        self.testCaseId = testCaseId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}

@usableFromInline
package struct TestStepStarted: Hashable, Sendable {
    @usableFromInline package var testCaseStartedId: String
    @usableFromInline package var testStepId: String
    @usableFromInline package var timestamp: Timestamp

    @inlinable package init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}

@usableFromInline
package struct TestStepFinished: Hashable, Sendable {
    @usableFromInline package var testCaseStartedId: String
    @usableFromInline package var testStepId: String
    @usableFromInline package var testStepResult: TestStepResult
    @usableFromInline package var timestamp: Timestamp

    @inlinable package init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}

/// An attempt ends. `willBeRetried` marks an attempt that failed and will run
/// again under `--retry`: reports count only the last attempt.
@usableFromInline
package struct TestCaseFinished: Hashable, Sendable {
    @usableFromInline package var testCaseStartedId: String
    @usableFromInline package var timestamp: Timestamp
    @usableFromInline package var willBeRetried: Bool

    @inlinable package init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
