/// The run begins (after every pickle, step definition and hook is known).
public struct TestRunStarted: Hashable, Sendable {
    public var timestamp: Timestamp
    public var id: String?

    public init(timestamp: Timestamp, id: String? = nil) {
        self.timestamp = timestamp
        self.id = id
    }
}

/// The run ends. `success` is false when a scenario did not pass (under
/// `--strict`, pending and undefined count) or the run itself failed (`exception`).
public struct TestRunFinished: Hashable, Sendable {
    public var message: String?
    public var success: Bool
    public var timestamp: Timestamp
    public var exception: Exception?
    public var testRunStartedId: String?

    public init(message: String? = nil, success: Bool, timestamp: Timestamp,
                exception: Exception? = nil, testRunStartedId: String? = nil) {
        self.message = message
        self.success = success
        self.timestamp = timestamp
        self.exception = exception
        self.testRunStartedId = testRunStartedId
    }
}

/// A before-all or after-all hook starts.
public struct TestRunHookStarted: Hashable, Sendable {
    public var id: String
    public var testRunStartedId: String
    public var hookId: String
    public var timestamp: Timestamp

    public init(id: String, testRunStartedId: String, hookId: String, timestamp: Timestamp) {
        self.id = id
        self.testRunStartedId = testRunStartedId
        self.hookId = hookId
        self.timestamp = timestamp
    }
}

public struct TestRunHookFinished: Hashable, Sendable {
    public var testRunHookStartedId: String
    public var result: TestStepResult
    public var timestamp: Timestamp

    public init(testRunHookStartedId: String, result: TestStepResult, timestamp: Timestamp) {
        self.testRunHookStartedId = testRunHookStartedId
        self.result = result
        self.timestamp = timestamp
    }
}

/// One attempt at a test case starts; `attempt` counts retries from 0.
public struct TestCaseStarted: Hashable, Sendable {
    public var attempt: Int
    public var id: String
    public var testCaseId: String
    public var workerId: String?
    public var timestamp: Timestamp

    public init(attempt: Int, id: String, testCaseId: String, workerId: String? = nil, timestamp: Timestamp) {
        self.attempt = attempt
        self.id = id
        self.testCaseId = testCaseId
        self.workerId = workerId
        self.timestamp = timestamp
    }
}

public struct TestStepStarted: Hashable, Sendable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var timestamp: Timestamp

    public init(testCaseStartedId: String, testStepId: String, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.timestamp = timestamp
    }
}

public struct TestStepFinished: Hashable, Sendable {
    public var testCaseStartedId: String
    public var testStepId: String
    public var testStepResult: TestStepResult
    public var timestamp: Timestamp

    public init(testCaseStartedId: String, testStepId: String, testStepResult: TestStepResult, timestamp: Timestamp) {
        self.testCaseStartedId = testCaseStartedId
        self.testStepId = testStepId
        self.testStepResult = testStepResult
        self.timestamp = timestamp
    }
}

/// An attempt ends. `willBeRetried` marks an attempt that failed and will run
/// again under `--retry`: reports count only the last attempt.
public struct TestCaseFinished: Hashable, Sendable {
    public var testCaseStartedId: String
    public var timestamp: Timestamp
    public var willBeRetried: Bool

    public init(testCaseStartedId: String, timestamp: Timestamp, willBeRetried: Bool) {
        self.testCaseStartedId = testCaseStartedId
        self.timestamp = timestamp
        self.willBeRetried = willBeRetried
    }
}
