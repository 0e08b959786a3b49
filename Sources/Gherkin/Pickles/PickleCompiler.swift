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

    mutating func compile(_ scenario: Scenario, inheritedTags: [Tag], backgroundSteps: [Step]) {
        if scenario.examples.isEmpty {
            var types = StepTypes()
            var steps: [PickleStep] = []
            if !scenario.steps.isEmpty {
                for step in backgroundSteps + scenario.steps {
                    steps.append(pickleStep(step, type: types.next(step), row: nil))
                }
            }
            pickles.append(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                                  language: language, steps: steps,
                                  tags: Self.pickleTags(inheritedTags + scenario.tags), astNodeIds: [scenario.id]))
            return
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            for row in examples.tableBody {
                let values = Placeholders(header: header, row: row)
                var types = StepTypes()
                var steps: [PickleStep] = []
                if !scenario.steps.isEmpty {
                    for step in backgroundSteps {
                        steps.append(pickleStep(step, type: types.next(step), row: nil))
                    }
                    for step in scenario.steps {
                        steps.append(pickleStep(step, type: types.next(step), row: (row.id, values)))
                    }
                }
                pickles.append(Pickle(id: ids.next(), uri: uri, location: row.location,
                                      name: values.fill(scenario.name), language: language, steps: steps,
                                      tags: Self.pickleTags(inheritedTags + scenario.tags + examples.tags),
                                      astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    private mutating func pickleStep(_ step: Step, type: PickleStepType, row: (id: String, values: Placeholders)?) -> PickleStep {
        let fill: (String) -> String = { row?.values.fill($0) ?? $0 }
        var argument: PickleStepArgument?
        let table = step.dataTable.map { table in
            PickleTable(rows: table.rows.map { PickleTableRow(cells: $0.cells.map { PickleTableCell(value: fill($0.value)) }) })
        }
        let docString = step.docString.map { PickleDocString(mediaType: $0.mediaType.map(fill), content: fill($0.content)) }
        if var table, var docString, let tableLine = step.dataTable?.location.line,
           let docLine = step.docString?.location.line {
            table.argumentIndex = tableLine < docLine ? 1 : 2
            docString.argumentIndex = tableLine < docLine ? 2 : 1
            argument = PickleStepArgument(docString: docString, dataTable: table)
        } else if table != nil || docString != nil {
            argument = PickleStepArgument(docString: docString, dataTable: table)
        }
        let astNodeIds = row.map { [step.id, $0.id] } ?? [step.id]
        return PickleStep(argument: argument, astNodeIds: astNodeIds, id: ids.next(), type: type, text: fill(step.text))
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

/// The values of one Examples row by header name, filled into `<name>` placeholders
/// one header cell after another.
private struct Placeholders {
    let pairs: [(placeholder: String, value: String)]

    init(header: TableRow, row: TableRow) {
        pairs = zip(header.cells, row.cells).map { ("<" + $0.value + ">", $1.value) }
    }

    func fill(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "<")) else { return text }
        var result = text
        for pair in pairs where result.utf8.contains(UInt8(ascii: "<")) {
            result = result.replacingAll(pair.placeholder, with: pair.value)
        }
        return result
    }
}
