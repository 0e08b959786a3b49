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
