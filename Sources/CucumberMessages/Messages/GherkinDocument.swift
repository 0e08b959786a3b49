// Optional fields that hold strings or nodes are spelled `Optional<...>`: the
// same type as `...?`, but a stored `var x: T?` is first set to nil and then
// assigned in `init`, which the optimizer turned into building each node in a
// temporary and copying it; spelled out, `init` initializes the field once.
// (The cost measured is in Benchmarks/results/NOTES.md.)

/// The abstract syntax tree of one feature file, field for field the
/// `gherkinDocument` message of Cucumber Messages.
package struct GherkinDocument: Hashable, Sendable {
    package var uri: Optional<String>
    package var feature: Optional<Feature>
    package var comments: [Comment]

    package init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}

package struct Comment: Hashable, Sendable {
    package var location: Location
    package var text: String

    package init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}

package struct Tag: Hashable, Sendable {
    package var location: Location
    package var name: String
    package var id: String

    package init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}

package struct Feature: Hashable, Sendable {
    package var location: Location
    package var tags: [Tag]
    package var language: String
    /// Absent for a Markdown document whose first line is not a `# Feature:` heading.
    package var keyword: Optional<String>
    package var name: String
    package var description: String
    package var children: [FeatureChild]

    package init(location: Location, tags: [Tag], language: String, keyword: String?,
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
package struct FeatureChild: Hashable, Sendable {
    package var rule: Optional<Rule>
    package var background: Optional<Background>
    package var scenario: Optional<Scenario>

    package init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        self.rule = rule
        self.background = background
        self.scenario = scenario
    }
}

package struct Rule: Hashable, Sendable {
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var children: [RuleChild]
    package var id: String

    package init(location: Location, tags: [Tag], keyword: String, name: String,
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
package struct RuleChild: Hashable, Sendable {
    package var background: Optional<Background>
    package var scenario: Optional<Scenario>

    package init(background: Background? = nil, scenario: Scenario? = nil) {
        self.background = background
        self.scenario = scenario
    }
}

package struct Background: Hashable, Sendable {
    package var location: Location
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [Step]
    package var id: String

    package init(location: Location, keyword: String, name: String, description: String,
                steps: [Step], id: String) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
    }
}

package struct Scenario: Hashable, Sendable {
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var steps: [Step]
    package var examples: [Examples]
    package var id: String

    package init(location: Location, tags: [Tag], keyword: String, name: String,
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

package struct Examples: Hashable, Sendable {
    package var location: Location
    package var tags: [Tag]
    package var keyword: String
    package var name: String
    package var description: String
    package var tableHeader: Optional<TableRow>
    package var tableBody: [TableRow]
    package var id: String

    package init(location: Location, tags: [Tag], keyword: String, name: String,
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
package enum StepKeywordType: String, Hashable, Sendable {
    case unknown = "Unknown"
    case context = "Context"
    case action = "Action"
    case outcome = "Outcome"
    case conjunction = "Conjunction"
}

package struct Step: Hashable, Sendable {
    package var location: Location
    package var keyword: String
    package var keywordType: StepKeywordType?
    package var text: String
    package var docString: Optional<DocString>
    package var dataTable: Optional<DataTable>
    package var id: String

    package init(location: Location, keyword: String, keywordType: StepKeywordType?, text: String,
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

package struct DocString: Hashable, Sendable {
    package var location: Location
    package var mediaType: Optional<String>
    package var content: String
    package var delimiter: String

    package init(location: Location, mediaType: String?, content: String, delimiter: String) {
        self.location = location
        self.mediaType = mediaType
        self.content = content
        self.delimiter = delimiter
    }
}

package struct DataTable: Hashable, Sendable {
    package var location: Location
    package var rows: [TableRow]

    package init(location: Location, rows: [TableRow]) {
        self.location = location
        self.rows = rows
    }
}

package struct TableRow: Hashable, Sendable {
    package var location: Location
    package var cells: [TableCell]
    package var id: String

    package init(location: Location, cells: [TableCell], id: String) {
        self.location = location
        self.cells = cells
        self.id = id
    }
}

package struct TableCell: Hashable, Sendable {
    package var location: Location
    package var value: String

    package init(location: Location, value: String) {
        self.location = location
        self.value = value
    }
}
