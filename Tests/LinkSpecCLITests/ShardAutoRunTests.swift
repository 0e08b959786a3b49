import Foundation
import LinkSpecRunner
import TestSupport
import XCTest
@testable import LinkSpecCLI

/// `linkspec --shard auto` as each parallel job of a CI system runs it: one line
/// on standard error says which variables gave the shard, and the jobs' parts
/// add up to the whole suite.
final class ShardAutoRunTests: XCTestCase {
    private let features = SharedConformance.repositoryRoot.appendingPathComponent("Features").path

    /// Runs the demo suite as the job the environment describes, with the JUnit
    /// report on standard output: exit code, standard error, the test cases.
    private func runJob(_ environment: [String: String]) throws -> (code: Int32, err: String, testCases: [String]) {
        final class Box: @unchecked Sendable { var out = ""; var err = "" }
        let box = Box()
        let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
        let options = try RunOptions.parse([features, "--shard", "auto", "--format", "junit"], environment: environment)
        let code = RunCommand.run(options, console: console, environment: environment)
        let testCases = box.out.split(separator: "\n").filter { $0.hasPrefix("<testcase ") }
            .map { $0.replacingOccurrences(of: #" time="[^"]*""#, with: "", options: .regularExpression) }
        return (code, box.err, testCases)
    }

    func testCircleCIJobsEachRunTheirPartAndSaySo() throws {
        let first = try runJob(["CIRCLE_NODE_INDEX": "0", "CIRCLE_NODE_TOTAL": "2"])
        let second = try runJob(["CIRCLE_NODE_INDEX": "1", "CIRCLE_NODE_TOTAL": "2"])
        let whole = try runJob([:])
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertEqual(second.code, 0, second.err)
        XCTAssertTrue(first.err.hasPrefix("linkspec: --shard auto: shard 1/2 from CircleCI (CIRCLE_NODE_INDEX=0, CIRCLE_NODE_TOTAL=2)\n"), first.err)
        XCTAssertTrue(second.err.hasPrefix("linkspec: --shard auto: shard 2/2 from CircleCI (CIRCLE_NODE_INDEX=1, CIRCLE_NODE_TOTAL=2)\n"), second.err)
        XCTAssertTrue(whole.err.hasPrefix("linkspec: --shard auto: no CI shard variable is set"), whole.err)
        XCTAssertGreaterThan(first.testCases.count, 10)
        XCTAssertTrue(Set(first.testCases).isDisjoint(with: second.testCases))
        XCTAssertEqual(Set(first.testCases).union(second.testCases), Set(whole.testCases))
        XCTAssertEqual(first.testCases.count + second.testCases.count, whole.testCases.count)
    }

    /// The real executable, so the variables come from its own environment.
    func testAMalformedVariableStopsTheProcessWithExitCode2() throws {
        let process = Process()
        process.executableURL = try LinkSpecExecutable.required()
        process.arguments = [features, "--shard", "auto"]
        process.environment = ["CI_NODE_INDEX": "5", "CI_NODE_TOTAL": "4"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(text.split(separator: "\n").first.map(String.init),
                       "linkspec: --shard auto: CI_NODE_INDEX: 5 is out of range for CI_NODE_TOTAL=4: GitLab numbers its jobs from 1 to 4")
    }
}
