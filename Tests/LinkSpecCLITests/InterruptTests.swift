import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import TestSupport
import XCTest

/// SIGINT and SIGTERM stop a run cleanly: no new scenario starts, the reports
/// written are complete, well-formed files, and the exit code is 130.
final class InterruptTests: XCTestCase {
    func testSigintStopsTheRunWithCompleteReportsAndExitCode130() throws {
        try assertInterruptedCleanly(by: SIGINT)
    }

    func testSigtermStopsTheRunWithCompleteReportsAndExitCode130() throws {
        try assertInterruptedCleanly(by: SIGTERM)
    }

    private func assertInterruptedCleanly(by signal: Int32) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-interrupt-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let demo = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        for item in ["app.json", "App", "Android"] {
            try FileManager.default.copyItem(at: demo.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        // Enough scenarios that the run is still going when the signal comes.
        let rows = (1...5_000).map { "      | somescreen/\($0) | \($0) |" }.joined(separator: "\n")
        try Data("""
            Feature: many links
              Scenario Outline: a screen with an id
                Given the app is launched
                And I'm logged in as a mock user
                When I open the app with "<link>" deeplink
                Then the "Some Screen" screen is displayed with id "<id>"

                Examples:
                  | link | id |
            \(rows)
            """.utf8).write(to: folder.appendingPathComponent("many.feature"))

        let process = Process()
        process.executableURL = try LinkSpecExecutable.required()
        process.arguments = ["many.feature", "--format", "progress", "--format", "junit:report.xml", "--format", "message:run.ndjson"]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until scenarios run (the first progress dot), then interrupt.
        let first = out.fileHandleForReading.readData(ofLength: 1)
        XCTAssertEqual(first, Data(".".utf8), "the run should have started")
        kill(process.processIdentifier, signal)
        _ = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        XCTAssertEqual(process.terminationStatus, 130)
        let report = try Data(contentsOf: folder.appendingPathComponent("report.xml"))
        let parser = XMLParser(data: report)
        XCTAssertTrue(parser.parse(), "the JUnit report is well-formed XML: \(String(describing: parser.parserError))")
        let text = String(decoding: report, as: UTF8.self)
        XCTAssertTrue(text.hasSuffix("</testsuite>\n"), "the JUnit report is complete")
        XCTAssertFalse(text.contains("tests=\"5000\""), "the run stopped before the last scenario")
        let stream = try String(contentsOf: folder.appendingPathComponent("run.ndjson"), encoding: .utf8)
        XCTAssertTrue(stream.split(separator: "\n").last?.hasPrefix("{\"testRunFinished\"") ?? false,
                      "the message stream ends with testRunFinished")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "no temporary report files are left behind")
    }
}
