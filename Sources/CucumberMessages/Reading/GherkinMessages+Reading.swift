// The messages of the Gherkin engine read from JSON (see `MessageObject`).

extension Source: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(uri: try object.string("uri"), data: try object.string("data"),
                  mediaType: try object.value("mediaType", as: MediaType.self))
    }
}

extension ParseError: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(source: try object.message("source"), message: try object.string("message"))
    }
}

extension Location: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(line: try object.int("line"), column: try object.int(ifPresent: "column"))
    }
}

extension SourceReference: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(uri: try object.string(ifPresent: "uri"), javaMethod: try object.message(ifPresent: "javaMethod"),
                  javaStackTraceElement: try object.message(ifPresent: "javaStackTraceElement"),
                  location: try object.message(ifPresent: "location"))
    }
}

extension JavaMethod: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(className: try object.string("className"), methodName: try object.string("methodName"),
                  methodParameterTypes: try object.strings("methodParameterTypes"))
    }
}

extension JavaStackTraceElement: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(className: try object.string("className"), fileName: try object.string(ifPresent: "fileName"),
                  methodName: try object.string("methodName"))
    }
}

// MARK: The document

extension GherkinDocument: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(uri: try object.string(ifPresent: "uri"), feature: try object.message(ifPresent: "feature"),
                  comments: try object.messages("comments"))
    }
}

extension Comment: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), text: try object.string("text"))
    }
}

extension Tag: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), name: try object.string("name"), id: try object.string("id"))
    }
}

extension Feature: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), tags: try object.messages("tags"),
                  language: try object.string("language"), keyword: try object.string(ifPresent: "keyword"),
                  name: try object.string("name"), description: try object.string("description"),
                  children: try object.messages("children"))
    }
}

extension FeatureChild: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(rule: try object.message(ifPresent: "rule"), background: try object.message(ifPresent: "background"),
                  scenario: try object.message(ifPresent: "scenario"))
    }
}

extension Rule: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), tags: try object.messages("tags"),
                  keyword: try object.string("keyword"), name: try object.string("name"),
                  description: try object.string("description"), children: try object.messages("children"),
                  id: try object.string("id"))
    }
}

extension RuleChild: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(background: try object.message(ifPresent: "background"), scenario: try object.message(ifPresent: "scenario"))
    }
}

extension Background: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), keyword: try object.string("keyword"),
                  name: try object.string("name"), description: try object.string("description"),
                  steps: try object.messages("steps"), id: try object.string("id"))
    }
}

extension Scenario: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), tags: try object.messages("tags"),
                  keyword: try object.string("keyword"), name: try object.string("name"),
                  description: try object.string("description"), steps: try object.messages("steps"),
                  examples: try object.messages("examples"), id: try object.string("id"))
    }
}

extension Examples: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), tags: try object.messages("tags"),
                  keyword: try object.string("keyword"), name: try object.string("name"),
                  description: try object.string("description"), tableHeader: try object.message(ifPresent: "tableHeader"),
                  tableBody: try object.messages("tableBody"), id: try object.string("id"))
    }
}

extension Step: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), keyword: try object.string("keyword"),
                  keywordType: try object.value(ifPresent: "keywordType", as: StepKeywordType.self),
                  text: try object.string("text"), docString: try object.message(ifPresent: "docString"),
                  dataTable: try object.message(ifPresent: "dataTable"), id: try object.string("id"))
    }
}

extension DocString: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), mediaType: try object.string(ifPresent: "mediaType"),
                  content: try object.string("content"), delimiter: try object.string("delimiter"))
    }
}

extension DataTable: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), rows: try object.messages("rows"))
    }
}

extension TableRow: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), cells: try object.messages("cells"), id: try object.string("id"))
    }
}

extension TableCell: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(location: try object.message("location"), value: try object.string("value"))
    }
}
