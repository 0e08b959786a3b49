/// One executable scenario (or one Examples row of an outline), compiled from a
/// Gherkin document: Background steps folded in, `<placeholders>` filled,
/// tags inherited. Field for field the `pickle` message.
public struct Pickle: Hashable, Sendable {
    public var id: String
    public var uri: String
    public var location: Location?
    public var name: String
    public var language: String
    public var steps: [PickleStep]
    public var tags: [PickleTag]
    /// The scenario's id, followed by the Examples row's id for outlines.
    public var astNodeIds: [String]

    public init(id: String, uri: String, location: Location?, name: String, language: String,
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
public enum PickleStepType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
}

public struct PickleStep: Hashable, Sendable {
    /// Spelled `Optional<…>`, as in `GherkinDocument.swift`: `init` then
    /// initializes it once rather than assigning over an implicit nil.
    public var argument: Optional<PickleStepArgument>
    public var astNodeIds: [String]
    public var id: String
    public var type: PickleStepType?
    public var text: String

    public init(argument: PickleStepArgument?, astNodeIds: [String], id: String,
                type: PickleStepType?, text: String) {
        self.argument = argument
        self.astNodeIds = astNodeIds
        self.id = id
        self.type = type
        self.text = text
    }
}

/// A doc string, a data table, or (since Gherkin 42) both.
public struct PickleStepArgument: Hashable, Sendable {
    public var docString: PickleDocString?
    public var dataTable: PickleTable?

    public init(docString: PickleDocString? = nil, dataTable: PickleTable? = nil) {
        self.docString = docString
        self.dataTable = dataTable
    }
}

public struct PickleDocString: Hashable, Sendable {
    public var mediaType: String?
    public var content: String
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    public var argumentIndex: Int?

    public init(mediaType: String?, content: String, argumentIndex: Int? = nil) {
        self.mediaType = mediaType
        self.content = content
        self.argumentIndex = argumentIndex
    }
}

public struct PickleTable: Hashable, Sendable {
    public var rows: [PickleTableRow]
    /// When a step has both a doc string and a data table: 1 or 2, the order in
    /// which they appear (Gherkin 42). Absent otherwise.
    public var argumentIndex: Int?

    public init(rows: [PickleTableRow], argumentIndex: Int? = nil) {
        self.rows = rows
        self.argumentIndex = argumentIndex
    }
}

public struct PickleTableRow: Hashable, Sendable {
    public var cells: [PickleTableCell]

    public init(cells: [PickleTableCell]) {
        self.cells = cells
    }
}

public struct PickleTableCell: Hashable, Sendable {
    public var value: String

    public init(value: String) {
        self.value = value
    }
}

public struct PickleTag: Hashable, Sendable {
    public var name: String
    public var astNodeId: String

    public init(name: String, astNodeId: String) {
        self.name = name
        self.astNodeId = astNodeId
    }
}
