// The abstract syntax tree as the `gherkinDocument` message: fields in sorted
// key order, absent optionals left out, empty lists written.

extension GherkinDocument: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("comments", comments)
        output.field("feature", ifPresent: feature)
        output.field("uri", ifPresent: uri)
        output.endObject(object)
    }
}

extension Comment: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", location)
        output.field("text", text)
        output.endObject(object)
    }
}

extension Tag: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("id", id: id)
        output.field("location", location)
        output.field("name", name)
        output.endObject(object)
    }
}

extension Feature: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("children", children)
        output.field("description", description)
        output.field("keyword", ifPresent: keyword)
        output.field("language", language)
        output.field("location", location)
        output.field("name", name)
        output.field("tags", tags)
        output.endObject(object)
    }
}

extension FeatureChild: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("background", ifPresent: background)
        output.field("rule", ifPresent: rule)
        output.field("scenario", ifPresent: scenario)
        output.endObject(object)
    }
}

extension Rule: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("children", children)
        output.field("description", description)
        output.field("id", id: id)
        output.field("keyword", keyword)
        output.field("location", location)
        output.field("name", name)
        output.field("tags", tags)
        output.endObject(object)
    }
}

extension RuleChild: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("background", ifPresent: background)
        output.field("scenario", ifPresent: scenario)
        output.endObject(object)
    }
}

extension Background: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", description)
        output.field("id", id: id)
        output.field("keyword", keyword)
        output.field("location", location)
        output.field("name", name)
        output.field("steps", steps)
        output.endObject(object)
    }
}

extension Scenario: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", description)
        output.field("examples", examples)
        output.field("id", id: id)
        output.field("keyword", keyword)
        output.field("location", location)
        output.field("name", name)
        output.field("steps", steps)
        output.field("tags", tags)
        output.endObject(object)
    }
}

extension Examples: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", description)
        output.field("id", id: id)
        output.field("keyword", keyword)
        output.field("location", location)
        output.field("name", name)
        output.field("tableBody", tableBody)
        output.field("tableHeader", ifPresent: tableHeader)
        output.field("tags", tags)
        output.endObject(object)
    }
}

extension Step: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("dataTable", ifPresent: dataTable)
        output.field("docString", ifPresent: docString)
        output.field("id", id: id)
        output.field("keyword", keyword)
        output.rawField("keywordType", ifPresent: keywordType?.quotedRawValue)
        output.field("location", location)
        output.field("text", text)
        output.endObject(object)
    }
}

extension DocString: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("content", content)
        output.field("delimiter", delimiter)
        output.field("location", location)
        output.field("mediaType", ifPresent: mediaType)
        output.endObject(object)
    }
}

extension DataTable: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", location)
        output.field("rows", rows)
        output.endObject(object)
    }
}

extension TableRow: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("cells", cells)
        output.field("id", id: id)
        output.field("location", location)
        output.endObject(object)
    }
}

extension TableCell: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", location)
        output.field("value", value)
        output.endObject(object)
    }
}

extension StepKeywordType {
    /// The raw value as a JSON string, known at compile time: written as it
    /// is, without building a `String` and scanning it for escapes.
    var quotedRawValue: StaticString {
        switch self {
        case .unknown: #""Unknown""#
        case .context: #""Context""#
        case .action: #""Action""#
        case .outcome: #""Outcome""#
        case .conjunction: #""Conjunction""#
        }
    }
}
