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
        compiler.pickles.reserveCapacity(pickleCount(feature))
        var background = BackgroundPickleSteps()
        let tags = Compilation.pickleTags(feature.tags)
        for child in feature.children {
            if let steps = child.background?.steps {
                background.append(steps)
            } else if let rule = child.rule {
                compiler.compile(rule, inheritedTags: tags, background: background)
            } else if let scenario = child.scenario {
                compiler.compile(scenario, inheritedTags: tags, background: background)
            }
        }
        ids = compiler.ids
        return compiler.pickles
    }

    /// How many ids `compile` takes for `document`: one per pickle step and
    /// one per pickle. It walks the document the way `compile` does, counting
    /// instead of building, so a caller can reserve the ids (`IdGenerator.skip`)
    /// and compile on another thread while it parses on.
    public static func idCount(_ document: GherkinDocument) -> Int {
        guard let feature = document.feature else { return 0 }
        /// Steps of a pickle of `scenario` plus the pickle's own id, times its pickles.
        func ids(_ scenario: Scenario, backgroundSteps: Int) -> Int {
            let perPickle = (scenario.steps.isEmpty ? 0 : backgroundSteps + scenario.steps.count) + 1
            guard !scenario.examples.isEmpty else { return perPickle }
            return scenario.examples.reduce(0) { $0 + ($1.tableHeader == nil ? 0 : $1.tableBody.count * perPickle) }
        }
        var total = 0
        var backgroundSteps = 0
        for child in feature.children {
            if let steps = child.background?.steps {
                backgroundSteps += steps.count
            } else if let rule = child.rule {
                var ruleBackgroundSteps = backgroundSteps
                for ruleChild in rule.children {
                    if let steps = ruleChild.background?.steps {
                        ruleBackgroundSteps += steps.count
                    } else if let scenario = ruleChild.scenario {
                        total += ids(scenario, backgroundSteps: ruleBackgroundSteps)
                    }
                }
            } else if let scenario = child.scenario {
                total += ids(scenario, backgroundSteps: backgroundSteps)
            }
        }
        return total
    }

    /// How many pickles `feature` makes, to allocate their array once.
    private static func pickleCount(_ feature: Feature) -> Int {
        func count(_ scenario: Scenario) -> Int {
            scenario.examples.isEmpty ? 1 : scenario.examples.reduce(0) { $0 + ($1.tableHeader == nil ? 0 : $1.tableBody.count) }
        }
        var total = 0
        for child in feature.children {
            if let scenario = child.scenario { total += count(scenario) }
            for ruleChild in child.rule?.children ?? [] {
                if let scenario = ruleChild.scenario { total += count(scenario) }
            }
        }
        return total
    }
}

/// The Background steps in force, compiled once: every pickle gets the same
/// steps with ids of its own, sharing their text, argument and `astNodeIds`.
/// Kept field by field, so that a pickle's copy reads plain arrays (an argument
/// only where there is one) instead of copying whole `PickleStep`s.
private struct BackgroundPickleSteps {
    var texts: [String] = []
    var astNodeIds: [[String]] = []
    var stepTypes: [PickleStepType] = []
    /// Indexed like the others; `nil` for most steps.
    var arguments: [PickleStepArgument?] = []
    var hasArguments = false
    /// The step type the last of them leaves for an `And` that follows.
    var types = StepTypes()

    var count: Int { texts.count }

