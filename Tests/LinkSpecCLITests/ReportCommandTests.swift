import CucumberMessages
import Foundation
import XCTest
@testable import LinkSpecCLI
import TestSupport

/// Captures the console of an in-process command.
final class CapturedConsole: @unchecked Sendable {
    var out = ""
    var err = ""
    // Unowned: the console is this object's own, and a strong capture would
    // keep both alive for ever (LeakSanitizer reports the cycle).
    lazy var console = Console(isTerminal: isTerminal, out: { [unowned self] in self.out += $0 },
                               err: { [unowned self] in self.err += $0 })
    let isTerminal: Bool
    init(isTerminal: Bool = false) { self.isTerminal = isTerminal }
}

/// `linkspec report WORDS` in-process, with its standard input and environment given.
func runReport(_ words: [String], console: Console, standardInput: EnvelopeReader.ChunkSource? = nil,
               environment: [String: String] = ProcessInfo.processInfo.environment) throws -> Int32 {
    try ReportCommand.run(XCTUnwrap(ReportCommand.options.parse(words, into: .init())), console: console,
                          standardInput: standardInput, environment: environment)
}

func junitTestdata() throws -> [URL] {
    let folder = try SharedConformance.directory("junit/testdata/src")
    let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "ndjson" }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    XCTAssertFalse(files.isEmpty)
    return files
}

func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

