import Foundation
import TestSupport
import XCTest
@testable import LinkSpecCLI

final class MergeJUnitCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func expectedReport(_ name: String) throws -> URL {
        let stream = try junitTestdata().first { $0.lastPathComponent == "\(name).ndjson" }
        return try XCTUnwrap(stream).deletingPathExtension().appendingPathExtension("default.xml")
    }

    /// Byte for byte, except that a line break inside an attribute value comes back
    /// as the space every XML reader (and so every CI tool) sees there anyway.
    func testMergingOneReportReproducesIt() throws {
        var byteForByte = 0
        for stream in try junitTestdata() {
            let report = stream.deletingPathExtension().appendingPathExtension("default.xml")
            let out = folder.appendingPathComponent("merged.xml").path
            let result = runLinkSpec(["merge-junit", out, report.path])
            XCTAssertEqual(result.code, 0, result.err)
            let original = try String(contentsOf: report, encoding: .utf8)
            let merged = try String(contentsOfFile: out, encoding: .utf8)
            XCTAssertEqual(withAttributeLineBreaksAsSpaces(merged), withAttributeLineBreaksAsSpaces(original), report.lastPathComponent)
            if original == withAttributeLineBreaksAsSpaces(original) {
                XCTAssertEqual(merged, original, report.lastPathComponent)
                byteForByte += 1
            }
        }
        XCTAssertGreaterThan(byteForByte, 30)
    }

    /// Line breaks inside `"..."` of a start tag become spaces (XML's attribute-value normalisation).
    private func withAttributeLineBreaksAsSpaces(_ xml: String) -> String {
        var result = ""
        var inTag = false, inValue = false, inCData = false
        var recent = ""
        for character in xml {
            recent = String((recent + String(character)).suffix(9))
            if inCData {
                if recent.hasSuffix("]]>") { inCData = false }
            } else if recent.hasSuffix("<![CDATA[") {
                inCData = true
            } else if !inTag && character == "<" {
                inTag = true
            } else if inTag && character == "\"" {
                inValue.toggle()
            } else if inTag && !inValue && character == ">" {
                inTag = false
            }
            result.append(inValue && character == "\n" ? " " : character)
        }
        return result
    }

    func testMergingShardsSumsCountsAndTimesAndKeepsTestCasesInInputOrder() throws {
        let first = try expectedReport("all-statuses")
        let second = try expectedReport("examples-tables")
        let out = folder.appendingPathComponent("merged.xml").path
        let result = runLinkSpec(["merge-junit", "--junit-suite-name", "All shards", out, first.path, second.path])
        XCTAssertEqual(result.code, 0, result.err)
        let merged = try String(contentsOfFile: out, encoding: .utf8)
        // all-statuses: 6 tests, 1 skipped, 4 failures, 0.049s; examples-tables: 7 tests, 2 failures, 0.057s.
        XCTAssertTrue(merged.hasPrefix("""
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuite name="All shards" time="0.106" tests="13" skipped="1" failures="6" errors="0" timestamp="1970-01-01T00:00:00Z">

        """), merged)
        func body(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2).dropLast(2).joined(separator: "\n")
        }
        XCTAssertEqual(body(merged), body(try String(contentsOf: first, encoding: .utf8)) + "\n"
                       + body(withAttributeLineBreaksAsSpaces(try String(contentsOf: second, encoding: .utf8))))
    }

    func testAMalformedReportIsAnErrorWithItsPlaceAndWritesNothing() throws {
        let bad = folder.appendingPathComponent("shard-2.xml").path
        try "<testsuite name=\"x\" tests=\"1\">\n<testcase name=\"a\">\n</testsuite>\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent("merged.xml").path
        let result = runLinkSpec(["merge-junit", out, try expectedReport("minimal").path, bad])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(bad):3:"), result.err)
        XCTAssertTrue(result.err.contains("closing tag does not match"), result.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["shard-2.xml"])
    }

    func testAReportThatIsNotJUnitIsAnError() throws {
        let bad = folder.appendingPathComponent("other.xml").path
        try "<html><body/></html>".write(toFile: bad, atomically: true, encoding: .utf8)
        let result = runLinkSpec(["merge-junit", folder.appendingPathComponent("m.xml").path, bad])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(bad):1:"), result.err)
        XCTAssertTrue(result.err.hasSuffix(": expected a <testsuite> or <testsuites> element, found <html>\n"), result.err)
    }

    func testAMissingReportIsAnError() {
        let result = runLinkSpec(["merge-junit", folder.appendingPathComponent("m.xml").path, "/no/such/shard.xml"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: /no/such/shard.xml: cannot open the report for reading\n")
    }

    func testMissingArgumentsAreAUsageError() {
        let result = runLinkSpec(["merge-junit", "out.xml"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("needs the output file and at least one report"), result.err)
    }
    // MARK: --expect-from and --expect-count

    /// A suite of five test cases (two scenarios share a name, two are Examples
    /// rows), run in two shards, and the dry run of the whole selection.
    private func shardedRun() throws -> (shard1: String, shard2: String, selection: String) {
        let feature = folder.appendingPathComponent("shards.feature").path
        try """
        Feature: Shards
          Scenario: One
            Given the app is launched
          Scenario: Two
            Given the app is launched
          Scenario: Two
            Given the app is launched
          Scenario Outline: Row <n>
            Given the app is launched
            Examples:
              | n |
              | 1 |
              | 2 |
        """.write(toFile: feature, atomically: true, encoding: .utf8)
        let app = SharedConformance.repositoryRoot.appendingPathComponent("Features/app.json").path
        let paths = (folder.appendingPathComponent("shard-1.xml").path, folder.appendingPathComponent("shard-2.xml").path,
                     folder.appendingPathComponent("selection.ndjson").path)
        for (index, path) in [paths.0, paths.1].enumerated() {
            let run = runLinkSpec([feature, "--app", app, "--shard", "\(index + 1)/2", "--format", "junit:\(path)"])
            XCTAssertEqual(run.code, 0, run.err)
        }
        let dryRun = runLinkSpec([feature, "--app", app, "--dry-run", "--format", "message:\(paths.2)"])
        XCTAssertEqual(dryRun.code, 0, dryRun.err)
        return paths
    }

    func testCompleteShardsPassTheCheck() throws {
        let run = try shardedRun()
        let out = folder.appendingPathComponent("merged.xml").path
        let result = runLinkSpec(["merge-junit", "--expect-from", run.selection, out, run.shard1, run.shard2])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "")
        let counted = runLinkSpec(["merge-junit", "--expect-count", "5", out, run.shard2, run.shard1])
        XCTAssertEqual(counted.code, 0, counted.err)
    }

    func testAMissingShardIsListedByNameAndExitsOneWithTheMergeWritten() throws {
        let run = try shardedRun()
        let out = folder.appendingPathComponent("merged.xml").path
        let result = runLinkSpec(["merge-junit", "--expect-from", run.selection, out, run.shard1])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
        linkspec: merge-junit: the merged reports do not hold every selected scenario once:
          missing: "Row <n> - #1.1: Row 1" (feature "Shards")
          missing: "Two" (feature "Shards") (1 of 2)

        """)
        XCTAssertTrue(try String(contentsOfFile: out, encoding: .utf8).contains(#"tests="3""#), "the merge is written all the same")
        let counted = runLinkSpec(["merge-junit", "--expect-count", "5", out, run.shard1])
        XCTAssertEqual(counted.code, 1)
        XCTAssertTrue(counted.err.contains("  expected 5 test cases, the reports hold 3\n"), counted.err)
    }

    func testAShardMergedTwiceIsListedAsRepeated() throws {
        let run = try shardedRun()
        let out = folder.appendingPathComponent("merged.xml").path
        let result = runLinkSpec(["merge-junit", "--expect-from", run.selection, out, run.shard1, run.shard2, run.shard2])
        XCTAssertEqual(result.code, 1)
        XCTAssertEqual(result.err, """
        linkspec: merge-junit: the merged reports do not hold every selected scenario once:
          2 times: "Row <n> - #1.1: Row 1" (feature "Shards")
          3 times: "Two" (feature "Shards") (the selection has 2)

        """)
        let counted = runLinkSpec(["merge-junit", "--expect-count", "5", out, run.shard1, run.shard1])
        XCTAssertEqual(counted.code, 1)
        XCTAssertTrue(counted.err.hasSuffix("""
          expected 5 test cases, the reports hold 6
          2 times: "One" (feature "Shards")
          2 times: "Row <n> - #1.2: Row 2" (feature "Shards")
          2 times: "Two" (feature "Shards")

        """), counted.err)
    }

    func testAnUnreadableSelectionIsAUsageErrorAndLeavesTheOutputAlone() throws {
        let run = try shardedRun()
        let out = folder.appendingPathComponent("merged.xml").path
        try "keep me".write(toFile: out, atomically: true, encoding: .utf8)
        let result = runLinkSpec(["merge-junit", "--expect-from", run.shard1, out, run.shard1])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(run.shard1):1:"), result.err)
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8), "keep me")
        let both = runLinkSpec(["merge-junit", "--expect-from", run.selection, "--expect-count", "5", out, run.shard1])
        XCTAssertEqual(both.code, 2)
        XCTAssertTrue(both.err.contains("give one"), both.err)
        XCTAssertEqual(runLinkSpec(["merge-junit", "--expect-count", "many", out, run.shard1]).code, 2)
    }
}
