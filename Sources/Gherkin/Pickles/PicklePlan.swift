import CucumberMessages

/// One pickle to make, pointing into the AST where its parts lie (a scenario
/// or one Examples row, the Background steps in force, inherited tags): the
/// rules of what a pickle is made of. Setting a plan's row allocates nothing.
struct PicklePlan {
    let scenario: ScenarioFields
    let tags: [PickleTag]
    let background: BackgroundPickleSteps
    /// For a pickle of an outline, its Examples block...
    let block: Optional<OutlineBlock>
    /// ...and its row. A plan is made once per block and its row set for
    /// each row in turn: making one retains every array it holds, and most
    /// pickles are rows of an outline.
    var row: Optional<TableRow>

    /// A scenario without steps of its own gets no Background steps either.
    var hasSteps: Bool { !scenario.steps.isEmpty }

    /// The Background's steps and the scenario's own.
    var stepCount: Int { hasSteps ? background.count + scenario.steps.count : 0 }

    var location: Location { row?.location ?? scenario.location }

    var name: String {
        guard case .some = block else { return scenario.name }
        return block!.templates.fill(scenario.name, block!.name, from: row!)
    }

    /// The scenario's id, then the row's for an outline.
    var astNodeIds: [String] {
        guard case .some = row else { return [scenario.id] }
        return [scenario.id, row!.id]
    }

    /// The text of the scenario's step `index`, filled from the row.
    func text(ofOwnStep index: Int) -> String {
        guard case .some = block else { return scenario.steps[index].text }
        return block!.templates.fill(scenario.steps[index].text, block!.steps[index], from: row!)
    }

    /// The doc string and data table of the scenario's step `index`, filled from the row.
    func argument(ofOwnStep index: Int) -> PickleStepArgument? {
        guard PickleArguments.exists(for: scenario.steps[index]) else { return nil }
        guard case .some = block else { return PickleArguments.argument(scenario.steps[index]) { $0 } }
        return PickleArguments.argument(scenario.steps[index]) { block!.templates.placeholders.fill($0, from: row!) }
    }

    /// The step's id, then the row's for an outline.
    func astNodeIds(ofOwnStep index: Int) -> [String] {
        guard case .some = row else { return [scenario.steps[index].id] }
        return [scenario.steps[index].id, row!.id]
    }
}

/// What every row of one Examples block shares: its placeholders, and the
/// scenario's name and step texts split at them, once for the block. A class:
/// reading it through the plan's optional then retains one reference, not
/// each of its arrays.
final class OutlineBlock {
    let templates: OutlineTemplates
    let name: OutlineTemplates.Text
    /// One per step of the scenario.
    let steps: [OutlineTemplates.Text]

    init(header: TableRow, rows: [TableRow], scenario: ScenarioFields) {
        var templates = OutlineTemplates(Placeholders(header: header, body: rows))
        name = templates.add(scenario.name)
        var steps: [OutlineTemplates.Text] = []
        steps.reserveCapacity(scenario.steps.count)
        for index in scenario.steps.indices {
            steps.append(templates.add(scenario.steps[index].text))
        }
        self.steps = steps
        self.templates = templates
    }
}
