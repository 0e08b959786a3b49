import CucumberMessages

/// One `PickleCompiler` run under way: the walk over a feature that decides
/// which pickles there are (`PicklePlan`), each built and handed on as soon as
/// it is made. Background steps and Examples templates are prepared once, so
/// that each pickle only copies.
struct Compilation {
    let uri: String
    let language: String
    var ids: IdGenerator

    mutating func compile(_ feature: Feature, each body: (consuming Pickle) -> Void) {
        var background = BackgroundPickleSteps()
        let tags = PickleTags.appending(feature.tags, to: [])
        // A `FeatureChild` holds three large optionals: binding one with `if let`
        // copies it whole through generic value witnesses, so each is tested by
        // pattern and read in place.
        let children = feature.children
        for index in children.indices {
            if case .some = children[index].background {
                background.append(children[index].background!.steps)
            } else if case .some = children[index].rule {
                compile(children[index].rule!, inheritedTags: tags, background: background, each: body)
            } else if case .some = children[index].scenario {
                compile(ScenarioFields(children[index].scenario!), inheritedTags: tags, background: background,
                        each: body)
            }
        }
    }

    private mutating func compile(_ rule: Rule, inheritedTags: [PickleTag], background: BackgroundPickleSteps,
                                  each body: (consuming Pickle) -> Void) {
        let tags = PickleTags.appending(rule.tags, to: inheritedTags)
        var background = background
        let children = rule.children
        for index in children.indices {
            if case .some = children[index].background {
                background.append(children[index].background!.steps)
            } else if case .some = children[index].scenario {
                compile(ScenarioFields(children[index].scenario!), inheritedTags: tags, background: background,
                        each: body)
            }
        }
    }

    /// One pickle for a scenario without Examples; one per row of each block
    /// that has a header for an outline.
    private mutating func compile(_ scenario: ScenarioFields, inheritedTags: [PickleTag],
                                  background: BackgroundPickleSteps, each body: (consuming Pickle) -> Void) {
        let tags = PickleTags.appending(scenario.tags, to: inheritedTags)
        guard !scenario.examples.isEmpty else {
            body(pickle(PicklePlan(scenario: scenario, tags: tags, background: background, block: nil, row: nil)))
            return
        }
        let blocks = scenario.examples
        for index in blocks.indices {
            guard let header = blocks[index].tableHeader else { continue }
            let rows = blocks[index].tableBody
            var plan = PicklePlan(scenario: scenario, tags: PickleTags.appending(blocks[index].tags, to: tags),
                                  background: background,
                                  block: OutlineBlock(header: header, rows: rows, scenario: scenario), row: nil)
            for row in rows {
                plan.row = row
                body(pickle(plan))
            }
        }
    }

    /// The pickle of `plan`: its steps take their ids first, then the pickle.
    private mutating func pickle(_ plan: PicklePlan) -> Pickle {
        var steps: [PickleStep] = []
        if plan.hasSteps {
            steps.reserveCapacity(plan.stepCount)
            let background = plan.background
            for index in 0..<background.count {
                steps.append(background.step(index, id: ids.next()))
            }
            var types = background.types
            let own = plan.scenario.steps
            for index in own.indices {
                steps.append(PickleStep(argument: plan.argument(ofOwnStep: index),
                                        astNodeIds: plan.astNodeIds(ofOwnStep: index), id: ids.next(),
                                        type: types.next(own[index].keywordType),
                                        text: plan.text(ofOwnStep: index)))
            }
        }
        return Pickle(id: ids.next(), uri: uri, location: plan.location, name: plan.name, language: language,
                      steps: steps, tags: plan.tags, astNodeIds: plan.astNodeIds)
    }
}