final class ReportCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testReportOfEveryConformanceStreamEqualsCucumbersJUnitXML() throws {
        for stream in try junitTestdata() {
            let expected = try String(contentsOf: stream.deletingPathExtension().appendingPathExtension("default.xml"), encoding: .utf8)
            let result = runLinkSpec(["report", "--format", "junit", "--junit-suite-name", "Cucumber", stream.path])
            XCTAssertEqual(result.code, 0, result.err)
            XCTAssertEqual(result.out, expected, stream.lastPathComponent)
        }
    }

    func testReportReadsStandardInputWhenNoFileIsGiven() throws {
        let stream = try junitTestdata()[0]
        var bytes: [UInt8]? = Array(try Data(contentsOf: stream))
        let captured = CapturedConsole()
        let code = try runReport(["--junit-suite-name", "Cucumber"], console: captured.console,
                                 standardInput: { defer { bytes = nil }; return bytes })
        XCTAssertEqual(code, 0, captured.err)
        let expected = try String(contentsOf: stream.deletingPathExtension().appendingPathExtension("default.xml"), encoding: .utf8)
        XCTAssertEqual(captured.out, expected)
    }

    func testReportWritesFilesWholeAndLeavesNoTemporaryFiles() throws {
        let stream = try junitTestdata().first { $0.lastPathComponent == "all-statuses.ndjson" }!
        let junit = folder.appendingPathComponent("junit.xml").path
        let rerun = folder.appendingPathComponent("rerun.txt").path
        let result = runLinkSpec(["report", "--format", "junit:\(junit)", "--format", "rerun:\(rerun)",
                                  "--format", "progress", "--junit-suite-name", "Cucumber", stream.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "....F-.P-.--.U-.A-\n")
        XCTAssertEqual(try String(contentsOfFile: junit, encoding: .utf8),
                       try String(contentsOf: stream.deletingPathExtension().appendingPathExtension("default.xml"), encoding: .utf8))
        XCTAssertEqual(try String(contentsOfFile: rerun, encoding: .utf8), "samples/all-statuses/all-statuses.feature:11:16:21:26:31\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["junit.xml", "rerun.txt"])
    }

    func testAMalformedStreamIsAnErrorWithItsLineAndKeepsThePreviousReport() throws {
        let junit = folder.appendingPathComponent("junit.xml").path
        try "previous report".write(toFile: junit, atomically: true, encoding: .utf8)
        let bad = folder.appendingPathComponent("run.ndjson").path
        try "{\"testRunStarted\":{\"timestamp\":{\"seconds\":0,\"nanos\":0}}}\n{\"testCase\":{\"id\":\"1\"}}\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        let result = runLinkSpec(["report", "--format", "junit:\(junit)", bad])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: \(bad):2:13: missing field 'pickleId' in 'testCase'\n")
        XCTAssertEqual(try String(contentsOfFile: junit, encoding: .utf8), "previous report")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(), ["junit.xml", "run.ndjson"])
    }

    /// The routes travel in the stream (the app under test), so a saved
    /// stream rebuilds the run's coverage report.
    func testCoverageIsRebuiltFromASavedStream() throws {
        let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        let stream = folder.appendingPathComponent("run.ndjson").path
        let live = folder.appendingPathComponent("live.txt").path
        let run = runLinkSpec([features.appendingPathComponent("app/launch.feature").path, "--app",
                               features.appendingPathComponent("app.json").path,
                               "--format", "message:\(stream)", "--format", "coverage:\(live)"])
        XCTAssertEqual(run.code, 0, run.err)
        let rebuilt = runLinkSpec(["report", "--format", "coverage", stream])
        XCTAssertEqual(rebuilt.code, 0, rebuilt.err)
        let expected = try String(contentsOfFile: live, encoding: .utf8)
        XCTAssertTrue(expected.hasSuffix("Routes: 2/12 covered (missing: appointments, appointments/{id:int}, somescreen/{id:int}, "
                                         + "profile, prescriptions/{id:int}, records, settings, product/{id:string}, "
                                         + "launchGame?{gameId?}, webview?{url})\n"), expected)
        XCTAssertEqual(rebuilt.out, expected)
    }

    func testAMissingInputIsAnError() {
        let result = runLinkSpec(["report", "/no/such/run.ndjson"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: /no/such/run.ndjson: no such file\n")
    }

    func testAReportInAMissingFolderIsAnError() throws {
        let stream = try junitTestdata()[0]
        let result = runLinkSpec(["report", "--format", "junit:/no/such/folder/junit.xml", stream.path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: /no/such/folder/junit.xml: cannot create the report"), result.err)
    }

    func testTwoFormatsOnStandardOutputAreAUsageError() {
        let result = runLinkSpec(["report", "--format", "progress", "--format", "junit"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("only one format can write to standard output, got 'progress' and 'junit'"), result.err)
    }

    func testAnUnknownFormatIsAUsageError() {
        let result = runLinkSpec(["report", "--format", "tap:out.tap"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: unknown format 'tap'"), result.err)
    }

    func testFileAttributesAreAddedOnRequest() throws {
        let stream = try junitTestdata().first { $0.lastPathComponent == "minimal.ndjson" }!
        let result = runLinkSpec(["report", "--junit-file-attributes", stream.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains(#"file="samples/minimal/minimal.feature" line="#), result.out)
        XCTAssertTrue(result.out.contains(#"<testsuite name="linkspec""#), result.out)
    }

    func testColourOnlyOnATerminalWithoutNoColorOrNoColorFlag() throws {
        let stream = try junitTestdata().first { $0.lastPathComponent == "all-statuses.ndjson" }!
        func progress(terminal: Bool, environment: [String: String], _ extra: [String] = []) throws -> String {
            let captured = CapturedConsole(isTerminal: terminal)
            let code = try runReport(["--format", "progress"] + extra + [stream.path], console: captured.console,
                                     environment: environment)
            XCTAssertEqual(code, 0, captured.err)
            return captured.out
        }
        XCTAssertTrue(try progress(terminal: true, environment: [:]).contains("\u{1B}["))
        XCTAssertFalse(try progress(terminal: false, environment: [:]).contains("\u{1B}["))
        XCTAssertFalse(try progress(terminal: true, environment: ["NO_COLOR": "1"]).contains("\u{1B}["))
        XCTAssertFalse(try progress(terminal: true, environment: [:], ["--no-color"]).contains("\u{1B}["))
    }

    func testHelpDescribesTheOptions() {
        let result = runLinkSpec(["report", "--help"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.out.contains("--junit-suite-name"))
        XCTAssertTrue(runLinkSpec(["--help"]).out.contains("merge-junit"))
    }
}
