/// One executable scenario (or one Examples row of an outline), compiled from a
/// Gherkin document: Background steps folded in, `<placeholders>` filled,
/// tags inherited. Field for field the `pickle` message.
@usableFromInline
package struct Pickle: Hashable, Sendable {
    @usableFromInline package var id: String
    @usableFromInline package var uri: String
    @usableFromInline package var location: Location?
    @usableFromInline package var name: String
    @usableFromInline package var language: String
    @usableFromInline package var steps: [PickleStep]
    @usableFromInline package var tags: [PickleTag]
    /// The scenario's id, followed by the Examples row's id for outlines.
    @usableFromInline package var astNodeIds: [String]

    @inlinable package init(id: String, uri: String, location: Location?, name: String, language: String,
                steps: [PickleStep], tags: [PickleTag], astNodeIds: [String]) {
        self.id = id
        self.uri = uri
        self.location = location
        self.name = name
        self.language = language
        self.steps = steps
        self.tags = tags
        self.astNodeIds = astNodeIds
    }
}

/// The resolved role of a pickle step (And/But already replaced).
@usableFromInline
package enum PickleStepType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
}

@usableFromInline
package struct PickleStep: Hashable, Sendable {
    /// Spelled `Optional<…>`, as in `GherkinDocument.swift`: `init` then
    /// initializes it once rather than assigning over an implicit nil.
    @usableFromInline package var argument: Optional<PickleStepArgument>
    @usableFromInline package var astNodeIds: [String]
    @usableFromInline package var id: String
    @usableFromInline package var type: PickleStepType?
    @usableFromInline package var text: String

    @inlinable package init(argument: PickleStepArgument?, astNodeIds: [String], id: String,
                type: PickleStepType?, text: String) {
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
    }
}

/// A doc string, a data table, or (since Gherkin 42) both.
@usableFromInline
package struct PickleStepArgument: Hashable, Sendable {
    @usableFromInline package var docString: PickleDocString?
    @usableFromInline package var dataTable: PickleTable?

    @inlinable package init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

@usableFromInline
package struct PickleDocString: Hashable, Sendable {
    @usableFromInline package var mediaType: String?
    @usableFromInline package var content: String
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    @usableFromInline package var argumentIndex: Int?

    @inlinable package init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}

@usableFromInline
package struct PickleTable: Hashable, Sendable {
    @usableFromInline package var rows: [PickleTableRow]
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    @usableFromInline package var argumentIndex: Int?

    @inlinable package init(rows: [PickleTableRow], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}

@usableFromInline
package struct PickleTableRow: Hashable, Sendable {
    @usableFromInline package var cells: [PickleTableCell]

    @inlinable package init(cells: [PickleTableCell]) {
        self.cells = cells
    }
}

@usableFromInline
package struct PickleTableCell: Hashable, Sendable {
    @usableFromInline package var value: String

    @inlinable package init(value: String) {
        self.value = value
    }
}

@usableFromInline
package struct PickleTag: Hashable, Sendable {
    @usableFromInline package var name: String
    @usableFromInline package var astNodeId: String

    @inlinable package init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
