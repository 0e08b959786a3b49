// Test cases and their attempts, steps and results read from JSON (see
// `MessageObject`).

extension TestCase: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), pickleId: try object.string("pickleId"),
                  testSteps: try object.messages("testSteps"),
                  testRunStartedId: try object.string(ifPresent: "testRunStartedId"))
    }
}

extension TestStep: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), hookId: try object.string(ifPresent: "hookId"),
                  pickleStepId: try object.string(ifPresent: "pickleStepId"),
                  stepDefinitionIds: try object.strings(ifPresent: "stepDefinitionIds"),
                  stepMatchArgumentsLists: try object.messages(ifPresent: "stepMatchArgumentsLists"))
    }
}

extension StepMatchArgumentsList: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(stepMatchArguments: try object.messages("stepMatchArguments"))
    }
}

extension StepMatchArgument: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(group: try object.message("group"), parameterTypeName: try object.string(ifPresent: "parameterTypeName"))
    }
}

extension Group: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(children: try object.messages(ifPresent: "children"), start: try object.int(ifPresent: "start"),
                  value: try object.string(ifPresent: "value"))
    }
}

extension TestCaseStarted: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(attempt: try object.int("attempt"), id: try object.string("id"),
                  testCaseId: try object.string("testCaseId"), workerId: try object.string(ifPresent: "workerId"),
                  timestamp: try object.message("timestamp"))
    }
}

extension TestStepStarted: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(testCaseStartedId: try object.string("testCaseStartedId"), testStepId: try object.string("testStepId"),
                  timestamp: try object.message("timestamp"))
    }
}

extension TestStepFinished: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(testCaseStartedId: try object.string("testCaseStartedId"), testStepId: try object.string("testStepId"),
                  testStepResult: try object.message("testStepResult"), timestamp: try object.message("timestamp"))
    }
}

extension TestCaseFinished: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(testCaseStartedId: try object.string("testCaseStartedId"), timestamp: try object.message("timestamp"),
                  willBeRetried: try object.bool("willBeRetried"))
    }
}

extension TestStepResult: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(status: try object.value("status", as: Status.self), duration: try object.message("duration"),
                  message: try object.string(ifPresent: "message"), exception: try object.message(ifPresent: "exception"))
    }
}

extension Exception: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(type: try object.string("type"), message: try object.string(ifPresent: "message"),
                  stackTrace: try object.string(ifPresent: "stackTrace"))
    }
}

extension Timestamp: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        let (seconds, nanos) = try object.secondsAndNanos()
        self.init(seconds: seconds, nanos: nanos)
    }
}

extension ElapsedTime: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        let (seconds, nanos) = try object.secondsAndNanos()
        self.init(seconds: seconds, nanos: nanos)
    }
}

extension MessageObject {
    /// The fields of a timestamp or a duration: nanoseconds from 0 to 999,999,999.
    fileprivate func secondsAndNanos() throws(MessageFormatError) -> (Int64, Int32) {
        let seconds = Int64(try int("seconds"))
        let nanos = try int("nanos")
        guard (0..<1_000_000_000).contains(nanos) else {
            throw MessageFormatError("'\(name).nanos' must be from 0 to 999999999", at: value)
        }
        return (seconds, Int32(nanos))
    }
}
