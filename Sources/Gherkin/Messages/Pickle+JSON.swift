// Pickles as the `pickle` message: fields in sorted key order, absent
// optionals left out, empty lists written.

extension Pickle: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("astNodeIds", ids: astNodeIds)
        json.field("id", id: id)
        json.field("language", language)
        json.field("location", ifPresent: location)
        json.field("name", name)
        json.field("steps", steps)
        json.field("tags", tags)
        json.field("uri", uri)
        json.endObject()
    }
}

extension PickleStep: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("argument", ifPresent: argument)
        json.field("astNodeIds", ids: astNodeIds)
        json.field("id", id: id)
        json.field("text", text)
        json.field("type", ifPresent: type?.rawValue)
        json.endObject()
    }
}

extension PickleStepArgument: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("dataTable", ifPresent: dataTable)
        json.field("docString", ifPresent: docString)
        json.endObject()
    }
}

extension PickleDocString: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("argumentIndex", ifPresent: argumentIndex)
        json.field("content", content)
        json.field("mediaType", ifPresent: mediaType)
        json.endObject()
    }
}

extension PickleTable: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("argumentIndex", ifPresent: argumentIndex)
        json.field("rows", rows)
        json.endObject()
    }
}

extension PickleTableRow: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("cells", cells)
        json.endObject()
    }
}

extension PickleTableCell: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("value", value)
        json.endObject()
    }
}

extension PickleTag: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("astNodeId", id: astNodeId)
        json.field("name", name)
        json.endObject()
    }
}
