import CucumberMessages

/// A pickle as the Cucumber JSON report shows it, resolved against its
/// document's outline when it arrives: the element's header and its steps with
/// their keywords, lines and arguments. Results are added when its test case
/// finishes (`CucumberJSONElements`).
struct CucumberJSONScenario {
    /// Arrival order of the pickle's document and of the pickle: the report
    /// lists features and their elements in this order, whatever the run's order.
    var documentOrdinal: Int
    var pickleOrdinal: Int
    var id: String
    var line: Int
    var keyword: String
    var name: String
    var description: String
    var tags: [String]
    /// Present when the feature or rule has a Background: the report then puts
    /// a background element (its steps, possibly none) before the scenario.
    var background: DocumentOutline.BackgroundInfo?
    var steps: [Step]

    struct Step {
        var id: String
        var keyword: String
        var line: Int
        var text: String
        var inBackground: Bool
        var docString: DocString?
        var rows: [[String]]?
    }

    struct DocString {
        var line: Int
        var value: String
        var contentType: String?
    }

    /// The pickle resolved against `outline`; nil when the outline does not
    /// know its scenario (a stream whose document does not match its pickles).
    init?(_ pickle: Pickle, outline: DocumentOutline, pickleOrdinal: Int, ids: inout CucumberJSONNaming.Ids) {
        guard let scenarioNode = pickle.astNodeIds.first, case .scenario(let scenario)? = outline.nodes[scenarioNode] else {
            return nil
        }
        var row: DocumentOutline.ExamplesRowInfo?
        if pickle.astNodeIds.count > 1, let rowNode = pickle.astNodeIds.last,
           case .examplesRow(let found)? = outline.nodes[rowNode] {
            row = found
        }
        self.documentOrdinal = outline.ordinal
        self.pickleOrdinal = pickleOrdinal
        self.id = ids.id(of: pickle, scenario: scenario, row: row, in: outline)
        self.line = row?.line ?? scenario.line
        self.keyword = scenario.keyword
        self.name = pickle.name
        self.description = scenario.description
        self.tags = pickle.tags.map(\.name)
        self.background = outline.background(of: scenario)
        self.steps = pickle.steps.map { step in
            var known: DocumentOutline.StepInfo?
            if let node = step.astNodeIds.first, case .step(let outlineStep)? = outline.nodes[node] {
                known = outlineStep
            }
            var docString: DocString?
            if let argument = step.argument?.docString {
                docString = DocString(line: known?.docStringLine ?? known?.line ?? 0, value: argument.content,
                                      contentType: argument.mediaType)
            }
            return Step(id: step.id, keyword: known?.keyword ?? "", line: known?.line ?? 0, text: step.text,
                        inBackground: known?.inBackground ?? false, docString: docString,
                        rows: step.argument?.dataTable.map { $0.rows.map { $0.cells.map(\.value) } })
        }
    }
}
