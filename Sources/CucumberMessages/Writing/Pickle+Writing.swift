// Pickles as JSON: fields in alphabetical order (see `EnvelopeWriter`).

extension Pickle: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("astNodeIds", ids: astNodeIds)
        out.field("id", id: id)
        out.json.field("language", language)
        out.field("location", ifPresent: location)
        out.json.field("name", name)
        out.field("steps", steps)
        out.field("tags", tags)
        out.json.field("uri", uri)
        out.json.endObject()
    }
}

extension PickleStep: WritableInPlace {
    static func write(_ steps: [PickleStep], at index: Int, to out: MessageOutput) {
        out.json.beginObject()
        if case .some = steps[index].argument {
            out.json.key("argument")
            steps[index].argument!.write(to: out)
        }
        out.field("astNodeIds", ids: steps[index].astNodeIds)
        out.field("id", id: steps[index].id)
        out.json.field("text", steps[index].text)
        if let type = steps[index].type { out.json.field("type", literal: type.literal) }
        out.json.endObject()
    }
}

extension PickleStepArgument: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("dataTable", ifPresent: dataTable)
        out.field("docString", ifPresent: docString)
        out.json.endObject()
    }
}

extension PickleDocString: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("argumentIndex", ifPresent: argumentIndex)
        out.json.field("content", content)
        out.json.field("mediaType", ifPresent: mediaType)
        out.json.endObject()
    }
}

extension PickleTable: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("argumentIndex", ifPresent: argumentIndex)
        out.field("rows", rows)
        out.json.endObject()
    }
}

extension PickleTableRow: WritableInPlace {
    static func write(_ rows: [PickleTableRow], at index: Int, to out: MessageOutput) {
        out.json.beginObject()
        out.field("cells", rows[index].cells)
        out.json.endObject()
    }
}

extension PickleTableCell: WritableInPlace {
    static func write(_ cells: [PickleTableCell], at index: Int, to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("value", cells[index].value)
        out.json.endObject()
    }
}

extension PickleTag: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("astNodeId", id: astNodeId)
        out.json.field("name", name)
        out.json.endObject()
    }
}

extension PickleStepType {
    /// The raw value as a literal, written as it is (a step's type is written
    /// once a pickle step; `EnvelopeWriterTests` checks it is the raw value).
    var literal: StaticString {
        switch self {
        case .unknown: "Unknown"
        case .context: "Context"
        case .action: "Action"
        case .outcome: "Outcome"
        }
    }
}
