import CucumberMessages
import Foundation
import Gherkin
import LinkSpecRunner
import LinkSpecSteps
import AppSimulation
import TestSupport
import XCTest

/// Runs Gherkin text against the demo app (`Features/app.json`) with the
/// standard steps, through the real parser and runner.
enum StepsHarness {
    static let featuresFolder = SharedConformance.repositoryRoot.appendingPathComponent("Features")

    static let demoMap: AppMap = {
        let url = featuresFolder.appendingPathComponent("app.json")
        do {
            return try AppMap.load(contentsOf: url)
        } catch {
            preconditionFailure("the demo app map does not load: \(error)")
        }
    }()

    /// One scenario with these step lines (`Given ...`, `When ...`, tables and
    /// doc strings as in a feature file, indented by the caller or not).
    static func scenario(_ steps: String, map: AppMap = demoMap, routing: RoutingFunction? = nil, platform: MobilePlatform = .iOS,
                         file: StaticString = #filePath, line: UInt = #line) throws -> TestCaseRecord {
        let body = steps.split(separator: "\n", omittingEmptySubsequences: false)
            .map { "    " + $0.trimmingCharacters(in: .whitespaces) }.joined(separator: "\n")
        let records = try run("Feature: harness\n  Scenario: one\n" + body + "\n", map: map, routing: routing, platform: platform)
        let record = try XCTUnwrap(records.first, "the scenario did not run", file: file, line: line)
        return record
    }

    /// Every scenario of a feature text, run in order.
    static func run(_ text: String, uri: String = "harness.feature", map: AppMap = demoMap,
                    routing: RoutingFunction? = nil, platform: MobilePlatform = .iOS) throws -> [TestCaseRecord] {
        let source = Source(uri: uri, data: text, mediaType: .plain)
        var ids = IdGenerator()
        let parsed = GherkinParser.parse(source, ids: &ids)
        guard parsed.errors.isEmpty, let document = parsed.document else {
            throw HarnessError("the feature text does not parse: \(parsed.errors.map(\.message))")
        }
        let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
        return try run(pickles, map: map, routing: routing, platform: platform == .android ? .android : .iOS).records
    }

    /// The pickles run on the platforms `platform` chose them for.
    static func run(_ pickles: [Pickle], map: AppMap = demoMap, routing: RoutingFunction? = nil,
                    platform: PlatformChoice = .iOS) throws -> Recorder {
        let source = AppSource.map(map, routing: routing)
        let runner = try ScenarioRunner(library: StandardSteps.library().forApp(map), worldFor: source.worlds(with: map, on: platform))
        let recorder = Recorder()
        _ = runner.run(pickles, observer: recorder)
        return recorder
    }

    /// The feature files of a folder, parsed by the loader the command line
    /// uses and selected for `platform`.
    static func pickles(inFolder folder: URL, platform: PlatformChoice? = nil) throws -> [Pickle] {
        let files = try FeatureFinder().find([folder.path])
        let platforms = (platform ?? .iOS).runs(chosen: platform != nil)
        return try FeatureLoader().load(files, selection: ScenarioSelection(platforms: platforms)).pickles
    }
}

final class Recorder: RunObserver {
    var records: [TestCaseRecord] = []
    var result: RunResult?
    func testCaseFinished(_ record: TestCaseRecord) { records.append(record) }
    func runFinished(_ result: RunResult) { self.result = result }
}

struct HarnessError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

extension TestCaseRecord {
    /// The message of the first step that did not pass.
    var failureMessage: String? {
        steps.first { $0.status != .passed }?.message
    }

    /// `passed`, or the first non-passing step's status and message, for assertion output.
    var summary: String {
        guard let step = steps.first(where: { $0.status != .passed }) else { return "passed" }
        return "\(step.status): \(step.message ?? "")"
    }
}

/// Asserts the scenario passed, showing why not.
func assertPasses(_ steps: String, on platform: MobilePlatform = .iOS, file: StaticString = #filePath, line: UInt = #line) throws {
    let record = try StepsHarness.scenario(steps, platform: platform, file: file, line: line)
    XCTAssertEqual(record.status, .passed, record.summary, file: file, line: line)
}

/// Asserts the scenario failed at a step whose message contains every fragment.
func assertFails(_ steps: String, on platform: MobilePlatform = .iOS, saying fragments: String...,
                 file: StaticString = #filePath, line: UInt = #line) throws {
    let record = try StepsHarness.scenario(steps, platform: platform, file: file, line: line)
    XCTAssertEqual(record.status, .failed, record.summary, file: file, line: line)
    let message = record.failureMessage ?? ""
    for fragment in fragments {
        XCTAssertTrue(message.contains(fragment), "expected the failure to say \(fragment.debugDescription), got:\n\(message)",
                      file: file, line: line)
    }
}
