import CucumberMessages

/// The rows an `Outline { }` runs once each: a header of titles, then the
/// values of each row (XCTest-Gherkin's `Examples(...)`). In each run,
/// `<title>` in a step's text, table cells and doc string is the row's value,
/// as Gherkin fills a Scenario Outline's placeholders.
struct ExampleTable: Sendable {
    var titles: [String]
    var rows: [[String]]

    /// A header and its rows; a row of another width than the header is an
    /// error to record at the call, not a crash.
    init(_ table: [[String]]) throws(ExampleTableError) {
        guard let titles = table.first, table.count > 1 else {
            throw ExampleTableError("Examples need a row of titles and at least one row of values")
        }
        for (number, row) in table.dropFirst().enumerated() where row.count != titles.count {
            throw ExampleTableError("row \(number + 1) of the Examples has \(row.count) values for \(titles.count) titles")
        }
        self.titles = titles
        rows = Array(table.dropFirst())
    }

    /// Row `index`, by title.
    func row(_ index: Int) -> ExampleRow {
        ExampleRow(values: Dictionary(zip(titles, rows[index]), uniquingKeysWith: { first, _ in first }),
                   label: rows[index].joined(separator: ", "))
    }
}

/// One row of an `ExampleTable`, while its run of the outline goes on.
struct ExampleRow: Sendable {
    var values: [String: String]
    /// `Alice, 20`: added to the scenario's name.
    var label: String

    /// `text` with each `<title>` replaced by its value.
    func fill(_ text: String) -> String {
        guard text.contains("<") else { return text }
        var filled = text
        for (title, value) in values { filled = filled.replacingOccurrences(of: "<\(title)>", with: value) }
        return filled
    }

    /// A step's table or doc string with the placeholders filled in.
    func fill(_ argument: PickleStepArgument?) -> PickleStepArgument? {
        guard var argument else { return nil }
        if let table = argument.dataTable {
            argument.dataTable = PickleTable(rows: table.rows.map { row in
                PickleTableRow(cells: row.cells.map { PickleTableCell(value: fill($0.value)) })
            }, argumentIndex: table.argumentIndex)
        }
        if let docString = argument.docString {
            argument.docString = PickleDocString(mediaType: docString.mediaType, content: fill(docString.content),
                                                 argumentIndex: docString.argumentIndex)
        }
        return argument
    }
}

/// Examples that cannot be run: no rows, or rows of the wrong width.
struct ExampleTableError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}
