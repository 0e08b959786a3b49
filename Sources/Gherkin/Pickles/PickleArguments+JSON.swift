extension PickleArguments {
    /// `,"argument":{…}` for `step`: the bytes of the `PickleStepArgument`
    /// that `argument(_:fill:)` builds, written without building it (a table
    /// is an array of rows of cells, each allocated, then freed at once), for
    /// `PickleEnvelopeWriter`. Nothing when the step has no argument.
    static func write(_ step: Step, fill: (String) -> String, to output: JSONOutput) {
        guard exists(for: step) else { return }
        let order = order(of: step)
        output.key("argument")
        let argument = output.beginObject()
        if case .some = step.dataTable {
            output.key("dataTable")
            let table = output.beginObject()
            output.field("argumentIndex", ifPresent: order.table)
            output.key("rows")
            let rows = output.beginArray()
            for row in step.dataTable!.rows {
                // `{"cells":[{"value":…},…]}`, a row and its cells as their messages write them.
                output.bytes.append(#",{"cells":"#)
                let cells = output.beginArray()
                for cell in row.cells {
                    output.bytes.append(#",{"value":"#)
                    output.bytes.appendQuoted(fill(cell.value))
                    output.bytes.append(UInt8(ascii: "}"))
                }
                output.endArray(cells)
                output.bytes.append(UInt8(ascii: "}"))
            }
            output.endArray(rows)
            output.endObject(table)
        }
        if case .some = step.docString {
            output.key("docString")
            let docString = output.beginObject()
            output.field("argumentIndex", ifPresent: order.docString)
            output.field("content", fill(step.docString!.content))
            if let mediaType = step.docString!.mediaType { output.field("mediaType", fill(mediaType)) }
            output.endObject(docString)
        }
        output.endObject(argument)
    }
}
