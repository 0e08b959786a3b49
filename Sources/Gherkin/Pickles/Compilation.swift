/// One `PickleCompiler.compile` under way: where its pickles go and the ids
/// still to hand out.
///
/// The steps of a pickle are built straight into an array reserved to size, the
/// Background's sharing everything but their ids.
struct Compilation {
    let uri: String
    let language: String
    var ids: IdGenerator
    /// Takes each pickle as it is made.
    let emit: (Pickle) -> Void

    init(uri: String, language: String, ids: IdGenerator, emit: @escaping (Pickle) -> Void) {
        self.uri = uri
        self.language = language
        self.ids = ids
        self.emit = emit
    }

    mutating func compile(_ rule: Rule, inheritedTags: [PickleTag], background: BackgroundPickleSteps) {
        let tags = PickleTags.appending(rule.tags, to: inheritedTags)
        var background = background
        let children = rule.children
        for index in children.indices {
            if case .some = children[index].background {
                background.append(children[index].background!.steps)
            } else if case .some = children[index].scenario {
                compile(ScenarioFields(children[index].scenario!), inheritedTags: tags, background: background)
            }
        }
    }

    mutating func compile(_ scenario: ScenarioFields, inheritedTags: [PickleTag], background: BackgroundPickleSteps) {
        let tags = PickleTags.appending(scenario.tags, to: inheritedTags)
        if scenario.examples.isEmpty {
            compileSingle(scenario, tags: tags, background: background)
        } else {
            compileOutline(scenario, tags: tags, background: background)
        }
    }

    /// A scenario without Examples: one pickle, sharing the scenario's texts.
    private mutating func compileSingle(_ scenario: ScenarioFields, tags: [PickleTag], background: BackgroundPickleSteps) {
        let steps = scenario.steps
        var types = background.types
        let pickleSteps = makeSteps(background: background, ownCount: steps.count) { index, id in
            PickleStep(argument: PickleArguments.exists(for: steps[index]) ? PickleArguments.argument(steps[index]) { $0 } : nil,
                       astNodeIds: [steps[index].id], id: id,
                       type: types.next(steps[index].keywordType), text: steps[index].text)
        }
        emit(Pickle(id: ids.next(), uri: uri, location: scenario.location, name: scenario.name,
                              language: language, steps: pickleSteps, tags: tags, astNodeIds: [scenario.id]))
    }

    /// What every row of an Examples block needs of a step, prepared once per
    /// block. (Plain values only: the step's id and text are read from the step.)
    private struct OutlineStep {
        let type: PickleStepType
        let hasArgument: Bool
        /// The text's placeholders in the block's `OutlineTemplates`.
        let text: OutlineTemplates.Text
    }

    /// A scenario with Examples: one pickle per row of each block that has a header.
    private mutating func compileOutline(_ scenario: ScenarioFields, tags scenarioTags: [PickleTag],
                                         background: BackgroundPickleSteps) {
        let steps = scenario.steps
        let blocks = scenario.examples
        for block in blocks.indices {
            guard let header = blocks[block].tableHeader else { continue }
            let rows = blocks[block].tableBody
            var templates = OutlineTemplates(Placeholders(header: header, body: rows))
            let name = templates.add(scenario.name)
            // Step types depend on the keywords only, so they are the same for every row.
            var types = background.types
            var outlineSteps: [OutlineStep] = []
            outlineSteps.reserveCapacity(steps.count)
            for index in steps.indices {
                outlineSteps.append(OutlineStep(type: types.next(steps[index].keywordType),
                                                hasArgument: PickleArguments.exists(for: steps[index]),
                                                text: templates.add(steps[index].text)))
            }
            let tags = PickleTags.appending(blocks[block].tags, to: scenarioTags)
            for row in rows {
                let pickleSteps = makeSteps(background: background, ownCount: steps.count) { index, id in
                    let plan = outlineSteps[index]
                    let argument = plan.hasArgument
                        ? PickleArguments.argument(steps[index]) { templates.placeholders.fill($0, from: row) } : nil
                    return PickleStep(argument: argument, astNodeIds: [steps[index].id, row.id], id: id,
                                      type: plan.type, text: templates.fill(steps[index].text, plan.text, from: row))
                }
                emit(Pickle(id: ids.next(), uri: uri, location: row.location,
                                      name: templates.fill(scenario.name, name, from: row), language: language,
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
