/// One `PickleCompiler.compile` under way: the pickles made so far and the ids
/// still to hand out.
///
/// The steps of a pickle are built straight into an array reserved to size, the
/// Background's sharing everything but their ids.
struct Compilation {
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
        let tags = PickleTags.appending(rule.tags, to: inheritedTags)
        var background = background
        let children = rule.children
        for index in children.indices {
            if let steps = children[index].background?.steps {
                background.append(steps)
            } else if let scenario = children[index].scenario {
                compile(scenario, inheritedTags: tags, background: background)
            }
        }
    }

    mutating func compile(_ scenario: Scenario, inheritedTags: [PickleTag], background: BackgroundPickleSteps) {
        let tags = PickleTags.appending(scenario.tags, to: inheritedTags)
        if scenario.examples.isEmpty {
            compileSingle(scenario, tags: tags, background: background)
        } else {
            compileOutline(scenario, tags: tags, background: background)
        }
    }

    /// A scenario without Examples: one pickle, sharing the scenario's texts.
    private mutating func compileSingle(_ scenario: Scenario, tags: [PickleTag], background: BackgroundPickleSteps) {
        let steps = scenario.steps
        var types = background.types
        let pickleSteps = makeSteps(background: background, ownCount: steps.count) { index, id in
            PickleStep(argument: PickleArguments.exists(for: steps[index]) ? PickleArguments.argument(steps[index]) { $0 } : nil,
                       astNodeIds: [steps[index].id], id: id,
                       type: types.next(steps[index].keywordType), text: steps[index].text)
        }
        pickles.append(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                              language: language, steps: pickleSteps, tags: tags, astNodeIds: [scenario.id]))
    }

    /// What every row of an outline needs of a step, read once per scenario.
    private struct OutlineStep {
        var id: String
        var type: PickleStepType
        var hasArgument: Bool
    }

    /// A scenario with Examples: one pickle per row of each block that has a header.
    private mutating func compileOutline(_ scenario: Scenario, tags scenarioTags: [PickleTag],
                                         background: BackgroundPickleSteps) {
        let steps = scenario.steps
        // Step types depend on the keywords only, so they are the same for every row.
        var types = background.types
        let outlineSteps = steps.map {
            OutlineStep(id: $0.id, type: types.next($0.keywordType), hasArgument: PickleArguments.exists(for: $0))
        }
        for examples in scenario.examples {
            guard let header = examples.tableHeader else { continue }
            let placeholders = Placeholders(header: header, body: examples.tableBody)
            let nameTemplate = placeholders.template(scenario.name)
            let textTemplates = steps.map { placeholders.template($0.text) }
            let tags = PickleTags.appending(examples.tags, to: scenarioTags)
            for row in examples.tableBody {
                let pickleSteps = makeSteps(background: background, ownCount: steps.count) { index, id in
                    let plan = outlineSteps[index]
                    let argument = plan.hasArgument
                        ? PickleArguments.argument(steps[index]) { placeholders.fill($0, from: row) } : nil
                    return PickleStep(argument: argument, astNodeIds: [plan.id, row.id], id: id, type: plan.type,
                                      text: placeholders.fill(textTemplates[index], from: row))
                }
                pickles.append(Pickle(id: ids.next(), uri: uri, location: row.location,
                                      name: placeholders.fill(nameTemplate, from: row), language: language,
                                      steps: pickleSteps, tags: tags, astNodeIds: [scenario.id, row.id]))
            }
        }
    }

    /// A pickle's steps: the Background's, then `ownCount` made by
    /// `ownStep(index, id)`, ids handed out in that order. None at all when the
    /// scenario has no steps of its own.
    @inline(__always)
    private mutating func makeSteps(background: BackgroundPickleSteps, ownCount: Int,
                                    _ ownStep: (Int, String) -> PickleStep) -> [PickleStep] {
        guard ownCount > 0 else { return [] }
        var steps: [PickleStep] = []
        steps.reserveCapacity(background.count + ownCount)
        for index in 0..<background.count {
            steps.append(background.step(index, id: ids.next()))
        }
        for index in 0..<ownCount {
            steps.append(ownStep(index, ids.next()))
        }
        return steps
    }
}
