// Pickles as the `pickle` message: fields in sorted key order, absent
// optionals left out, empty lists written.

extension Pickle: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ pickle: UnsafePointer<Pickle>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("astNodeIds", ids: pickle.at(\.astNodeIds))
        output.field("id", id: pickle.at(\.id))
        output.field("language", pickle.at(\.language))
        output.field("location", ifPresent: pickle.at(\.location))
        output.field("name", pickle.at(\.name))
        output.field("steps", pickle.at(\.steps))
        output.field("tags", pickle.at(\.tags))
        output.field("uri", pickle.at(\.uri))
        output.endObject(object)
    }
}

extension PickleStep: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ step: UnsafePointer<PickleStep>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argument", ifPresent: step.at(\.argument))
        output.field("astNodeIds", ids: step.at(\.astNodeIds))
        output.field("id", id: step.at(\.id))
        output.field("text", step.at(\.text))
        output.literal(ifPresent: step.pointee.type?.jsonField)
        output.endObject(object)
    }
}

extension PickleStepArgument: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ argument: UnsafePointer<PickleStepArgument>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("dataTable", ifPresent: argument.at(\.dataTable))
        output.field("docString", ifPresent: argument.at(\.docString))
        output.endObject(object)
    }
}

extension PickleDocString: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ docString: UnsafePointer<PickleDocString>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argumentIndex", ifPresent: docString.pointee.argumentIndex)
        output.field("content", docString.at(\.content))
        output.field("mediaType", ifPresent: docString.at(\.mediaType))
        output.endObject(object)
    }
}

extension PickleTable: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ table: UnsafePointer<PickleTable>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("argumentIndex", ifPresent: table.pointee.argumentIndex)
        output.field("rows", table.at(\.rows))
        output.endObject(object)
    }
}

extension PickleTableRow: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ row: UnsafePointer<PickleTableRow>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("cells", row.at(\.cells))
        output.endObject(object)
    }
}

extension PickleTableCell: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ cell: UnsafePointer<PickleTableCell>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("value", cell.at(\.value))
        output.endObject(object)
    }
}

extension PickleTag: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ tag: UnsafePointer<PickleTag>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("astNodeId", id: tag.at(\.astNodeId))
        output.field("name", tag.at(\.name))
        output.endObject(object)
    }
}

extension PickleStepType {
    /// The whole `type` field, key and quoted raw value, known at compile
    /// time: written as it is, in one copy, without building a `String` and
    /// scanning it for escapes.
    var jsonField: StaticString {
        switch self {
        case .unknown: #","type":"Unknown""#
        case .context: #","type":"Context""#
        case .action: #","type":"Action""#
        case .outcome: #","type":"Outcome""#
        }
    }
}