    mutating func append(_ background: [Step]) {
        for index in background.indices {
            texts.append(background[index].text)
            astNodeIds.append([background[index].id])
            stepTypes.append(types.next(background[index].keywordType))
            let argument = PickleArguments.argument(background[index]) { $0 }
            if argument != nil { hasArguments = true }
            arguments.append(argument)
        }
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

    mutating func compile(_ rule: Rule, inheritedTags: [PickleTag], background: BackgroundPickleSteps) {
        let tags = Self.appending(rule.tags, to: inheritedTags)
        var background = background
        for child in rule.children {
            if let steps = child.background?.steps {
                background.append(steps)
            } else if let scenario = child.scenario {
                compile(scenario, inheritedTags: tags, background: background)
            }
        }
    }

    /// What every row of an outline needs of a step, read once per scenario.
    private struct OutlineStep {
        var id: String
        var type: PickleStepType
        var hasArgument: Bool
    }

    /// Tags are converted once per feature, rule, scenario and Examples block;
    /// every pickle of the block shares that array.
    mutating func compile(_ scenario: Scenario, inheritedTags: [PickleTag], background: BackgroundPickleSteps) {
        let scenarioTags = Self.appending(scenario.tags, to: inheritedTags)
        let steps = scenario.steps
        let stepCount = steps.isEmpty ? 0 : background.count + steps.count
        var types = background.types

        if scenario.examples.isEmpty {
            var pickleSteps = backgroundSteps(background, stepCount: stepCount)
            for index in steps.indices {
                pickleSteps.append(PickleStep(argument: PickleArguments.argument(steps[index]) { $0 },
                                              astNodeIds: [steps[index].id], id: ids.next(),
                                              type: types.next(steps[index].keywordType), text: steps[index].text))
            }
            pickles.append(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                                  language: language, steps: pickleSteps, tags: scenarioTags,
                                  astNodeIds: [scenario.id]))
            return
        }
        // Step types depend on the keywords only, so they are the same for every row.
        var outlineSteps: [OutlineStep] = []
        outlineSteps.reserveCapacity(steps.count)
        for index in steps.indices {
            outlineSteps.append(OutlineStep(id: steps[index].id, type: types.next(steps[index].keywordType),
                                            hasArgument: steps[index].dataTable != nil || steps[index].docString != nil))
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let placeholders = Placeholders(header: header, body: examples.tableBody)
            let nameTemplate = placeholders.template(scenario.name)
            var textTemplates: [FillTemplate] = []
            textTemplates.reserveCapacity(steps.count)
            for index in steps.indices { textTemplates.append(placeholders.template(steps[index].text)) }
            let tags = Self.appending(examples.tags, to: scenarioTags)
            for row in examples.tableBody {
                var pickleSteps = backgroundSteps(background, stepCount: stepCount)
                for index in outlineSteps.indices {
                    let plan = outlineSteps[index]
                    var argument: PickleStepArgument?
                    if plan.hasArgument {
                        argument = PickleArguments.argument(steps[index]) { placeholders.fill($0, from: row) }
                    }
                    pickleSteps.append(PickleStep(argument: argument, astNodeIds: [plan.id, row.id], id: ids.next(),
                                                  type: plan.type, text: placeholders.fill(textTemplates[index], from: row)))
                }
                pickles.append(Pickle(id: ids.next(), uri: uri, location: row.location,
                                      name: placeholders.fill(nameTemplate, from: row),
                                      language: language, steps: pickleSteps, tags: tags,
                                      astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    /// The Background's steps for one pickle (none when the scenario has no steps).
    private mutating func backgroundSteps(_ background: BackgroundPickleSteps, stepCount: Int) -> [PickleStep] {
        var steps: [PickleStep] = []
        guard stepCount > 0 else { return steps }
        steps.reserveCapacity(stepCount)
        for index in 0..<background.count {
            steps.append(PickleStep(argument: background.hasArguments ? background.arguments[index] : nil,
                                    astNodeIds: background.astNodeIds[index], id: ids.next(),
                                    type: background.stepTypes[index], text: background.texts[index]))
        }
        return steps
    }

    static func pickleTags(_ tags: [Tag]) -> [PickleTag] {
        tags.map { PickleTag(name: $0.name, astNodeId: $0.id) }
    }

    /// `inherited` followed by `tags`; the same array (no copy) when there are none to add.
    static func appending(_ tags: [Tag], to inherited: [PickleTag]) -> [PickleTag] {
        if tags.isEmpty { return inherited }
        var all: [PickleTag] = []
        all.reserveCapacity(inherited.count + tags.count)
        all.append(contentsOf: inherited)
        for tag in tags { all.append(PickleTag(name: tag.name, astNodeId: tag.id)) }
        return all
    }
}

/// A step's data table and doc string as a pickle argument, each text passed
/// through `fill` (placeholders of an Examples row, or nothing).
private enum PickleArguments {
    static func argument(_ step: Step, fill: (String) -> String) -> PickleStepArgument? {
        guard step.dataTable != nil || step.docString != nil else { return nil }
        var table: PickleTable?
        if let dataTable = step.dataTable {
            var rows: [PickleTableRow] = []
            rows.reserveCapacity(dataTable.rows.count)
            for tableRow in dataTable.rows {
                var cells: [PickleTableCell] = []
                cells.reserveCapacity(tableRow.cells.count)
                for cell in tableRow.cells {
                    cells.append(PickleTableCell(value: fill(cell.value)))
                }
                rows.append(PickleTableRow(cells: cells))
            }
            table = PickleTable(rows: rows)
        }
        var docString = step.docString.map { PickleDocString(mediaType: $0.mediaType.map(fill), content: fill($0.content)) }
        // With both, they are numbered in the order they appear.
        if table != nil, docString != nil, let tableLine = step.dataTable?.location.line,
           let docLine = step.docString?.location.line {
            table?.argumentIndex = tableLine < docLine ? 1 : 2
            docString?.argumentIndex = tableLine < docLine ? 2 : 1
        }
        return PickleStepArgument(docString: docString, dataTable: table)
    }
}

/// And/But (and a first step with no type) take the type of the step before.
private struct StepTypes {
    private var last: PickleStepType = .unknown

    mutating func next(_ keywordType: StepKeywordType?) -> PickleStepType {
        switch keywordType {
        case .context: last = .context
        case .action: last = .action
        case .outcome: last = .outcome
        case .unknown, nil: last = .unknown
        case .conjunction: break
        }
        return last
    }
}
