import CucumberMessages
import Expressions
import Foundation
import Gherkin
import XCTest
@testable import LinkSpecRunner

final class SelectionTests: XCTestCase {
    /// An outline at line 3 with steps on 4, Examples on 6 and rows on 8 and 9,
    /// and a plain scenario at line 11 tagged @smoke.
    private func feature(lines: [Int] = [], origin: InputError? = nil) -> ParsedFeature {
        let location = { (line: Int) in Location(line: line, column: 1) }
        let row = { (id: String, line: Int) in TableRow(location: location(line), cells: [], id: id) }
        let outline = Scenario(location: location(3), tags: [], keyword: "Scenario Outline", name: "outline", description: "",
                               steps: [Step(location: location(4), keyword: "When ", keywordType: .action, text: "x", id: "s1")],
                               examples: [Examples(location: location(6), tags: [], keyword: "Examples", name: "", description: "",
                                                   tableHeader: row("h", 7), tableBody: [row("r1", 8), row("r2", 9)], id: "e")],
                               id: "o")
        let plain = Scenario(location: location(11), tags: [Tag(location: location(10), name: "@smoke", id: "t")],
                             keyword: "Scenario", name: "plain", description: "", steps: [], examples: [], id: "p")
        let document = GherkinDocument(uri: "f.feature", feature: Feature(
            location: location(1), tags: [], language: "en", keyword: "Feature", name: "F", description: "",
            children: [FeatureChild(scenario: outline), FeatureChild(scenario: plain)]), comments: [])
        let pickle = { (id: String, name: String, nodes: [String], line: Int, tags: [String]) in
            Pickle(id: id, uri: "f.feature", location: location(line), name: name, language: "en", steps: [],
                   tags: tags.map { PickleTag(name: $0, astNodeId: "t") }, astNodeIds: nodes)
        }
        return ParsedFeature(file: FeatureFile(uri: "f.feature", lines: lines, origin: origin),
                             source: Source(uri: "f.feature", data: "", mediaType: .plain), document: document, pickles: [
            pickle("1", "outline", ["o", "r1"], 8, []), pickle("2", "outline", ["o", "r2"], 9, []),
            pickle("3", "plain", ["p"], 11, ["@smoke"]),
        ])
    }

    private func selected(_ selection: ScenarioSelection = ScenarioSelection(), lines: [Int] = []) throws -> [String] {
        try select(selection, from: [feature(lines: lines)]).map(\.id)
    }

