extension Source: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ source: UnsafePointer<Source>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("data", source.at(\.data))
        output.field("mediaType", source.pointee.mediaType.rawValue)
        output.field("uri", source.at(\.uri))
        output.endObject(object)
    }
}

extension ParseError: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ error: UnsafePointer<ParseError>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("message", error.at(\.message))
        output.field("source", error.at(\.source))
        output.endObject(object)
    }
}

extension SourceReference: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ reference: UnsafePointer<SourceReference>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", ifPresent: reference.at(\.location))
        output.field("uri", ifPresent: reference.at(\.uri))
        output.endObject(object)
    }
}
