// A step of the abstract syntax tree and its arguments: a doc string or a
// data table, whose rows and cells Examples tables share. Optional fields are
// spelled `Optional<...>` for the reason given in GherkinDocument.swift.

/// The grammatical role of a step keyword. `And`/`But` take the type of the
/// step before them (`Conjunction` in the AST, resolved in pickles).
@usableFromInline
package enum StepKeywordType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
}

@usableFromInline
package struct Step: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var keyword: String
    @usableFromInline package var keywordType: StepKeywordType?
    @usableFromInline package var text: String
    @usableFromInline package var docString: Optional<DocString>
    @usableFromInline package var dataTable: Optional<DataTable>
    @usableFromInline package var id: String

    @inlinable package init(location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
                docString: DocString? = nil, dataTable: DataTable? = nil, id: String) {
        self.location = location
        self.keyword = keyword
        self.keywordType = keywordType
        self.text = text
        self.docString = docString
        self.dataTable = dataTable
        self.id = id
    }
}

@usableFromInline
package struct DocString: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var mediaType: Optional<String>
    @usableFromInline package var content: String
    @usableFromInline package var delimiter: String

    @inlinable package init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

@usableFromInline
package struct DataTable: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var rows: [TableRow]

    @inlinable package init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

@usableFromInline
package struct TableRow: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var cells: [TableCell]
    @usableFromInline package var id: String

    @inlinable package init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}

@usableFromInline
package struct TableCell: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var value: String

    @inlinable package init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
