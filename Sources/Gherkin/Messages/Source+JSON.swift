extension Source: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("data", data)
        output.field("mediaType", mediaType.rawValue)
        output.field("uri", uri)
        output.endObject(object)
    }
}

extension ParseError: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("message", message)
        output.field("source", source)
        output.endObject(object)
    }
}

extension SourceReference: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", ifPresent: location)
        output.field("uri", ifPresent: uri)
        output.endObject(object)
    }
}

extension Location: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    func write(to output: JSONOutput) {
        let object = output.beginObject()
        output.field("column", ifPresent: column)
        output.field("line", line)
        output.endObject(object)
    }
}
