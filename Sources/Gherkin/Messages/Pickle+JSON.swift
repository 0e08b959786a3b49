// Pickles as the `pickle` message: fields in sorted key order, absent
// optionals left out, empty lists written.

extension Pickle: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("astNodeIds", ids: astNodeIds)
        output.field("id", id: id)
        output.field("language", language)
        output.field("location", ifPresent: location)
        output.field("name", name)
        output.field("steps", steps)
        output.field("tags", tags)
        output.field("uri", uri)
        output.endObject(object)
    }
}

extension PickleStep: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argument", ifPresent: argument)
        output.field("astNodeIds", ids: astNodeIds)
        output.field("id", id: id)
        output.field("text", text)
        output.rawField("type", ifPresent: type?.quotedRawValue)
        output.endObject(object)
    }
}

extension PickleStepArgument: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("dataTable", ifPresent: dataTable)
        output.field("docString", ifPresent: docString)
        output.endObject(object)
    }
}

extension PickleDocString: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argumentIndex", ifPresent: argumentIndex)
        output.field("content", content)
        output.field("mediaType", ifPresent: mediaType)
        output.endObject(object)
    }
}

extension PickleTable: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argumentIndex", ifPresent: argumentIndex)
        output.field("rows", rows)
        output.endObject(object)
    }
}

extension PickleTableRow: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("cells", cells)
        output.endObject(object)
    }
}

extension PickleTableCell: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("value", value)
        output.endObject(object)
    }
}

extension PickleTag: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("astNodeId", id: astNodeId)
        output.field("name", name)
        output.endObject(object)
    }
}

extension PickleStepType {
    /// The raw value as a JSON string, known at compile time: written as it
    /// is, without building a `String` and scanning it for escapes.
    var quotedRawValue: StaticString {
        switch self {
        case .unknown: #""Unknown""#
        case .context: #""Context""#
        case .action: #""Action""#
        case .outcome: #""Outcome""#
        }
    }
}
