// The abstract syntax tree as the `gherkinDocument` message: fields in sorted
// key order, absent optionals left out, empty lists written.

extension GherkinDocument: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ document: UnsafePointer<GherkinDocument>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("comments", document.at(\.comments))
        output.field("feature", ifPresent: document.at(\.feature))
        output.field("uri", ifPresent: document.at(\.uri))
        output.endObject(object)
    }
}

extension Comment: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ comment: UnsafePointer<Comment>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", comment.at(\.location))
        output.field("text", comment.at(\.text))
        output.endObject(object)
    }
}

extension Tag: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ tag: UnsafePointer<Tag>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("id", id: tag.at(\.id))
        output.field("location", tag.at(\.location))
        output.field("name", tag.at(\.name))
        output.endObject(object)
    }
}

extension Feature: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ feature: UnsafePointer<Feature>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("children", feature.at(\.children))
        output.field("description", feature.at(\.description))
        output.field("keyword", ifPresent: feature.at(\.keyword))
        output.field("language", feature.at(\.language))
        output.field("location", feature.at(\.location))
        output.field("name", feature.at(\.name))
        output.field("tags", feature.at(\.tags))
        output.endObject(object)
    }
}

extension FeatureChild: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ child: UnsafePointer<FeatureChild>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("background", ifPresent: child.at(\.background))
        output.field("rule", ifPresent: child.at(\.rule))
        output.field("scenario", ifPresent: child.at(\.scenario))
        output.endObject(object)
    }
}

extension Rule: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ rule: UnsafePointer<Rule>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("children", rule.at(\.children))
        output.field("description", rule.at(\.description))
        output.field("id", id: rule.at(\.id))
        output.field("keyword", rule.at(\.keyword))
        output.field("location", rule.at(\.location))
        output.field("name", rule.at(\.name))
        output.field("tags", rule.at(\.tags))
        output.endObject(object)
    }
}

extension RuleChild: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ child: UnsafePointer<RuleChild>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("background", ifPresent: child.at(\.background))
        output.field("scenario", ifPresent: child.at(\.scenario))
        output.endObject(object)
    }
}

extension Background: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ background: UnsafePointer<Background>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", background.at(\.description))
        output.field("id", id: background.at(\.id))
        output.field("keyword", background.at(\.keyword))
        output.field("location", background.at(\.location))
        output.field("name", background.at(\.name))
        output.field("steps", background.at(\.steps))
        output.endObject(object)
    }
}

extension Scenario: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ scenario: UnsafePointer<Scenario>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", scenario.at(\.description))
        output.field("examples", scenario.at(\.examples))
        output.field("id", id: scenario.at(\.id))
        output.field("keyword", scenario.at(\.keyword))
        output.field("location", scenario.at(\.location))
        output.field("name", scenario.at(\.name))
        output.field("steps", scenario.at(\.steps))
        output.field("tags", scenario.at(\.tags))
        output.endObject(object)
    }
}

extension Examples: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ examples: UnsafePointer<Examples>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("description", examples.at(\.description))
        output.field("id", id: examples.at(\.id))
        output.field("keyword", examples.at(\.keyword))
        output.field("location", examples.at(\.location))
        output.field("name", examples.at(\.name))
        output.field("tableBody", examples.at(\.tableBody))
        output.field("tableHeader", ifPresent: examples.at(\.tableHeader))
        output.field("tags", examples.at(\.tags))
        output.endObject(object)
    }
}

extension Step: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ step: UnsafePointer<Step>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("dataTable", ifPresent: step.at(\.dataTable))
        output.field("docString", ifPresent: step.at(\.docString))
        output.field("id", id: step.at(\.id))
        output.field("keyword", step.at(\.keyword))
        output.literal(ifPresent: step.pointee.keywordType?.jsonField)
        output.field("location", step.at(\.location))
        output.field("text", step.at(\.text))
        output.endObject(object)
    }
}

extension DocString: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ docString: UnsafePointer<DocString>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("content", docString.at(\.content))
        output.field("delimiter", docString.at(\.delimiter))
        output.field("location", docString.at(\.location))
        output.field("mediaType", ifPresent: docString.at(\.mediaType))
        output.endObject(object)
    }
}

extension DataTable: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ table: UnsafePointer<DataTable>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", table.at(\.location))
        output.field("rows", table.at(\.rows))
        output.endObject(object)
    }
}

extension TableRow: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ row: UnsafePointer<TableRow>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("cells", row.at(\.cells))
        output.field("id", id: row.at(\.id))
        output.field("location", row.at(\.location))
        output.endObject(object)
    }
}

extension TableCell: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ cell: UnsafePointer<TableCell>, to output: JSONOutput) {
        let object = output.beginObject()
        output.field("location", cell.at(\.location))
        output.field("value", cell.at(\.value))
        output.endObject(object)
    }
}

extension StepKeywordType {
    /// The whole `keywordType` field, key and quoted raw value, known at
    /// compile time: written as it is, in one copy, without building a
    /// `String` and scanning it for escapes.
    var jsonField: StaticString {
        switch self {
        case .unknown: #","keywordType":"Unknown""#
        case .context: #","keywordType":"Context""#
        case .action: #","keywordType":"Action""#
        case .outcome: #","keywordType":"Outcome""#
        case .conjunction: #","keywordType":"Conjunction""#
        }
    }
}
