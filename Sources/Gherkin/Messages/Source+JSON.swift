extension Source: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("data", data)
        json.field("mediaType", mediaType.rawValue)
        json.field("uri", uri)
        json.endObject()
    }
}

extension ParseError: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("message", message)
        json.field("source", source)
        json.endObject()
    }
}

extension SourceReference: JSONWritable {
    public func write(to json: inout JSONWriter) {
        json.beginObject()
        json.field("location", ifPresent: location)
        json.field("uri", ifPresent: uri)
        json.endObject()
    }
}

extension Location: JSONWritable {
    /// In one call rather than four: nearly every message has a location.
    public func write(to json: inout JSONWriter) {
        json.intObject("column", ifPresent: column, "line", line)
    }
}
