// The messages of a run read from JSON (see `MessageObject`).

extension Meta: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(protocolVersion: try object.string("protocolVersion"), implementation: try object.message("implementation"),
                  runtime: try object.message("runtime"), os: try object.message("os"), cpu: try object.message("cpu"),
                  ci: try object.message(ifPresent: "ci"))
    }
}

extension Product: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(name: try object.string("name"), version: try object.string(ifPresent: "version"))
    }
}

extension CI: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(name: try object.string("name"), url: try object.string(ifPresent: "url"),
                  buildNumber: try object.string(ifPresent: "buildNumber"), git: try object.message(ifPresent: "git"))
    }
}

extension Git: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(remote: try object.string("remote"), revision: try object.string("revision"),
                  branch: try object.string(ifPresent: "branch"), tag: try object.string(ifPresent: "tag"))
    }
}

// MARK: What the run knows before it starts

extension StepDefinition: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), pattern: try object.message("pattern"),
                  sourceReference: try object.message("sourceReference"))
    }
}

extension StepDefinitionPattern: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(source: try object.string("source"), type: try object.value("type", as: PatternType.self))
    }
}

extension Hook: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), name: try object.string(ifPresent: "name"),
                  sourceReference: try object.message("sourceReference"),
                  tagExpression: try object.string(ifPresent: "tagExpression"),
                  type: try object.value(ifPresent: "type", as: HookType.self))
    }
}

extension ParameterType: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), name: try object.string("name"),
                  regularExpressions: try object.strings("regularExpressions"),
                  preferForRegularExpressionMatch: try object.bool("preferForRegularExpressionMatch"),
                  useForSnippets: try object.bool("useForSnippets"),
                  sourceReference: try object.message(ifPresent: "sourceReference"))
    }
}

extension UndefinedParameterType: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(expression: try object.string("expression"), name: try object.string("name"))
    }
}

// MARK: The run

extension TestRunStarted: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(timestamp: try object.message("timestamp"), id: try object.string(ifPresent: "id"))
    }
}

extension TestRunFinished: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(message: try object.string(ifPresent: "message"), success: try object.bool("success"),
                  timestamp: try object.message("timestamp"), exception: try object.message(ifPresent: "exception"),
                  testRunStartedId: try object.string(ifPresent: "testRunStartedId"))
    }
}

extension TestRunHookStarted: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), testRunStartedId: try object.string("testRunStartedId"),
                  hookId: try object.string("hookId"), timestamp: try object.message("timestamp"))
    }
}

extension TestRunHookFinished: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(testRunHookStartedId: try object.string("testRunHookStartedId"), result: try object.message("result"),
                  timestamp: try object.message("timestamp"))
    }
}

// MARK: Test cases

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

// MARK: Attachments and suggestions

extension Attachment: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(body: try object.string("body"), contentEncoding: try object.value("contentEncoding", as: ContentEncoding.self),
                  fileName: try object.string(ifPresent: "fileName"), mediaType: try object.string("mediaType"),
                  source: try object.message(ifPresent: "source"),
                  testCaseStartedId: try object.string(ifPresent: "testCaseStartedId"),
                  testStepId: try object.string(ifPresent: "testStepId"), url: try object.string(ifPresent: "url"),
                  testRunStartedId: try object.string(ifPresent: "testRunStartedId"),
                  testRunHookStartedId: try object.string(ifPresent: "testRunHookStartedId"),
                  timestamp: try object.message(ifPresent: "timestamp"))
    }
}

extension ExternalAttachment: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(url: try object.string("url"), mediaType: try object.string("mediaType"),
                  testCaseStartedId: try object.string(ifPresent: "testCaseStartedId"),
                  testStepId: try object.string(ifPresent: "testStepId"),
                  testRunHookStartedId: try object.string(ifPresent: "testRunHookStartedId"),
                  timestamp: try object.message(ifPresent: "timestamp"))
    }
}

extension Suggestion: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), pickleStepId: try object.string("pickleStepId"),
                  snippets: try object.messages("snippets"))
    }
}

extension Snippet: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(language: try object.string("language"), code: try object.string("code"))
    }
}
