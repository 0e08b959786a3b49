import Foundation
@testable import LinkSpecCLI
import LinkSpecJSON
import LinkSpecRunner
import TestSupport
import XCTest

/// The Cucumber Compatibility Kit: every sample of
/// `../shared/conformance/compatibility-kit/samples/` runs through the command
/// line's own runner (its options parsed from the sample's `.arguments.txt`,
/// plus `--format message`), from the kit's folder so that URIs are
/// `samples/<name>/...`, with the Swift glue of `Glue/` (STEPS.md in Swift),
/// twice: as a run goes by default (streamed) and with `--no-stream`. Each
/// stream is compared with the sample's `.ndjson` as cucumber-js compares them
/// (`ComparableMessage`), after cucumber-js's one reordering, and checked for
/// consistent ids and order (`StreamOrder`).
///
/// `LINKSPEC_CCK_OUT=folder` also writes each sample's streams there as
/// `<sample>.ndjson` (default) and `<sample>.no-stream.ndjson`.
final class CompatibilityKitTests: XCTestCase {
    /// Samples not run, with the reason the test prints.
    static let skipped: [String: String] = [
        "test-run-exception": "its `--error` option makes the runner fail outside user code on purpose, a hook of "
            + "fake-cucumber's that linkspec does not have; cucumber-js, -jvm and -ruby skip it too. The run-level "
            + "`exception` of testRunFinished is pinned by RunStreamTests.testInterruptedRunEndsWithAnException",
    ]

    func testEverySampleGivesTheExpectedMessages() throws {
        let kit = try SharedConformance.directory("compatibility-kit")
        let samples = try FileManager.default.contentsOfDirectory(atPath: kit.appendingPathComponent("samples").path)
            .filter { !$0.hasPrefix(".") }.sorted()
        XCTAssertEqual(samples.count, 46, "the kit's samples (SOURCE.md)")
        XCTAssertEqual(Set(samples), Set(SampleGlue.all.keys), "every sample has its glue, and only samples do")
        let output = ProcessInfo.processInfo.environment["LINKSPEC_CCK_OUT"].map { URL(fileURLWithPath: $0) }
        if let output { try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true) }

        var passed: [String: Int] = [:]
        for sample in samples {
            if let reason = Self.skipped[sample] {
                print("CCK: skipped \(sample): \(reason)")
                continue
            }
            let expected = try String(contentsOf: kit.appendingPathComponent("samples/\(sample)/\(sample).ndjson"), encoding: .utf8)
            for streamed in [true, false] {
                let order = streamed ? "streamed" : "--no-stream"
                let stream = try SampleRun.stream(sample, kit: kit, glue: try XCTUnwrap(SampleGlue.all[sample]), streamed: streamed)
                if let output {
                    try Data(stream.utf8).write(to: output.appendingPathComponent(streamed ? "\(sample).ndjson" : "\(sample).no-stream.ndjson"))
                }
                if let problem = try SampleRun.difference(actual: stream, expected: expected) {
                    XCTFail("CCK sample \(sample), \(order): \(problem)")
                } else {
                    passed[order, default: 0] += 1
                }
            }
        }
        for order in ["streamed", "--no-stream"] {
            print("CCK \(order): \(passed[order] ?? 0) of \(samples.count) samples pass, \(Self.skipped.count) skipped")
        }
    }
}

/// Running a sample and comparing its stream with the expected one.
enum SampleRun {
    /// Runs one sample as `linkspec` would (`streamed`: without
    /// `--no-stream`, as a run goes by default), and returns its message stream.
    static func stream(_ sample: String, kit: URL, glue: (SampleFolder) -> StepLibrary<CCKWorld>,
                       streamed: Bool) throws -> String {
        let folder = kit.appendingPathComponent("samples/\(sample)")
        let argumentsFile = folder.appendingPathComponent("\(sample).arguments.txt")
        var words = (try? String(contentsOf: argumentsFile, encoding: .utf8))?
            .split(whereSeparator: \.isWhitespace).map(String.init) ?? []
        words += (streamed ? [] : ["--no-stream"]) + ["--format", "message", "--no-color", "samples/\(sample)"]
        let options = try RunOptions.parse(words)
        let out = Captured()
        let err = Captured()
        let console = Console(out: { out.text += $0 }, err: { err.text += $0 })
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(kit.path), "run from the kit's folder")
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let code = RunCommand.run(options, console: console, library: glue(SampleFolder(url: folder))) { CCKWorld() }
        XCTAssertTrue(code == 0 || code == 1, "\(sample): exit code \(code): \(err.text)")
        return out.text
    }

    /// The first difference between the streams as cucumber-js's comparison
    /// sees it, or the first inconsistency of the actual stream; nil when none.
    static func difference(actual: String, expected: String) throws -> String? {
        let expectedEnvelopes = try envelopes(expected)
        // The checks hold for the reference's own stream, or they would be wrong.
        XCTAssertEqual(StreamOrder.problems(in: expectedEnvelopes), [])
        let actualEnvelopes = try envelopes(actual)
        let problems = StreamOrder.problems(in: actualEnvelopes)
        if let first = problems.first { return "\(problems.count) order or id problems, the first: \(first)" }
        let mine = movingRunHooks(actualEnvelopes.map(ComparableMessage.init))
        let theirs = movingRunHooks(expectedEnvelopes.map(ComparableMessage.init))
        for index in 0..<min(mine.count, theirs.count) where mine[index] != theirs[index] {
            return """
                envelope \(index + 1) differs at \(theirs[index].firstDifference(from: mine[index]) ?? "?")
                  expected: \(theirs[index].json)
                  actual:   \(mine[index].json)
                """
        }
        guard mine.count == theirs.count else {
            let extra = mine.count > theirs.count ? mine[theirs.count] : theirs[mine.count]
            return "\(mine.count) envelopes, expected \(theirs.count); the first \(mine.count > theirs.count ? "extra" : "missing"): \(extra.json)"
        }
        return nil
    }

    /// cucumber-js's one reordering (SOURCE.md): testRunHook* messages before
    /// the first testCaseStarted move to just after testRunStarted. Applied to
    /// both streams, so it cannot hide a difference; `StreamOrder` checks that
    /// run hooks' attachments stay inside them.
    static func movingRunHooks(_ envelopes: [ComparableMessage]) -> [ComparableMessage] {
        guard let started = envelopes.firstIndex(where: { $0.kind == "testRunStarted" }) else { return envelopes }
        let firstCase = envelopes.firstIndex(where: { $0.kind == "testCaseStarted" }) ?? envelopes.endIndex
        var before: [ComparableMessage] = []
        var rest: [ComparableMessage] = []
        for (index, envelope) in envelopes.enumerated() {
            let isRunHook = envelope.kind == "testRunHookStarted" || envelope.kind == "testRunHookFinished"
            if index > started && index < firstCase && isRunHook { before.append(envelope) } else { rest.append(envelope) }
        }
        rest.insert(contentsOf: before, at: started + 1)
        return rest
    }

    static func envelopes(_ ndjson: String) throws -> [JSONValue] {
        try ndjson.split(separator: "\n").map { line in try JSONReader.read(Array(line.utf8)) }
    }
}

private final class Captured: @unchecked Sendable {
    var text = ""
}
