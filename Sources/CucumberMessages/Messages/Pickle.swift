/// One executable scenario (or one Examples row of an outline), compiled from a
/// Gherkin document: Background steps folded in, `<placeholders>` filled,
/// tags inherited. Field for field the `pickle` message.
package struct Pickle: Hashable, Sendable {
    package var id: String
    package var uri: String
    package var location: Location?
    package var name: String
    package var language: String
    package var steps: [PickleStep]
    package var tags: [PickleTag]
    /// The scenario's id, followed by the Examples row's id for outlines.
    package var astNodeIds: [String]

    package init(id: String, uri: String, location: Location?, name: String, language: String,
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
package enum PickleStepType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
}

package struct PickleStep: Hashable, Sendable {
    /// Spelled `Optional<…>`, as in `GherkinDocument.swift`: `init` then
    /// initializes it once rather than assigning over an implicit nil.
    package var argument: Optional<PickleStepArgument>
    package var astNodeIds: [String]
    package var id: String
    package var type: PickleStepType?
    package var text: String

    package init(argument: PickleStepArgument?, astNodeIds: [String], id: String,
                type: PickleStepType?, text: String) {
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
    }
}

/// A doc string, a data table, or (since Gherkin 42) both.
package struct PickleStepArgument: Hashable, Sendable {
    package var docString: PickleDocString?
    package var dataTable: PickleTable?

    package init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

package struct PickleDocString: Hashable, Sendable {
    package var mediaType: String?
    package var content: String
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    package var argumentIndex: Int?

    package init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}

package struct PickleTable: Hashable, Sendable {
    package var rows: [PickleTableRow]
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    package var argumentIndex: Int?

    package init(rows: [PickleTableRow], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}

package struct PickleTableRow: Hashable, Sendable {
    package var cells: [PickleTableCell]

    package init(cells: [PickleTableCell]) {
        self.cells = cells
    }
}

package struct PickleTableCell: Hashable, Sendable {
    package var value: String

    package init(value: String) {
        self.value = value
    }
}

package struct PickleTag: Hashable, Sendable {
    package var name: String
    package var astNodeId: String

    package init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
