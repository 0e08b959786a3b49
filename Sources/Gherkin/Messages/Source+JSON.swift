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

    /// In one go, with one capacity check, rather than field by field: nearly
    /// every message has a location.
    func write(to output: JSONOutput) {
        let bytes = output.bytes
        // The keys and their punctuation, and two integers of 24 bytes' room.
        let target = bytes.reserve(72)
        var length: Int
        if let column {
            length = JSONByteBuffer.writeLiteral(#"{"column":"#, to: target)
            length &+= JSONByteBuffer.writeInt(column, to: target + length)
            length &+= JSONByteBuffer.writeLiteral(#","line":"#, to: target + length)
        } else {
            length = JSONByteBuffer.writeLiteral(#"{"line":"#, to: target)
        }
        length &+= JSONByteBuffer.writeInt(line, to: target + length)
        target[length] = UInt8(ascii: "}")
        bytes.count &+= length &+ 1
    }
}
