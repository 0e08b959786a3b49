/// Compiles a document into pickles: one per scenario and one per Examples row.
/// Background steps (the feature's, then the rule's) run first, but only for
/// scenarios that have steps of their own; tags are inherited from feature, rule,
/// scenario and Examples block; And/But take the type of the step before them.
/// Ids: each pickle's steps first, then the pickle.
public enum PickleCompiler {
    public static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        guard let feature = document.feature else { return [] }
        var compiler = Compilation(uri: source.uri, language: feature.language, ids: ids)
        var backgroundSteps: [Step] = []
        for child in feature.children {
            if let background = child.background {
                backgroundSteps += background.steps
            } else if let rule = child.rule {
                compiler.compile(rule, inheritedTags: feature.tags, backgroundSteps: backgroundSteps)
            } else if let scenario = child.scenario {
                compiler.compile(scenario, inheritedTags: feature.tags, backgroundSteps: backgroundSteps)
            }
        }
        ids = compiler.ids
        return compiler.pickles
    }
}

private struct Compilation {
    let uri: String
    let language: String
    var ids: IdGenerator
    var pickles: [Pickle] = []
    /// Reused by every placeholder fill that changes a text.
    private var scratch: [UInt8] = []

    init(uri: String, language: String, ids: IdGenerator) {
        self.uri = uri
        self.language = language
        self.ids = ids
    }

    mutating func compile(_ rule: Rule, inheritedTags: [Tag], backgroundSteps: [Step]) {
        let tags = inheritedTags + rule.tags
        var steps = backgroundSteps
        for child in rule.children {
            if let background = child.background {
                steps += background.steps
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: tags, backgroundSteps: steps)
            }
        }
    }

    /// Tags are converted once per scenario and once per Examples block; every
    /// pickle of the block shares that array.
    mutating func compile(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
        var scenarioTags = Self.pickleTags(inheritedTags)
        scenarioTags.append(contentsOf: Self.pickleTags(scenario.tags))
        let stepCount = scenario.steps.isEmpty ? 0 : backgroundSteps.count + scenario.steps.count
        if scenario.examples.isEmpty {
            var types = StepTypes()
            var steps: [PickleStep] = []
            steps.reserveCapacity(stepCount)
            if stepCount > 0 {
                for step in backgroundSteps {
                    steps.append(pickleStep(step, type: types.next(step)))
                }
                for step in scenario.steps {
                    steps.append(pickleStep(step, type: types.next(step)))
                }
            }
            pickles.append(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                                  language: language, steps: steps, tags: scenarioTags, astNodeIds: [scenario.id]))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let placeholders = Placeholders(header: header, body: examples.tableBody)
            var tags = scenarioTags
            tags.append(contentsOf: Self.pickleTags(examples.tags))
            for row in examples.tableBody {
                var types = StepTypes()
                var steps: [PickleStep] = []
                steps.reserveCapacity(stepCount)
                if stepCount > 0 {
                    for step in backgroundSteps {
                        steps.append(pickleStep(step, type: types.next(step)))
                    }
                    for step in scenario.steps {
                        steps.append(pickleStep(step, type: types.next(step), row: row, placeholders: placeholders))
                    }
                }
                let name = placeholders.fill(scenario.name, from: row, scratch: &scratch)
                pickles.append(Pickle(id: ids.next(), uri: uri, location: row.location, name: name,
                                      language: language, steps: steps, tags: tags,
                                      astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    /// A step as it stands (a Background's, or a plain scenario's).
    private mutating func pickleStep(_ step: Step, type: PickleStepType) -> PickleStep {
        var argument: PickleStepArgument?
        if step.dataTable != nil || step.docString != nil {
            let table = step.dataTable.map { table in
                PickleTable(rows: table.rows.map { PickleTableRow(cells: $0.cells.map { PickleTableCell(value: $0.value) }) })
            }
            let docString = step.docString.map { PickleDocString(mediaType: $0.mediaType, content: $0.content) }
            argument = Self.argument(step, table: table, docString: docString)
        }
        return PickleStep(argument: argument, astNodeIds: [step.id], id: ids.next(), type: type, text: step.text)
    }

    /// An outline's step for one Examples row: placeholders filled everywhere.
    private mutating func pickleStep(_ step: Step, type: PickleStepType, row: TableRow,
                                     placeholders: Placeholders) -> PickleStep {
        var argument: PickleStepArgument?
        if step.dataTable != nil || step.docString != nil {
            var table: PickleTable?
            if let dataTable = step.dataTable {
                var rows: [PickleTableRow] = []
                rows.reserveCapacity(dataTable.rows.count)
                for tableRow in dataTable.rows {
                    var cells: [PickleTableCell] = []
                    cells.reserveCapacity(tableRow.cells.count)
                    for cell in tableRow.cells {
                        cells.append(PickleTableCell(value: placeholders.fill(cell.value, from: row, scratch: &scratch)))
                    }
                    rows.append(PickleTableRow(cells: cells))
                }
                table = PickleTable(rows: rows)
            }
            var docString: PickleDocString?
            if let source = step.docString {
                let mediaType = source.mediaType.map { placeholders.fill($0, from: row, scratch: &scratch) }
                docString = PickleDocString(mediaType: mediaType,
                                            content: placeholders.fill(source.content, from: row, scratch: &scratch))
            }
            argument = Self.argument(step, table: table, docString: docString)
        }
        let text = placeholders.fill(step.text, from: row, scratch: &scratch)
        return PickleStep(argument: argument, astNodeIds: [step.id, row.id], id: ids.next(), type: type, text: text)
    }

    /// A step with both a table and a doc string numbers them in the order they appear.
    private static func argument(_ step: Step, table: PickleTable?, docString: PickleDocString?) -> PickleStepArgument {
        if var table, var docString, let tableLine = step.dataTable?.location.line,
           let docLine = step.docString?.location.line {
            table.argumentIndex = tableLine < docLine ? 1 : 2
            docString.argumentIndex = tableLine < docLine ? 2 : 1
            return PickleStepArgument(docString: docString, dataTable: table)
        }
        return PickleStepArgument(docString: docString, dataTable: table)
    }

    private static func pickleTags(_ tags: [Tag]) -> [PickleTag] {
        tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }
}

/// And/But (and a first step with no type) take the type of the step before.
private struct StepTypes {
    private var last: PickleStepType = .unknown

    mutating func next(_ step: Step) -> PickleStepType {
        switch step.keywordType {
        case .context: last = .context
        case .action: last = .action
        case .outcome: last = .outcome
        case .unknown, nil: last = .unknown
        case .conjunction: break
        }
        return last
    }
}
