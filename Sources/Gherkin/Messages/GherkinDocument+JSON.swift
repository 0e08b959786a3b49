// The abstract syntax tree as the `gherkinDocument` message: fields in sorted
// key order, absent optionals left out, empty lists written.

extension GherkinDocument: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("comments", comments)
        json.field("feature", ifPresent: feature)
        json.field("uri", ifPresent: uri)
        json.endObject()
    }
}

extension Comment: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("location", location)
        json.field("text", text)
        json.endObject()
    }
}

extension Tag: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("id", id: id)
        json.field("location", location)
        json.field("name", name)
        json.endObject()
    }
}

extension Feature: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("children", children)
        json.field("description", description)
        json.field("keyword", ifPresent: keyword)
        json.field("language", language)
        json.field("location", location)
        json.field("name", name)
        json.field("tags", tags)
        json.endObject()
    }
}

extension FeatureChild: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("background", ifPresent: background)
        json.field("rule", ifPresent: rule)
        json.field("scenario", ifPresent: scenario)
        json.endObject()
    }
}

extension Rule: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("children", children)
        json.field("description", description)
        json.field("id", id: id)
        json.field("keyword", keyword)
        json.field("location", location)
        json.field("name", name)
        json.field("tags", tags)
        json.endObject()
    }
}

extension RuleChild: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("background", ifPresent: background)
        json.field("scenario", ifPresent: scenario)
        json.endObject()
    }
}

extension Background: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("description", description)
        json.field("id", id: id)
        json.field("keyword", keyword)
        json.field("location", location)
        json.field("name", name)
        json.field("steps", steps)
        json.endObject()
    }
}

extension Scenario: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("description", description)
        json.field("examples", examples)
        json.field("id", id: id)
        json.field("keyword", keyword)
        json.field("location", location)
        json.field("name", name)
        json.field("steps", steps)
        json.field("tags", tags)
        json.endObject()
    }
}

extension Examples: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("description", description)
        json.field("id", id: id)
        json.field("keyword", keyword)
        json.field("location", location)
        json.field("name", name)
        json.field("tableBody", tableBody)
        json.field("tableHeader", ifPresent: tableHeader)
        json.field("tags", tags)
        json.endObject()
    }
}

extension Step: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("dataTable", ifPresent: dataTable)
        json.field("docString", ifPresent: docString)
        json.field("id", id: id)
        json.field("keyword", keyword)
        json.field("keywordType", ifPresent: keywordType?.rawValue)
        json.field("location", location)
        json.field("text", text)
        json.endObject()
    }
}

extension DocString: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("content", content)
        json.field("delimiter", delimiter)
        json.field("location", location)
        json.field("mediaType", ifPresent: mediaType)
        json.endObject()
    }
}

extension DataTable: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("location", location)
        json.field("rows", rows)
        json.endObject()
    }
}

extension TableRow: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("cells", cells)
        json.field("id", id: id)
        json.field("location", location)
        json.endObject()
    }
}

extension TableCell: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("location", location)
        json.field("value", value)
        json.endObject()
    }
}
