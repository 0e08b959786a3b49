import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// Paths resolve against the package root; the environment narrows what the
/// code selects, so one scenario can run alone.
final class SelectionTests: XCTestCase {
    private let root = PackageRoot(path: FeatureText.packageRoot)
    private let team = "Tests/LinkSpecTestingTests/Features/team"

    func testRootIsThePackageFolderOfTheCallingFile() {
        XCTAssertEqual(PackageRoot.of(#filePath, environment: [:]).path, FeatureText.packageRoot)
    }

    func testRootCanBeSetByTheEnvironment() {
        XCTAssertEqual(PackageRoot.of(#filePath, environment: ["LINKSPEC_ROOT": "/tmp/elsewhere/"]).path, "/tmp/elsewhere")
    }

    func testRelativePathsResolveAgainstTheRootAndDisplayRelativeToIt() {
        XCTAssertEqual(root.resolve("Features/./routing//"), FeatureText.packageRoot + "/Features/routing")
        XCTAssertEqual(root.resolve("/abs/x.feature"), "/abs/x.feature")
        XCTAssertEqual(root.display(FeatureText.packageRoot + "/Features/app.json"), "Features/app.json")
        XCTAssertEqual(root.display("/elsewhere/app.json"), "/elsewhere/app.json")
    }

    func testUrisInTheSuiteAreRelativeToTheRootWhateverTheCurrentFolder() throws {
        let suite = try FeatureSuite.load([team], root: root, environment: [:])
        XCTAssertEqual(suite.features.map(\.uri), [team + "/push_notifications.feature"])
        XCTAssertEqual(Set(suite.pickles.map(\.uri)), [team + "/push_notifications.feature"])
        XCTAssertEqual(suite.features.first?.absolutePath, FeatureText.packageRoot + "/" + team + "/push_notifications.feature")
    }

    func testEnvironmentNameNarrowsTheCodesNames() throws {
        let all = try FeatureSuite.load([team], root: root, filter: ScenarioFilter(names: ["push for"]), environment: [:])
        let one = try FeatureSuite.load([team], root: root, filter: ScenarioFilter(names: ["push for"]),
                                        environment: ["LINKSPEC_NAME": "appointment 42"])
        XCTAssertEqual(all.pickles.count, 5)
        XCTAssertEqual(one.pickles.map(\.name), ["A push for appointment 42 presents it"])
        XCTAssertTrue(one.isNarrowedByEnvironment)
        XCTAssertFalse(all.isNarrowedByEnvironment)
    }

    func testEnvironmentTagsAreAndedWithTheCodesTags() throws {
        let suite = try FeatureSuite.load([team], root: root, filter: ScenarioFilter(tags: "@team"),
                                          environment: ["LINKSPEC_TAGS": "@smoke"])
        XCTAssertEqual(suite.pickles.map(\.name), ["A push for the chat tab selects it"])
    }

    func testEnvironmentSelectingNothingSkipsAnXCTestRunInsteadOfFailingIt() throws {
        let suite = try FeatureSuite.load([team], root: root, environment: ["LINKSPEC_TAGS": "@nothing"])
        XCTAssertTrue(suite.pickles.isEmpty)
        XCTAssertTrue(suite.isNarrowedByEnvironment)
    }

    func testBadEnvironmentPatternNamesTheVariable() {
        XCTAssertThrowsError(try FeatureSuite.load([team], root: root, environment: ["LINKSPEC_NAME": "(unclosed"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("LINKSPEC_NAME: "), "\(error)")
        }
    }

    func testEveryParseErrorOfEveryFileIsReportedAtItsLine() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        try "Feature: A\n  Scenario: a\n    Given x\n  oops\n".write(toFile: scratch.path("a.feature"), atomically: true, encoding: .utf8)
        try "Feature: B\n  Scenario: b\n\n    Given y\n    nonsense\n".write(toFile: scratch.path("b.feature"), atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try FeatureSuite.load([scratch.url.path], root: root, environment: [:])) { error in
            let lines = "\(error)".split(separator: "\n").map(String.init)
            XCTAssertEqual(lines.count, 2, "\(error)")
            XCTAssertTrue(lines.first?.hasPrefix(scratch.path("a.feature") + ":4:") == true, "\(error)")
            XCTAssertTrue(lines.last?.hasPrefix(scratch.path("b.feature") + ":5:") == true, "\(error)")
        }
    }
}
