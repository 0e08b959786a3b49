// Test cases and their attempts, steps and results as JSON: fields in
// alphabetical order (see `EnvelopeWriter`).

extension TestCase: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.field("pickleId", id: pickleId)
        out.field("testRunStartedId", ifPresentId: testRunStartedId)
        out.field("testSteps", testSteps)
        out.json.endObject()
    }
}

extension TestStep: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("hookId", ifPresentId: hookId)
        out.field("id", id: id)
        out.field("pickleStepId", ifPresentId: pickleStepId)
        out.field("stepDefinitionIds", ifPresentIds: stepDefinitionIds)
        out.field("stepMatchArgumentsLists", ifPresent: stepMatchArgumentsLists)
        out.json.endObject()
    }
}

extension StepMatchArgumentsList: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("stepMatchArguments", stepMatchArguments)
        out.json.endObject()
    }
}

extension StepMatchArgument: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("group", group)
        out.json.field("parameterTypeName", ifPresent: parameterTypeName)
        out.json.endObject()
    }
}

extension Group: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("children", ifPresent: children)
        out.json.field("start", ifPresent: start)
        out.json.field("value", ifPresent: value)
        out.json.endObject()
    }
}

extension TestCaseStarted: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("attempt", attempt)
        out.field("id", id: id)
        out.field("testCaseId", id: testCaseId)
        out.field("timestamp", timestamp)
        out.json.field("workerId", ifPresent: workerId)
        out.json.endObject()
    }
}

extension TestStepStarted: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("testCaseStartedId", id: testCaseStartedId)
        out.field("testStepId", id: testStepId)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

extension TestStepFinished: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("testCaseStartedId", id: testCaseStartedId)
        out.field("testStepId", id: testStepId)
        out.field("testStepResult", testStepResult)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

extension TestCaseFinished: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("testCaseStartedId", id: testCaseStartedId)
        out.field("timestamp", timestamp)
        out.json.field("willBeRetried", willBeRetried)
        out.json.endObject()
    }
}

extension TestStepResult: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("duration", duration)
        out.field("exception", ifPresent: exception)
        out.json.field("message", ifPresent: message)
        out.field("status", status)
        out.json.endObject()
    }
}

extension Exception: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("message", ifPresent: message)
        out.json.field("stackTrace", ifPresent: stackTrace)
        out.json.field("type", type)
        out.json.endObject()
    }
}

extension Timestamp: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("nanos", Int(nanos))
        out.json.field("seconds", Int(seconds))
        out.json.endObject()
    }
}

extension ElapsedTime: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("nanos", Int(nanos))
        out.json.field("seconds", Int(seconds))
        out.json.endObject()
    }
}
