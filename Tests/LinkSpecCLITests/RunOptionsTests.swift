@testable import LinkSpecCLI
@testable import LinkSpecReports
import LinkSpecRunner
import XCTest

final class RunOptionsTests: XCTestCase {
    private func parse(_ words: String...) throws -> RunOptions {
        try RunOptions.parse(words)
    }

    private func usageError(_ words: String...) -> String? {
        do {
            _ = try RunOptions.parse(words)
            return nil
        } catch {
            return error.message
        }
    }

    func testDefaultsFollowCucumber() throws {
        let options = try parse("Features/")
        XCTAssertEqual(options.paths, ["Features/"])
        XCTAssertTrue(options.configuration.strict)
        XCTAssertEqual(options.configuration.timeout, 60)
        XCTAssertEqual(options.configuration.jobs, 1)
        XCTAssertEqual(options.order, .defined)
        XCTAssertEqual(options.junitSuiteName, "linkspec")
        XCTAssertEqual(options.effectiveFormats, [FormatOption(name: "progress", destination: .standardOutput)])
    }

    func testEveryRunOptionIsParsed() throws {
        let options = try parse(
            "--app", "app.json", "--tags", "@smoke", "--tags=not @slow", "--name", "^Log", "--name", "out$",
            "--dry-run", "--no-strict", "--fail-fast", "--retry", "2", "--timeout", "1.5", "--order", "random:9",
            "--jobs", "4", "--shard", "2/3", "--shard-timings", "old.xml", "--no-snippets",
            "--format", "pretty", "--format", "junit:out/junit.xml", "--junit-suite-name", "Suite",
            "--junit-file-attributes", "--no-color", "--i18n-file", "lang.json", "a.feature:3", "@rerun.txt")
        XCTAssertEqual(options.appMap, "app.json")
        XCTAssertEqual(options.tagExpressions.count, 2)
        XCTAssertEqual(options.namePatterns, ["^Log", "out$"])
        XCTAssertTrue(options.configuration.dryRun)
        XCTAssertFalse(options.configuration.strict)
        XCTAssertTrue(options.configuration.failFast)
        XCTAssertEqual(options.configuration.retry, 2)
        XCTAssertEqual(options.configuration.timeout, 1.5)
        XCTAssertEqual(options.order, .random(seed: 9))
        XCTAssertEqual(options.configuration.jobs, 4)
        XCTAssertEqual(options.shard, Shard(index: 2, count: 3))
        XCTAssertEqual(options.shardTimings, "old.xml")
        XCTAssertFalse(options.configuration.snippets)
        XCTAssertEqual(options.formats, [.init(name: "pretty", destination: .standardOutput), .init(name: "junit", destination: .file("out/junit.xml"))])
        XCTAssertEqual(options.effectiveFormats, options.formats, "pretty took stdout, so no progress")
        XCTAssertEqual(options.junitSuiteName, "Suite")
        XCTAssertTrue(options.junitFileAttributes)
        XCTAssertFalse(options.color)
        XCTAssertEqual(options.i18nFile, "lang.json")
        XCTAssertEqual(options.paths, ["a.feature:3", "@rerun.txt"])
    }

    func testStreamOrderAndSnapshotOptions() throws {
        let defaults = try parse()
        XCTAssertTrue(defaults.stream)
        XCTAssertEqual(defaults.configuration.snapshots, .failures, "a failed step gets the app's picture by default")
        let options = try parse("--no-stream", "--order", "reverse", "--snapshots", "all")
        XCTAssertFalse(options.stream)
        XCTAssertEqual(options.order, .reverse)
        XCTAssertEqual(options.configuration.snapshots, .all)
        XCTAssertEqual(try parse("--snapshots=none").configuration.snapshots, SnapshotPolicy.none)
        XCTAssertEqual(usageError("--snapshots", "some"), "'--snapshots' expects 'none', 'failures' or 'all', got 'some'")
    }

    func testMistakesAreOneLineUsageErrors() {
        XCTAssertEqual(usageError("--tags", "@a and"),
                       "--tags: Tag expression \"@a and\" could not be parsed because of syntax error: Expected operand.")
        XCTAssertEqual(usageError("--name", "("), "--name: '(' is not a valid regular expression")
        XCTAssertEqual(usageError("--retry", "-1"), "'--retry' expects a whole number from 0 to 1000, got '-1'")
        XCTAssertEqual(usageError("--jobs", "0"), "'--jobs' expects a whole number from 1 to 256, got '0'")
        XCTAssertEqual(usageError("--timeout", "soon"), "'--timeout' expects a number of seconds greater than 0, got 'soon'")
        XCTAssertEqual(usageError("--order", "sideways"), "'--order' expects 'defined', 'reverse', 'random' or 'random:SEED', got 'sideways'")
        XCTAssertEqual(usageError("--shard", "4/3"), "'--shard' expects K/N with 1 <= K <= N, or auto, got '4/3'")
        XCTAssertEqual(usageError("--shard-timings", "t.xml"), "'--shard-timings' needs '--shard K/N'")
        XCTAssertEqual(usageError("--format", "tap"), "unknown format 'tap'")
        XCTAssertEqual(usageError("--format", "pretty", "--format", "summary"),
                       "only one format can write to standard output, got 'pretty' and 'summary'")
        XCTAssertEqual(usageError("--app"), "missing value for '--app'")
        XCTAssertEqual(usageError("--bogus"), "unknown option '--bogus'")
    }

    func testShardAutoTakesTheShardFromTheCIVariables() throws {
        let options = try RunOptions.parse(["--shard", "auto"], environment: ["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "3"])
        XCTAssertEqual(options.shard, Shard(index: 2, count: 3))
        XCTAssertEqual(options.shardNote, "--shard auto: shard 2/3 from CircleCI (CIRCLE_NODE_INDEX=1, CIRCLE_NODE_TOTAL=3)")
        let none = try RunOptions.parse(["--shard", "auto", "--shard-timings", "t.xml"], environment: [:])
        XCTAssertEqual(none.shard, Shard(index: 1, count: 1))
        XCTAssertEqual(none.shardTimings, "t.xml")
        // A later explicit shard replaces it, note and all.
        let explicit = try RunOptions.parse(["--shard", "auto", "--shard", "1/2"], environment: ["LINKSPEC_SHARD": "2/2"])
        XCTAssertEqual(explicit.shard, Shard(index: 1, count: 2))
        XCTAssertNil(explicit.shardNote)
    }

    func testShardAutoWithAMalformedVariableIsAUsageErrorNamingItAndItsValue() {
        XCTAssertThrowsError(try RunOptions.parse(["--shard", "auto"], environment: ["CI_NODE_INDEX": "x", "CI_NODE_TOTAL": "2"])) { error in
            let error = error as? UsageError
            XCTAssertEqual(error?.message, "--shard auto: CI_NODE_INDEX: 'x' is not a job index (a whole number from 1 to 2)")
            XCTAssertTrue(error?.hint.contains("LINKSPEC_SHARD=K/N") == true, error?.hint ?? "")
        }
    }

    func testCommandReportsABadOptionWithExitCode2AndAHint() {
        let result = runLinkSpec(["--shard", "9/2"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err.split(separator: "\n").count, 2)
    }

    func testHelpStillWinsOverOtherOptions() {
        XCTAssertEqual(runLinkSpec(["--jobs", "0", "--help"]).code, 0)
        XCTAssertTrue(runLinkSpec(["--help"]).out.contains("--shard K/N"))
    }
}
