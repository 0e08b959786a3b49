// The source, parse errors and source locations as JSON: fields in
// alphabetical order (see `EnvelopeWriter`).

extension Source: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("data", data)
        out.field("mediaType", mediaType)
        out.json.field("uri", uri)
        out.json.endObject()
    }
}

extension ParseError: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("message", message)
        out.field("source", source)
        out.json.endObject()
    }
}

extension Location: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("column", ifPresent: column)
        out.json.field("line", line)
        out.json.endObject()
    }
}

extension SourceReference: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.field("javaMethod", ifPresent: javaMethod)
        out.field("javaStackTraceElement", ifPresent: javaStackTraceElement)
        out.field("location", ifPresent: location)
        out.json.field("uri", ifPresent: uri)
        out.json.endObject()
    }
}

extension JavaMethod: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("className", className)
        out.json.field("methodName", methodName)
        out.json.field("methodParameterTypes", methodParameterTypes)
        out.json.endObject()
    }
}

extension JavaStackTraceElement: WritableMessage {
    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("className", className)
        out.json.field("fileName", ifPresent: fileName)
        out.json.field("methodName", methodName)
        out.json.endObject()
    }
}
