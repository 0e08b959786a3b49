// Optional fields that hold strings or nodes are spelled `Optional<...>`: the
// same type as `...?`, but a stored `var x: T?` is first set to nil and then
// assigned in `init`, which the optimizer turned into building each node in a
// temporary and copying it; spelled out, `init` initializes the field once.
// (The cost measured is in Benchmarks/results/NOTES.md.)

/// The abstract syntax tree of one feature file, field for field the
/// `gherkinDocument` message of Cucumber Messages.
@usableFromInline
package struct GherkinDocument: Hashable, Sendable {
    @usableFromInline package var uri: Optional<String>
    @usableFromInline package var feature: Optional<Feature>
    @usableFromInline package var comments: [Comment]

    @inlinable package init(uri: String?, feature: Feature?, comments: [Comment]) {
        self.uri = uri
        self.feature = feature
        self.comments = comments
    }
}

@usableFromInline
package struct Comment: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var text: String

    @inlinable package init(location: Location, text: String) {
        self.location = location
        self.text = text
    }
}

@usableFromInline
package struct Tag: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var name: String
    @usableFromInline package var id: String

    @inlinable package init(location: Location, name: String, id: String) {
        self.location = location
        self.name = name
        self.id = id
    }
}

@usableFromInline
package struct Feature: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var tags: [Tag]
    @usableFromInline package var language: String
    /// Absent for a Markdown document whose first line is not a `# Feature:` heading.
    @usableFromInline package var keyword: Optional<String>
    @usableFromInline package var name: String
    @usableFromInline package var description: String
    @usableFromInline package var children: [FeatureChild]

    @inlinable package init(location: Location, tags: [Tag], language: String, keyword: String?,
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
@usableFromInline
package struct FeatureChild: Hashable, Sendable {
    @usableFromInline package var rule: Optional<Rule>
    @usableFromInline package var background: Optional<Background>
    @usableFromInline package var scenario: Optional<Scenario>

    @inlinable package init(rule: Rule? = nil, background: Background? = nil, scenario: Scenario? = nil) {
        self.rule = rule
        self.background = background
        self.scenario = scenario
    }
}

@usableFromInline
package struct Rule: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var tags: [Tag]
    @usableFromInline package var keyword: String
    @usableFromInline package var name: String
    @usableFromInline package var description: String
    @usableFromInline package var children: [RuleChild]
    @usableFromInline package var id: String

    @inlinable package init(location: Location, tags: [Tag], keyword: String, name: String,
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
@usableFromInline
package struct RuleChild: Hashable, Sendable {
    @usableFromInline package var background: Optional<Background>
    @usableFromInline package var scenario: Optional<Scenario>

    @inlinable package init(background: Background? = nil, scenario: Scenario? = nil) {
        self.background = background
        self.scenario = scenario
    }
}

@usableFromInline
package struct Background: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var keyword: String
    @usableFromInline package var name: String
    @usableFromInline package var description: String
    @usableFromInline package var steps: [Step]
    @usableFromInline package var id: String

    @inlinable package init(location: Location, keyword: String, name: String, description: String,
                steps: [Step], id: String) {
        self.location = location
        self.keyword = keyword
        self.name = name
        self.description = description
        self.steps = steps
        self.id = id
    }
}

@usableFromInline
package struct Scenario: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var tags: [Tag]
    @usableFromInline package var keyword: String
    @usableFromInline package var name: String
    @usableFromInline package var description: String
    @usableFromInline package var steps: [Step]
    @usableFromInline package var examples: [Examples]
    @usableFromInline package var id: String

    @inlinable package init(location: Location, tags: [Tag], keyword: String, name: String,
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

@usableFromInline
package struct Examples: Hashable, Sendable {
    @usableFromInline package var location: Location
    @usableFromInline package var tags: [Tag]
    @usableFromInline package var keyword: String
    @usableFromInline package var name: String
    @usableFromInline package var description: String
    @usableFromInline package var tableHeader: Optional<TableRow>
    @usableFromInline package var tableBody: [TableRow]
    @usableFromInline package var id: String

    @inlinable package init(location: Location, tags: [Tag], keyword: String, name: String,
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
