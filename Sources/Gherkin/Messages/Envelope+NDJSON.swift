extension GherkinEnvelope: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ envelope: UnsafePointer<GherkinEnvelope>, to output: JSONOutput) {
        let object = output.beginObject()
        switch envelope.pointee {
        case .source(let message): output.field("source", value: message)
        case .gherkinDocument(let message): output.field("gherkinDocument", value: message)
        case .pickle(let message): output.field("pickle", value: message)
        case .parseError(let message): output.field("parseError", value: message)
        }
        output.endObject(object)
    }
}

extension JSONWriter {
    /// One NDJSON line: the envelope and a line feed.
    public mutating func writeLine<Message: JSONWritable>(_ envelope: Message) {
        envelope.write(to: &self)
        endLine()
    }
}

extension JSONWriter {
    /// One NDJSON line holding `message` in an envelope named `name`
    /// (`{"pickle":{...}}`), the bytes `writeLine(GherkinEnvelope.pickle(message))`
    /// writes, without first copying the message into an envelope.
    public mutating func writeEnvelope<Message: JSONWritable>(_ name: StaticString, _ message: Message) {
        beginObject()
        field(name, message)
        endObject()
        endLine()
    }
}

extension Sequence where Element: JSONWritable {
    /// The messages as NDJSON: one compact JSON object a line.
    public func ndjson() -> [UInt8] {
        var json = JSONWriter()
        for message in self { json.writeLine(message) }
        return json.bytes
    }
}
