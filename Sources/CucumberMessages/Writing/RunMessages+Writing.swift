// The messages of a run as JSON: fields in alphabetical order (see
// `EnvelopeWriter`).

extension Meta: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("ci", ifPresent: ci)
        out.field("cpu", cpu)
        out.field("implementation", implementation)
        out.field("os", os)
        out.json.field("protocolVersion", protocolVersion)
        out.field("runtime", runtime)
        out.json.endObject()
    }
}

extension Product: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("name", name)
        out.json.field("version", ifPresent: version)
        out.json.endObject()
    }
}

extension CI: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("buildNumber", ifPresent: buildNumber)
        out.field("git", ifPresent: git)
        out.json.field("name", name)
        out.json.field("url", ifPresent: url)
        out.json.endObject()
    }
}

extension Git: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("branch", ifPresent: branch)
        out.json.field("remote", remote)
        out.json.field("revision", revision)
        out.json.field("tag", ifPresent: tag)
        out.json.endObject()
    }
}

// MARK: What the run knows before it starts

extension StepDefinition: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.field("pattern", pattern)
        out.field("sourceReference", sourceReference)
        out.json.endObject()
    }
}

extension StepDefinitionPattern: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("source", source)
        out.field("type", type)
        out.json.endObject()
    }
}

extension Hook: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.json.field("name", ifPresent: name)
        out.field("sourceReference", sourceReference)
        out.json.field("tagExpression", ifPresent: tagExpression)
        out.field("type", ifPresent: type)
        out.json.endObject()
    }
}

extension ParameterType: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.json.field("name", name)
        out.json.field("preferForRegularExpressionMatch", preferForRegularExpressionMatch)
        out.json.field("regularExpressions", regularExpressions)
        out.field("sourceReference", ifPresent: sourceReference)
        out.json.field("useForSnippets", useForSnippets)
        out.json.endObject()
    }
}

extension UndefinedParameterType: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("expression", expression)
        out.json.field("name", name)
        out.json.endObject()
    }
}

// MARK: The run

extension TestRunStarted: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", ifPresentId: id)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

extension TestRunFinished: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("exception", ifPresent: exception)
        out.json.field("message", ifPresent: message)
        out.json.field("success", success)
        out.field("testRunStartedId", ifPresentId: testRunStartedId)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

extension TestRunHookStarted: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("hookId", id: hookId)
        out.field("id", id: id)
        out.field("testRunStartedId", id: testRunStartedId)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

extension TestRunHookFinished: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("result", result)
        out.field("testRunHookStartedId", id: testRunHookStartedId)
        out.field("timestamp", timestamp)
        out.json.endObject()
    }
}

// MARK: Attachments and suggestions

extension Attachment: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("body", body)
        out.field("contentEncoding", contentEncoding)
        out.json.field("fileName", ifPresent: fileName)
        out.json.field("mediaType", mediaType)
        out.field("source", ifPresent: source)
        out.field("testCaseStartedId", ifPresentId: testCaseStartedId)
        out.field("testRunHookStartedId", ifPresentId: testRunHookStartedId)
        out.field("testRunStartedId", ifPresentId: testRunStartedId)
        out.field("testStepId", ifPresentId: testStepId)
        out.field("timestamp", ifPresent: timestamp)
        out.json.field("url", ifPresent: url)
        out.json.endObject()
    }
}

extension ExternalAttachment: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("mediaType", mediaType)
        out.field("testCaseStartedId", ifPresentId: testCaseStartedId)
        out.field("testRunHookStartedId", ifPresentId: testRunHookStartedId)
        out.field("testStepId", ifPresentId: testStepId)
        out.field("timestamp", ifPresent: timestamp)
        out.json.field("url", url)
        out.json.endObject()
    }
}

extension Suggestion: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.field("pickleStepId", id: pickleStepId)
        out.field("snippets", snippets)
        out.json.endObject()
    }
}

extension Snippet: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("code", code)
        out.json.field("language", language)
        out.json.endObject()
    }
}
