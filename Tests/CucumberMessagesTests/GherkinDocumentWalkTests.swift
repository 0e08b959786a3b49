import CucumberMessages
import XCTest

final class GherkinDocumentWalkTests: XCTestCase {
    /// Writes down every visit, with its context.
    private struct Recorder: GherkinDocumentVisitor {
        var visits: [String] = []

        mutating func visitFeature(_ feature: Feature) { visits.append("feature \(feature.name)") }
        mutating func visitRule(_ rule: Rule, index: Int) { visits.append("rule \(rule.name) #\(index)") }
        mutating func visitBackground(_ background: Background, ruleIndex: Int?) {
            visits.append("background \(background.name) in \(ruleIndex.map(String.init) ?? "feature")")
        }
        mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?) {
            visits.append("scenario \(scenario.name) in \(ruleIndex.map(String.init) ?? "feature")")
        }
        mutating func visitStep(_ step: Step, inBackground: Bool) {
            visits.append("step \(step.text)\(inBackground ? " (background)" : "")")
        }
        mutating func visitExamples(_ examples: Examples, index: Int) { visits.append("examples \(examples.name) #\(index)") }
        mutating func visitExamplesRow(_ row: TableRow, index: Int) { visits.append("row \(row.id) #\(index)") }
    }

    /// Only what a visitor implements is called; the rest does nothing.
    private struct StepLines: GherkinDocumentVisitor {
        var lines: [Int] = []
        mutating func visitStep(_ step: Step, inBackground: Bool) { lines.append(step.location.line) }
    }

    private let at = Location(line: 1)

    private func step(_ text: String, line: Int = 1) -> Step {
        Step(location: Location(line: line), keyword: "Given ", keywordType: .context, text: text, id: text)
    }

    private func background(_ name: String, steps: [Step]) -> Background {
        Background(location: at, keyword: "Background", name: name, description: "", steps: steps, id: name)
    }

    private func scenario(_ name: String, steps: [Step], examples: [Examples] = []) -> Scenario {
        Scenario(location: at, tags: [], keyword: "Scenario", name: name, description: "", steps: steps,
                 examples: examples, id: name)
    }

    private func examples(_ name: String, rows: [String]) -> Examples {
        let row = { (id: String) in TableRow(location: self.at, cells: [], id: id) }
        return Examples(location: at, tags: [], keyword: "Examples", name: name, description: "",
                        tableHeader: row(name + "-header"), tableBody: rows.map(row), id: name)
    }

    private var document: GherkinDocument {
        let rule = { (name: String, children: [RuleChild]) in
            Rule(location: self.at, tags: [], keyword: "Rule", name: name, description: "", children: children, id: name)
        }
        let feature = Feature(location: at, tags: [], language: "en", keyword: "Feature", name: "F", description: "", children: [
            FeatureChild(background: background("B", steps: [step("b1", line: 3)])),
            FeatureChild(scenario: scenario("S", steps: [step("s1", line: 5), step("s2", line: 6)],
                                             examples: [examples("E1", rows: ["r1", "r2"]), examples("E2", rows: ["r3"])])),
            FeatureChild(rule: rule("R1", [RuleChild(scenario: scenario("T", steps: []))])),
            FeatureChild(rule: rule("R2", [RuleChild(background: background("RB", steps: [step("rb1", line: 9)])),
                                           RuleChild(scenario: scenario("U", steps: [step("u1", line: 11)]))])),
        ])
        return GherkinDocument(uri: "f.feature", feature: feature, comments: [])
    }

    func testVisitsEveryNodeInTheOrderWrittenWithItsRuleExamplesAndRowPositions() {
        var recorder = Recorder()
        document.walk(&recorder)
        XCTAssertEqual(recorder.visits, [
            "feature F",
            "background B in feature", "step b1 (background)",
            "scenario S in feature", "step s1", "step s2",
            "examples E1 #0", "row r1 #0", "row r2 #1", "examples E2 #1", "row r3 #0",
            "rule R1 #0", "scenario T in 0",
            "rule R2 #1", "background RB in 1", "step rb1 (background)", "scenario U in 1", "step u1",
        ])
    }

    func testAVisitorTakesOnlyTheNodesItImplements() {
        var lines = StepLines()
        document.walk(&lines)
        XCTAssertEqual(lines.lines, [3, 5, 6, 9, 11])
    }

    func testADocumentWithoutAFeatureVisitsNothing() {
        var recorder = Recorder()
        GherkinDocument(uri: "empty.feature", feature: nil, comments: []).walk(&recorder)
        XCTAssertEqual(recorder.visits, [])
    }
}
