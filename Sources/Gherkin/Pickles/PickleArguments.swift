import CucumberMessages

/// A step's data table and doc string as a pickle argument, each text passed
/// through `fill` (placeholders of an Examples row, or nothing).
enum PickleArguments {
    /// Whether `step` has an argument at all (most do not). By pattern: `!= nil`
    /// on an `Equatable` optional copies the value and calls its `==`.
    @inline(__always)
    static func exists(for step: Step) -> Bool {
        if case .some = step.dataTable { return true }
        if case .some = step.docString { return true }
        return false
    }

    static func argument(_ step: Step, fill: (String) -> String) -> PickleStepArgument? {
        guard exists(for: step) else { return nil }
        var table: PickleTable?
        if let dataTable = step.dataTable {
            table = PickleTable(rows: dataTable.rows.map { row in
                PickleTableRow(cells: row.cells.map { PickleTableCell(value: fill($0.value)) })
            })
        }
        var docString = step.docString.map { PickleDocString(mediaType: $0.mediaType.map(fill), content: fill($0.content)) }
        let order = order(of: step)
        table?.argumentIndex = order.table
        docString?.argumentIndex = order.docString
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    /// With both a table and a doc string, they are numbered 1 and 2 in the
    /// order they appear (`argumentIndex`); with one, it has no number.
    static func order(of step: Step) -> (table: Int?, docString: Int?) {
        guard case .some = step.dataTable, case .some = step.docString else { return (nil, nil) }
        let tableFirst = step.dataTable!.location.line < step.docString!.location.line
        return tableFirst ? (1, 2) : (2, 1)
    }
}
