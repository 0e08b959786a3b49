// The document as JSON: fields in alphabetical order (see `EnvelopeWriter`).

extension GherkinDocument: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("comments", comments)
        out.field("feature", ifPresent: feature)
        out.json.field("uri", ifPresent: uri)
        out.json.endObject()
    }
}

extension Comment: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("location", location)
        out.json.field("text", text)
        out.json.endObject()
    }
}

extension Tag: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("id", id: id)
        out.field("location", location)
        out.json.field("name", name)
        out.json.endObject()
    }
}

extension Feature: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("children", children)
        out.json.field("description", description)
        out.json.field("keyword", ifPresent: keyword)
        out.json.field("language", language)
        out.field("location", location)
        out.json.field("name", name)
        out.field("tags", tags)
        out.json.endObject()
    }
}

extension FeatureChild: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("background", ifPresent: background)
        out.field("rule", ifPresent: rule)
        out.field("scenario", ifPresent: scenario)
        out.json.endObject()
    }
}

extension Rule: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("children", children)
        out.json.field("description", description)
        out.field("id", id: id)
        out.json.field("keyword", keyword)
        out.field("location", location)
        out.json.field("name", name)
        out.field("tags", tags)
        out.json.endObject()
    }
}

extension RuleChild: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("background", ifPresent: background)
        out.field("scenario", ifPresent: scenario)
        out.json.endObject()
    }
}

extension Background: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("description", description)
        out.field("id", id: id)
        out.json.field("keyword", keyword)
        out.field("location", location)
        out.json.field("name", name)
        out.field("steps", steps)
        out.json.endObject()
    }
}

extension Scenario: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("description", description)
        out.field("examples", examples)
        out.field("id", id: id)
        out.json.field("keyword", keyword)
        out.field("location", location)
        out.json.field("name", name)
        out.field("steps", steps)
        out.field("tags", tags)
        out.json.endObject()
    }
}

extension Examples: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("description", description)
        out.field("id", id: id)
        out.json.field("keyword", keyword)
        out.field("location", location)
        out.json.field("name", name)
        out.field("tableBody", tableBody)
        out.field("tableHeader", ifPresent: tableHeader)
        out.field("tags", tags)
        out.json.endObject()
    }
}

extension Step: WritableInPlace {
    static func write(_ steps: [Step], at index: Int, to out: MessageOutput) {
        out.json.beginObject()
        if case .some = steps[index].dataTable {
            out.json.key("dataTable")
            steps[index].dataTable!.write(to: out)
        }
        if case .some = steps[index].docString {
            out.json.key("docString")
            steps[index].docString!.write(to: out)
        }
        out.field("id", id: steps[index].id)
        out.json.field("keyword", steps[index].keyword)
        if let keywordType = steps[index].keywordType { out.json.field("keywordType", literal: keywordType.literal) }
        out.field("location", steps[index].location)
        out.json.field("text", steps[index].text)
        out.json.endObject()
    }
}

extension DocString: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("content", content)
        out.json.field("delimiter", delimiter)
        out.field("location", location)
        out.json.field("mediaType", ifPresent: mediaType)
        out.json.endObject()
    }
}

extension DataTable: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("location", location)
        out.field("rows", rows)
        out.json.endObject()
    }
}

extension TableRow: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("cells", cells)
        out.field("id", id: id)
        out.field("location", location)
        out.json.endObject()
    }
}

extension TableCell: WritableInPlace {
    static func write(_ cells: [TableCell], at index: Int, to out: MessageOutput) {
        out.json.beginObject()
        out.field("location", cells[index].location)
        out.json.field("value", cells[index].value)
        out.json.endObject()
    }
}

extension StepKeywordType {
    /// The raw value as a literal, written as it is (`EnvelopeWriterTests`
    /// checks it is the raw value).
    var literal: StaticString {
        switch self {
        case .unknown: "Unknown"
        case .context: "Context"
        case .action: "Action"
        case .outcome: "Outcome"
        case .conjunction: "Conjunction"
        }
    }
}
