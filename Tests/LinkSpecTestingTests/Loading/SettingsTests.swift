import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// The `LINKSPEC_*` settings under their own names and with the `TEST_RUNNER_`
/// prefix `xcodebuild test` wants, and `LINKSPEC_SHARD` cutting a test's
/// scenarios into CI jobs.
final class SettingsTests: XCTestCase {
    private let root = PackageRoot(path: FeatureText.packageRoot)
    private let team = "Tests/LinkSpecTestingTests/Features/team"

    private func names(_ environment: [String: String]) throws -> [String] {
        try FeatureSuite.load([team], root: root, environment: environment).pickles.map(\.name)
    }

    private func problem(_ environment: [String: String]) -> String {
        do {
            _ = try FeatureSuite.load([team], root: root, environment: environment)
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testEverySettingIsReadWithTheTestRunnerPrefixToo() throws {
        XCTAssertEqual(try names(["TEST_RUNNER_LINKSPEC_NAME": "appointment 42"]), ["A push for appointment 42 presents it"])
        XCTAssertEqual(try names(["TEST_RUNNER_LINKSPEC_TAGS": "@smoke"]), ["A push for the chat tab selects it"])
        XCTAssertEqual(try names(["TEST_RUNNER_LINKSPEC_SHARD": "5/5"]), try names(["LINKSPEC_SHARD": "5/5"]))
        XCTAssertEqual(PackageRoot.of(#filePath, environment: ["TEST_RUNNER_LINKSPEC_ROOT": "/tmp/ci"]).path, "/tmp/ci")
        XCTAssertTrue(try FeatureSuite.load([team], root: root, environment: ["TEST_RUNNER_LINKSPEC_NAME": "x"]).isNarrowedByEnvironment)
    }

    func testThePrefixedSettingWinsAndAnEmptyOneCountsAsUnset() throws {
        XCTAssertEqual(try names(["TEST_RUNNER_LINKSPEC_NAME": "appointment 42", "LINKSPEC_NAME": "chat tab"]),
                       ["A push for appointment 42 presents it"])
        XCTAssertEqual(try names(["TEST_RUNNER_LINKSPEC_NAME": "", "LINKSPEC_NAME": "chat tab"]),
                       ["A push for the chat tab selects it"])
        XCTAssertEqual(PackageRoot.of(#filePath, environment: ["TEST_RUNNER_LINKSPEC_ROOT": "/a", "LINKSPEC_ROOT": "/b"]).path, "/a")
    }

    func testAProblemNamesTheVariableItCameFrom() {
        XCTAssertTrue(problem(["TEST_RUNNER_LINKSPEC_NAME": "(unclosed"]).hasPrefix("TEST_RUNNER_LINKSPEC_NAME: "))
        XCTAssertTrue(problem(["TEST_RUNNER_LINKSPEC_TAGS": "@a and"]).hasPrefix("TEST_RUNNER_LINKSPEC_TAGS: '@a and': "))
        XCTAssertEqual(problem(["LINKSPEC_SHARD": "0/2"]),
                       "LINKSPEC_SHARD: '0/2' is not K/N with 1 <= K <= N, or auto (for the second of three jobs: 2/3)")
        XCTAssertEqual(problem(["TEST_RUNNER_LINKSPEC_SHARD": "auto", "CIRCLE_NODE_INDEX": "7", "CIRCLE_NODE_TOTAL": "2"]),
                       "CIRCLE_NODE_INDEX: 7 is out of range for CIRCLE_NODE_TOTAL=2: CircleCI numbers its jobs from 0 to 1")
    }

    func testShardsCutTheSelectionIntoDisjointPartsThatMakeTheWhole() throws {
        let whole = try names([:])
        let parts = try (1...3).map { try names(["LINKSPEC_SHARD": "\($0)/3"]) }
        XCTAssertEqual(whole.count, 5)
        XCTAssertEqual(parts.map(\.count), [2, 2, 1])
        XCTAssertEqual(parts.joined().sorted(), whole.sorted())
        // Applied after the other filters: two scenarios narrowed by name are split one each.
        XCTAssertEqual(try names(["LINKSPEC_NAME": "appointment", "LINKSPEC_SHARD": "2/2"]).count, 1)
    }

    func testShardAutoReadsTheCISystemsVariables() throws {
        XCTAssertEqual(try names(["LINKSPEC_SHARD": "auto", "CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "3"]),
                       try names(["LINKSPEC_SHARD": "1/3"]))
        XCTAssertEqual(try names(["LINKSPEC_SHARD": "auto"]), try names([:]), "no CI variables: every scenario")
    }

    func testAShardThatGetsNothingNarrowsRatherThanFails() throws {
        let suite = try FeatureSuite.load([team], root: root, environment: ["LINKSPEC_SHARD": "6/6"])
        XCTAssertTrue(suite.pickles.isEmpty)
        XCTAssertTrue(suite.isNarrowedByEnvironment)
    }
}
