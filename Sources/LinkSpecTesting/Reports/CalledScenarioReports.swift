import CucumberMessages
import Gherkin
import LinkSpecReports
import LinkSpecRunner
import LinkSpecSteps

/// The reports of a setup's Swift-called scenarios (`Given("...")` in test
/// methods): each scenario is added as it ends, and the report files are
/// written again, whole, with every scenario so far, through the same
/// formatters as `linkspec` (the attempts replayed as one run: `RunDriver`).
///
/// A scenario reads as a feature file's would: each Swift file is a
/// document whose feature is the test class (several classes in one file:
/// `File.swift#Class`), each test method (or Examples row) a scenario, each
/// call a step at the call's line and column. The document's source is the
/// scenarios written as Gherkin, for readers that show text.
struct CalledScenarioReports {
    let setup: LinkSpecSetup
    let prepared: PreparedApp

    /// Adds `scenario` and writes the reports; the setup's scenarios are
    /// written by one test at a time, so that the files are never older
    /// than a scenario that ended.
    func add(_ scenario: CalledScenario) throws {
        try setup.prepared.scenarios.withLock { scenarios in
            scenarios.append(scenario)
            try write(scenarios)
        }
    }

    private func write(_ scenarios: [CalledScenario]) throws {
        guard let pipeline = try ReportPipeline(setup.reports, root: setup.prepared.root) else { return }
        var ids = IdGenerator()
        var features: [ParsedFeature] = []
        var attempts: [[TestCaseRecord]] = []
        var uriOfFeature: [String: String] = [:]
        var order: [String] = []
        var byURI: [String: [CalledScenario]] = [:]
        for scenario in scenarios {
            let key = scenario.uri + "\u{0}" + scenario.feature
            if uriOfFeature[key] == nil {
                let taken = Set(uriOfFeature.values)
                uriOfFeature[key] = taken.contains(scenario.uri) ? "\(scenario.uri)#\(scenario.feature)" : scenario.uri
                order.append(key)
            }
            byURI[uriOfFeature[key] ?? scenario.uri, default: []].append(scenario)
        }
        for key in order {
            guard let uri = uriOfFeature[key], let called = byURI[uri] else { continue }
            let (feature, pickles) = Self.feature(called, uri: uri, ids: &ids)
            features.append(feature)
            for (pickle, scenario) in zip(pickles, called) {
                var record = scenario.record
                record.pickle = pickle
                attempts.append([record])
            }
        }
        let loaded = LoadedFeatures(features: features, ids: ids)
        try RunDriver(library: prepared.runner.library, reports: pipeline, app: prepared.app)
            .replay(attempts, of: loaded, strict: setup.configuration.strict)
    }

    /// The Gherkin document of one feature's scenarios, and their pickles,
    /// numbered from `ids`.
    static func feature(_ scenarios: [CalledScenario], uri: String, ids: inout IdGenerator) -> (ParsedFeature, [Pickle]) {
        var children: [FeatureChild] = []
        var pickles: [Pickle] = []
        var text = "Feature: \(scenarios.first?.feature ?? "")\n"
        for scenario in scenarios {
            var steps: [Step] = []
            var pickleSteps: [PickleStep] = []
            text += "\n  Scenario: \(scenario.name)\n"
            for (index, called) in scenario.steps.enumerated() {
                let step = Step(location: Location(line: called.site.line, column: called.site.column),
                                keyword: called.keyword.rawValue + " ", keywordType: called.keyword.keywordType, text: called.text,
                                docString: called.argument?.docString.map {
                                    CucumberMessages.DocString(location: Location(line: called.site.line), mediaType: $0.mediaType,
                                              content: $0.content, delimiter: "\"\"\"")
                                },
                                dataTable: called.argument?.dataTable.map { table in
                                    CucumberMessages.DataTable(location: Location(line: called.site.line), rows: table.rows.map { row in
                                        TableRow(location: Location(line: called.site.line),
                                                 cells: row.cells.map { TableCell(location: Location(line: called.site.line), value: $0.value) },
                                                 id: ids.next())
                                    })
                                },
                                id: ids.next())
                steps.append(step)
                let type = scenario.record.pickle.steps.indices.contains(index) ? scenario.record.pickle.steps[index].type : nil
                pickleSteps.append(PickleStep(argument: called.argument, astNodeIds: [step.id], id: ids.next(), type: type,
                                              text: called.text))
                text += "    \(called.keyword.rawValue) \(called.text)\n"
            }
            let node = CucumberMessages.Scenario(location: Location(line: scenario.site.line, column: scenario.site.column), tags: [],
                                keyword: "Scenario", name: scenario.name, description: "", steps: steps, examples: [], id: ids.next())
            children.append(FeatureChild(scenario: node))
            pickles.append(Pickle(id: ids.next(), uri: uri, location: node.location, name: scenario.name, language: "en",
                                  steps: pickleSteps, tags: [], astNodeIds: [node.id]))
        }
        let document = GherkinDocument(uri: uri, feature: Feature(location: Location(line: 1, column: 1), tags: [], language: "en",
                                                                  keyword: "Feature", name: scenarios.first?.feature ?? "",
                                                                  description: "", children: children),
                                       comments: [])
        let parsed = ParsedFeature(file: FeatureFile(uri: uri, path: scenarios.first?.site.filePath),
                                   source: Source(uri: uri, data: text, mediaType: .plain), document: document, pickles: pickles)
        return (parsed, pickles)
    }
}