    /// Each file's selection (`select(in:)`), then the run's (`arrange`), as the loader makes them.
    private func select(_ selection: ScenarioSelection, from features: [ParsedFeature]) throws -> [Pickle] {
        var selected = features
        var errors: [InputError] = []
        for index in selected.indices {
            let (pickles, unmatched) = selection.select(in: features[index])
            selected[index].pickles = pickles
            errors += unmatched
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        return selection.arrange(selected)
    }

    func testLineSelectsScenarioOutlineExamplesOrRow() throws {
        XCTAssertEqual(try selected(lines: [3]), ["1", "2"])
        XCTAssertEqual(try selected(lines: [4]), ["1", "2"])
        XCTAssertEqual(try selected(lines: [6]), ["1", "2"])
        XCTAssertEqual(try selected(lines: [9]), ["2"])
        XCTAssertEqual(try selected(lines: [8, 11]), ["1", "3"])
    }

    func testLineThatSelectsNothingIsAnError() {
        XCTAssertThrowsError(try selected(lines: [2])) { error in
            XCTAssertEqual(String(describing: error), "f.feature:2:1: no scenario or Examples row on line 2")
        }
    }

    func testTagExpressionsAreAndedAndNamesOred() throws {
        XCTAssertEqual(try selected(ScenarioSelection(tags: [try TagExpression("@smoke")])), ["3"])
        XCTAssertEqual(try selected(ScenarioSelection(tags: [try TagExpression("@smoke"), try TagExpression("not @smoke")])), [])
        XCTAssertEqual(try selected(ScenarioSelection(names: try NameFilter(patterns: ["^pla", "nothing"]))), ["3"])
        XCTAssertEqual(try selected(ScenarioSelection(names: try NameFilter(patterns: ["out", "plain"]))), ["1", "2", "3"])
    }

    func testInvalidNamePatternIsAnError() {
        XCTAssertThrowsError(try NameFilter(patterns: ["("]))
    }

    func testRandomOrderIsRepeatableBySeedAndAPermutation() {
        let items = Array(0..<50)
        let first = RunOrder.random(seed: 42).apply(to: items)
        XCTAssertEqual(first, RunOrder.random(seed: 42).apply(to: items))
        XCTAssertNotEqual(first, items)
        XCTAssertNotEqual(first, RunOrder.random(seed: 43).apply(to: items))
        XCTAssertEqual(first.sorted(), items)
        XCTAssertEqual(RunOrder.defined.apply(to: items), items)
    }

    func testOrderOptionParses() {
        XCTAssertEqual(RunOrder(option: "defined"), .defined)
        XCTAssertEqual(RunOrder(option: "random:7"), .random(seed: 7))
        XCTAssertEqual(RunOrder(option: "reverse"), .reverse)
        XCTAssertEqual(RunOrder.reverse.apply(to: [1, 2, 3]), [3, 2, 1])
        XCTAssertNil(RunOrder(option: "random:x"))
        XCTAssertNil(RunOrder(option: "shuffled"))
    }

    func testShardsAreDisjointAndCompleteForOneToEightMachines() throws {
        for total in [0, 1, 7, 100] {
            let weights = (0..<total).map { Double(($0 * 37) % 11) + 0.5 }
            for count in 1...8 {
                for useWeights in [false, true] {
                    var seen: [Int] = []
                    for index in 1...count {
                        let shard = try XCTUnwrap(Shard(index: index, count: count))
                        let part = shard.positions(amongCount: total, weights: useWeights ? weights : nil)
                        XCTAssertEqual(part, part.sorted(), "positions keep defined order")
                        seen += part
                    }
                    XCTAssertEqual(seen.sorted(), Array(0..<total), "total \(total), N \(count), weights \(useWeights)")
                }
            }
        }
    }

    func testTimedShardsBalanceMeasuredTime() throws {
        let weights: [Double] = [10, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]
        let one = try XCTUnwrap(Shard(option: "1/2")).positions(amongCount: weights.count, weights: weights)
        let two = try XCTUnwrap(Shard(option: "2/2")).positions(amongCount: weights.count, weights: weights)
        XCTAssertEqual(one, [0])
        XCTAssertEqual(two.count, 10)
    }

    func testShardTimingsFindOutlineRowsByTheirJUnitNames() throws {
        // The slow row of the outline is alone in shard 1 only if its JUnit name
        // ("outline - #1.2", as the junit format writes it) is recognised.
        let report = """
            <testsuite name="linkspec" tests="3">
            <testcase classname="F" name="outline - #1.1" time="1"/>
            <testcase classname="F" name="outline - #1.2" time="30"/>
            <testcase classname="F" name="plain" time="1"/>
            </testsuite>
            """
        let timings = try ShardTimings.load(path: try reportFile(report))
        let first = try select(ScenarioSelection(shard: Shard(option: "1/2"), timings: timings), from: [feature()])
        XCTAssertEqual(first.map(\.id), ["2"])
    }

    func testShardOptionParses() {
        XCTAssertEqual(Shard(option: "2/3"), Shard(index: 2, count: 3))
        XCTAssertNil(Shard(option: "0/3"))
        XCTAssertNil(Shard(option: "4/3"))
        XCTAssertNil(Shard(option: "1-3"))
    }

    func testShardTimingsReadJUnitTimesByNameOrFileAndLine() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="linkspec" tests="2">
        <testcase classname="F" name="plain" time="2.5"/>
        <testcase classname="F" name="outline - #1.1" time="0.5" file="f.feature" line="8"/>
        </testsuite>
        """
        let timings = try ShardTimings.load(path: try reportFile(xml))
        XCTAssertEqual(timings.seconds(uri: "x", line: nil, classname: "F", name: "plain"), 2.5)
        XCTAssertEqual(timings.seconds(uri: "f.feature", line: 8, classname: "?", name: "?"), 0.5)
        XCTAssertEqual(timings.weights(for: [("f.feature", 8, "", ""), ("new.feature", 1, "", "")]), [0.5, 0.5])
    }

    func testMalformedTimingsReportIsAnErrorWithItsLocation() throws {
        let path = try reportFile("<testsuite><testcase")
        XCTAssertThrowsError(try ShardTimings.load(path: path)) { error in
            XCTAssertTrue(String(describing: error).hasPrefix(path + ":1:"), String(describing: error))
        }
    }

    /// A JUnit report written to a file of its own, removed after the test.
    private func reportFile(_ xml: String) throws -> String {
        let path = NSTemporaryDirectory() + "shard-timings-\(UUID().uuidString).xml"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: path))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }
}
