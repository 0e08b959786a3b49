/// The run begins (after every pickle, step definition and hook is known).
package struct TestRunStarted: Hashable, Sendable {
    package var timestamp: Timestamp
    package var id: String?

    package init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}

/// The run ends. `success` is false when a scenario did not pass (under
/// `--strict`, pending and undefined count) or the run itself failed (`exception`).
package struct TestRunFinished: Hashable, Sendable {
    package var message: String?
    package var success: Bool
    package var timestamp: Timestamp
    package var exception: Exception?
    package var testRunStartedId: String?

    package init(message: String? = nil, success: Bool, timestamp: Timestamp,
                exception: Exception? = nil, testRunStartedId: String? = nil) {
        self.message = message
        self.success = success
        self.timestamp = timestamp
        self.exception = exception
        self.testRunStartedId = testRunStartedId
    }
}

/// A before-all or after-all hook starts.
package struct TestRunHookStarted: Hashable, Sendable {
    package var id: String
    package var testRunStartedId: String
    package var hookId: String
    package var timestamp: Timestamp

    package init(id: String, testRunStartedId: String, hookId: String, timestamp: Timestamp) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.timestamp = timestamp
    }
}

package struct TestRunHookFinished: Hashable, Sendable {
    package var testRunHookStartedId: String
    package var result: TestStepResult
    package var timestamp: Timestamp

    package init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}

/// One attempt at a test case starts; `attempt` counts retries from 0.
package struct TestCaseStarted: Hashable, Sendable {
    package var attempt: Int
    package var id: String
    package var testCaseId: String
    package var workerId: String?
    package var timestamp: Timestamp

    package init(attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp) {
        self.attempt = attempt
        self.id = id
        self.testCaseId = testCaseId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}

package struct TestStepStarted: Hashable, Sendable {
    package var testCaseStartedId: String
    package var testStepId: String
    package var timestamp: Timestamp

    package init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}

package struct TestStepFinished: Hashable, Sendable {
    package var testCaseStartedId: String
    package var testStepId: String
    package var testStepResult: TestStepResult
    package var timestamp: Timestamp

    package init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}

/// An attempt ends. `willBeRetried` marks an attempt that failed and will run
/// again under `--retry`: reports count only the last attempt.
package struct TestCaseFinished: Hashable, Sendable {
    package var testCaseStartedId: String
    package var timestamp: Timestamp
    package var willBeRetried: Bool

    package init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
