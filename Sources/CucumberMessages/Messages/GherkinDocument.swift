// Optional fields that hold strings or nodes are spelled `Optional<...>`: the
// same type as `...?`, but a stored `var x: T?` is first set to nil and then
// assigned in `init`, which the optimizer turned into building each node in a
// temporary and copying it; spelled out, `init` initializes the field once.
// (The cost measured is in Benchmarks/results/NOTES.md.)

/// The abstract syntax tree of one feature file, field for field the
/// `gherkinDocument` message of Cucumber Messages.
public struct GherkinDocument: Hashable, Sendable {
    public var uri: Optional<String>
    public var feature: Optional<Feature>
    public var comments: [Comment]

    public init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}

public struct Comment: Hashable, Sendable {
    public var location: Location
    public var text: String

    public init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}

public struct Tag: Hashable, Sendable {
    public var location: Location
    public var name: String
    public var id: String

    public init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}

public struct Feature: Hashable, Sendable {
    public var location: Location
    public var tags: [Tag]
    public var language: String
    /// Absent for a Markdown document whose first line is not a `# Feature:` heading.
    public var keyword: Optional<String>
    public var name: String
    public var description: String
    public var children: [FeatureChild]

    public init(location: Location, tags: [Tag], language: String, keyword: String?,
                name: String, description: String, children: [FeatureChild]) {
        self.location = location
        self.tags = tags
        self.language = language
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
    }
}

/// Exactly one of the fields is set, as in the message schema.
public struct FeatureChild: Hashable, Sendable {
    public var rule: Optional<Rule>
    public var background: Optional<Background>
    public var scenario: Optional<Scenario>

    public init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        self.rule = rule
        self.background = background
        self.scenario = scenario
    }
}

public struct Rule: Hashable, Sendable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var children: [RuleChild]
    public var id: String

    public init(location: Location, tags: [Tag], keyword: String, name: String,
                description: String, children: [RuleChild], id: String) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.children = children
        self.id = id
    }
}

/// Exactly one of the fields is set, as in the message schema.
public struct RuleChild: Hashable, Sendable {
    public var background: Optional<Background>
    public var scenario: Optional<Scenario>

    public init(background: Background? = nil, scenario: Scenario? = nil) {
        self.background = background
        self.scenario = scenario
    }
}

public struct Background: Hashable, Sendable {
    public var location: Location
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
    public var id: String

    public init(location: Location, keyword: String, name: String, description: String,
                steps: [Step], id: String) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
    }
}

public struct Scenario: Hashable, Sendable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var steps: [Step]
    public var examples: [Examples]
    public var id: String

    public init(location: Location, tags: [Tag], keyword: String, name: String,
                description: String, steps: [Step], examples: [Examples], id: String) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.examples = examples
        self.id = id
    }
}

public struct Examples: Hashable, Sendable {
    public var location: Location
    public var tags: [Tag]
    public var keyword: String
    public var name: String
    public var description: String
    public var tableHeader: Optional<TableRow>
    public var tableBody: [TableRow]
    public var id: String

    public init(location: Location, tags: [Tag], keyword: String, name: String,
                description: String, tableHeader: TableRow?, tableBody: [TableRow], id: String) {
        self.location = location
        self.tags = tags
        self.keyword = keyword
        self.name = name
        self.description = description
        self.tableHeader = tableHeader
        self.tableBody = tableBody
        self.id = id
    }
}

/// The grammatical role of a step keyword. `And`/`But` take the type of the
/// step before them (`Conjunction` in the AST, resolved in pickles).
public enum StepKeywordType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
}

public struct Step: Hashable, Sendable {
    public var location: Location
    public var keyword: String
    public var keywordType: StepKeywordType?
    public var text: String
    public var docString: Optional<DocString>
    public var dataTable: Optional<DataTable>
    public var id: String

    public init(location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
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

public struct DocString: Hashable, Sendable {
    public var location: Location
    public var mediaType: Optional<String>
    public var content: String
    public var delimiter: String

    public init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

public struct DataTable: Hashable, Sendable {
    public var location: Location
    public var rows: [TableRow]

    public init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

public struct TableRow: Hashable, Sendable {
    public var location: Location
    public var cells: [TableCell]
    public var id: String

    public init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}

public struct TableCell: Hashable, Sendable {
    public var location: Location
    public var value: String

    public init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
