import LinkSpecRunner
import XCTest

/// `--shard auto` on each CI system: the variables it sets on a parallel job,
/// what is missing or malformed, and which source wins.
final class ShardDetectionTests: XCTestCase {
    private func detect(_ environment: [String: String]) throws -> DetectedShard {
        try ShardDetection.detect(in: environment)
    }

    /// The error, as `path: message` (the path is the variable).
    private func problem(_ environment: [String: String]) -> String? {
        do {
            _ = try ShardDetection.detect(in: environment)
            return nil
        } catch {
            return error.description
        }
    }

    func testEachCISystemsVariablesCountFromTheirOwnFirstJob() throws {
        // (variables, expected shard): GitLab counts from 1, CircleCI and Buildkite from 0.
        let cases: [([String: String], Shard?, String)] = [
            (["CI_NODE_INDEX": "1", "CI_NODE_TOTAL": "4"], Shard(index: 1, count: 4), "GitLab (CI_NODE_INDEX=1, CI_NODE_TOTAL=4)"),
            (["CI_NODE_INDEX": "4", "CI_NODE_TOTAL": "4"], Shard(index: 4, count: 4), "GitLab (CI_NODE_INDEX=4, CI_NODE_TOTAL=4)"),
            (["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "3"], Shard(index: 1, count: 3), "CircleCI (CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=3)"),
            (["CIRCLE_NODE_INDEX": "2", "CIRCLE_NODE_TOTAL": "3"], Shard(index: 3, count: 3), "CircleCI (CIRCLE_NODE_INDEX=2, CIRCLE_NODE_TOTAL=3)"),
            (["BUILDKITE_PARALLEL_JOB": "0", "BUILDKITE_PARALLEL_JOB_COUNT": "2"], Shard(index: 1, count: 2),
             "Buildkite (BUILDKITE_PARALLEL_JOB=0, BUILDKITE_PARALLEL_JOB_COUNT=2)"),
            (["BUILDKITE_PARALLEL_JOB": "9", "BUILDKITE_PARALLEL_JOB_COUNT": "10"], Shard(index: 10, count: 10),
             "Buildkite (BUILDKITE_PARALLEL_JOB=9, BUILDKITE_PARALLEL_JOB_COUNT=10)"),
            (["LINKSPEC_SHARD": "2/5"], Shard(index: 2, count: 5), "LINKSPEC_SHARD=2/5"),
        ]
        for (environment, shard, source) in cases {
            let detected = try detect(environment)
            XCTAssertEqual(detected.shard, shard, "\(environment)")
            XCTAssertEqual(detected.source, source)
            XCTAssertEqual(detected.note, "--shard auto: shard \(shard!) from \(source)")
        }
    }

    func testAJobWithoutParallelismIsOneShardOfOne() throws {
        // GitLab sets CI_NODE_TOTAL=1 and no index; CircleCI sets 0 of 1.
        XCTAssertEqual(try detect(["CI_NODE_TOTAL": "1"]).shard, Shard(index: 1, count: 1))
        XCTAssertEqual(try detect(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1"]).shard, Shard(index: 1, count: 1))
    }

    func testNoVariableRunsEverythingAndSaysSo() throws {
        let detected = try detect(["PATH": "/usr/bin", "CI_NODE_INDEX": ""])
        XCTAssertEqual(detected.shard, Shard(index: 1, count: 1))
        XCTAssertNil(detected.source)
        XCTAssertEqual(detected.note, "--shard auto: no CI shard variable is set (LINKSPEC_SHARD, CI_NODE_INDEX, "
                       + "CIRCLE_NODE_INDEX, BUILDKITE_PARALLEL_JOB); running every scenario as shard 1/1")
    }

    func testMissingVariablesAreNamed() {
        XCTAssertEqual(problem(["CI_NODE_INDEX": "2"]),
                       "CI_NODE_TOTAL: not set, but CI_NODE_INDEX=2 is: GitLab sets both on a parallel job")
        XCTAssertEqual(problem(["CI_NODE_TOTAL": "4"]),
                       "CI_NODE_INDEX: not set, but CI_NODE_TOTAL=4 is: GitLab sets both on a parallel job")
        XCTAssertEqual(problem(["CIRCLE_NODE_TOTAL": "2"]),
                       "CIRCLE_NODE_INDEX: not set, but CIRCLE_NODE_TOTAL=2 is: CircleCI sets both on a parallel job")
        XCTAssertEqual(problem(["BUILDKITE_PARALLEL_JOB": "0"]),
                       "BUILDKITE_PARALLEL_JOB_COUNT: not set, but BUILDKITE_PARALLEL_JOB=0 is: Buildkite sets both on a parallel job")
    }

    func testMalformedValuesAreNamedWithTheValue() {
        XCTAssertEqual(problem(["CI_NODE_INDEX": "two", "CI_NODE_TOTAL": "4"]),
                       "CI_NODE_INDEX: 'two' is not a job index (a whole number from 1 to 4)")
        XCTAssertEqual(problem(["CI_NODE_INDEX": "0", "CI_NODE_TOTAL": "4"]),
                       "CI_NODE_INDEX: 0 is out of range for CI_NODE_TOTAL=4: GitLab numbers its jobs from 1 to 4")
        XCTAssertEqual(problem(["CIRCLE_NODE_INDEX": "3", "CIRCLE_NODE_TOTAL": "3"]),
                       "CIRCLE_NODE_INDEX: 3 is out of range for CIRCLE_NODE_TOTAL=3: CircleCI numbers its jobs from 0 to 2")
        XCTAssertEqual(problem(["BUILDKITE_PARALLEL_JOB": "-1", "BUILDKITE_PARALLEL_JOB_COUNT": "2"]),
                       "BUILDKITE_PARALLEL_JOB: -1 is out of range for BUILDKITE_PARALLEL_JOB_COUNT=2: Buildkite numbers its jobs from 0 to 1")
        XCTAssertEqual(problem(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "0"]),
                       "CIRCLE_NODE_TOTAL: '0' is not a number of jobs (a whole number, at least 1)")
        XCTAssertEqual(problem(["BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": " 2"]),
                       "BUILDKITE_PARALLEL_JOB_COUNT: ' 2' is not a number of jobs (a whole number, at least 1)")
        XCTAssertEqual(problem(["LINKSPEC_SHARD": "3"]),
                       "LINKSPEC_SHARD: '3' is not K/N with 1 <= K <= N (for the second of three jobs: 2/3)")
        XCTAssertEqual(problem(["LINKSPEC_SHARD": "5/4"]),
                       "LINKSPEC_SHARD: '5/4' is not K/N with 1 <= K <= N (for the second of three jobs: 2/3)")
    }

    func testLinkSpecShardWinsThenGitLabThenCircleCIThenBuildkite() throws {
        let all = ["LINKSPEC_SHARD": "1/2", "CI_NODE_INDEX": "3", "CI_NODE_TOTAL": "3",
                   "CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "1",
                   "BUILDKITE_PARALLEL_JOB": "1", "BUILDKITE_PARALLEL_JOB_COUNT": "4"]
        let detected = try detect(all)
        XCTAssertEqual(detected.shard, Shard(index: 1, count: 2))
        XCTAssertEqual(detected.note, "--shard auto: shard 1/2 from LINKSPEC_SHARD=1/2; also set, ignored: "
                       + "GitLab (CI_NODE_INDEX=3, CI_NODE_TOTAL=3), CircleCI (CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=1), "
                       + "Buildkite (BUILDKITE_PARALLEL_JOB=1, BUILDKITE_PARALLEL_JOB_COUNT=4)")
        var withoutOverride = all
        withoutOverride["LINKSPEC_SHARD"] = nil
        XCTAssertEqual(try detect(withoutOverride).shard, Shard(index: 3, count: 3))
        withoutOverride["CI_NODE_INDEX"] = nil
        withoutOverride["CI_NODE_TOTAL"] = nil
        XCTAssertEqual(try detect(withoutOverride).shard, Shard(index: 1, count: 1))
        withoutOverride["CIRCLE_NODE_INDEX"] = nil
        withoutOverride["CIRCLE_NODE_TOTAL"] = nil
        XCTAssertEqual(try detect(withoutOverride).shard, Shard(index: 2, count: 4))
    }

    func testAWrongVariableOfASourceThatLostIsNotAnError() throws {
        // LINKSPEC_SHARD overrides the CI system, whatever state its variables are in.
        let detected = try detect(["LINKSPEC_SHARD": "2/2", "CIRCLE_NODE_INDEX": "x"])
        XCTAssertEqual(detected.shard, Shard(index: 2, count: 2))
        XCTAssertEqual(detected.ignored, ["CircleCI (CIRCLE_NODE_INDEX=x)"])
    }
}
