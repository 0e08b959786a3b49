// Pickles read from JSON (see `MessageObject`).

extension Pickle: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(id: try object.string("id"), uri: try object.string("uri"), location: try object.message(ifPresent: "location"),
                  name: try object.string("name"), language: try object.string("language"),
                  steps: try object.messages("steps"), tags: try object.messages("tags"),
                  astNodeIds: try object.strings("astNodeIds"))
    }
}

extension PickleStep: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(argument: try object.message(ifPresent: "argument"), astNodeIds: try object.strings("astNodeIds"),
                  id: try object.string("id"), type: try object.value(ifPresent: "type", as: PickleStepType.self),
                  text: try object.string("text"))
    }
}

extension PickleStepArgument: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(docString: try object.message(ifPresent: "docString"), dataTable: try object.message(ifPresent: "dataTable"))
    }
}

extension PickleDocString: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(mediaType: try object.string(ifPresent: "mediaType"), content: try object.string("content"),
                  argumentIndex: try object.int(ifPresent: "argumentIndex"))
    }
}

extension PickleTable: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(rows: try object.messages("rows"), argumentIndex: try object.int(ifPresent: "argumentIndex"))
    }
}

extension PickleTableRow: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(cells: try object.messages("cells"))
    }
}

extension PickleTableCell: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(value: try object.string("value"))
    }
}

extension PickleTag: ReadableMessage {
    init(reading object: MessageObject) throws(MessageFormatError) {
        self.init(name: try object.string("name"), astNodeId: try object.string("astNodeId"))
    }
}
