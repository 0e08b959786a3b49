import Foundation
import TestSupport
import XCTest

/// `linkspec Features/ --served`: the demo suite runs with the files the local
/// server serves for babylon.example in place of the repository's copies,
/// fetched once for the run.
final class ServedRunTests: XCTestCase {
    private var server: LocalServer!

    override func setUpWithError() throws {
        server = try LocalServer()
        let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        try server.serve(try String(contentsOf: features.appendingPathComponent("App/babylon.example.aasa.json"), encoding: .utf8),
                         at: "babylon.example/apple-app-site-association")
        try server.serve(try String(contentsOf: features.appendingPathComponent("Android/assetlinks.json"), encoding: .utf8),
                         at: "babylon.example/assetlinks.json")
    }

    override func tearDown() {
        server = nil
    }

    /// The demo suite with `--served`; a long timeout unless the fault is the timeout itself, so a
    /// loaded machine still reads a megabyte before it (a timeout would be served-unreachable).
    private func runDemo(timeout: Int = 20) throws -> (code: Int32, out: String, err: String) {
        try LinkSpecExecutable.run(["Features/", "--served", "--timeout", "\(timeout)", "--ca-certificates", LocalServer.certificateAuthority]
                                   + server.resolving("babylon.example"), in: SharedConformance.repositoryRoot)
    }

    func testTheDemoSuitePassesWithTheServedFilesFetchedOnce() throws {
        let result = try runDemo()
        XCTAssertEqual(result.code, 0, result.err + result.out.suffix(2000))
        XCTAssertEqual(server.requests.map { $0.components(separatedBy: " UA=")[0] }.sorted(), [
            "babylon.example /.well-known/apple-app-site-association",
            "babylon.example /.well-known/assetlinks.json",
        ])
    }

    /// What the run says before it starts for one fault: the rule at each served URL it applies to.
    private struct Said {
        var aasa: [String]
        var assetLinks: [String]
        init(_ aasa: [String], _ assetLinks: [String]? = nil) {
            self.aasa = aasa
            self.assetLinks = assetLinks ?? aasa
        }
    }

    private static let aasaURL = "https://babylon.example/.well-known/apple-app-site-association"
    private static let assetLinksURL = "https://babylon.example/.well-known/assetlinks.json"

    /// The demo run with the server playing `fault` (ROOT/fault: every host, its certificate included):
    /// each rule is said on standard error at its served URL, and the run's exit code is returned.
    private func runDemo(playing fault: String, saying said: Said) throws -> (code: Int32, out: String, err: String) {
        try server.serve(fault, at: "fault")
        let result = try runDemo(timeout: fault == "slow" ? 3 : 20)
        let lines = result.err.split(separator: "\n").map(String.init)
        for (url, rules) in [(Self.aasaURL, said.aasa), (Self.assetLinksURL, said.assetLinks)] {
            for rule in rules {
                XCTAssertTrue(lines.contains { $0.hasPrefix(url + ":") && $0.contains(": \(rule): ") },
                              "\(fault): no \(rule) at \(url) before the run:\n" + result.err)
            }
        }
        return result
    }

    /// Every fault of the local server that leaves a platform no usable file: the
    /// scenarios that need the file fail (exit 1), and why is said before the run.
    func testEachFaultThatLeavesNoUsableFileFailsTheDemoSuiteAndIsSaidBeforeTheRun() throws {
        let faults: [String: Said] = [
            // The status, redirect and page a firewall, a web server or a login wall answers with.
            "html404": Said(["served-status"]),
            "forbidden": Said(["served-status"]),  // 403 for Apple's fetcher's User-Agent, the default one, sent to every host
            "redirect": Said(["served-redirect"]),
            "login": Said(["served-content-type", "served-not-json"]),
            // Bodies no platform reads.
            "notjson": Said(["served-not-json"]),
            "syntax": Said(["served-syntax"]),
            "badutf8": Said(["served-syntax"]),
            "nested": Said(["served-syntax"]),
            // Over Apple's 128 KB; under assetlinks.json's 1 MB limit it is read, and is no array of statements.
            "large": Said(["served-too-large"], ["served-syntax"]),
            "endless": Said(["served-too-large"]),
            // The connection itself.
            "expired": Said(["served-certificate"]),
            "wronghost": Said(["served-certificate"]),
            "untrusted": Said(["served-certificate"]),
            "hugeheaders": Said(["served-unreachable"]),
            "slow": Said(["served-unreachable"]),
        ]
        for (fault, said) in faults.sorted(by: { $0.key < $1.key }) {
            let result = try runDemo(playing: fault, saying: said)
            XCTAssertEqual(result.code, 1, "\(fault): " + result.err + result.out.suffix(400))
            XCTAssertTrue(result.out.contains("failed"), "\(fault): " + result.out.suffix(400))
        }
    }

    /// A file served as `text/plain` is said (`served-content-type`), and, as
    /// `check --served` reads it (decision 1100), the run still uses its body: the
    /// served copies are the repository's, so the demo suite passes.
    func testAServedFileOfTheWrongContentTypeIsSaidBeforeTheRunAndItsBodyIsStillUsed() throws {
        let result = try runDemo(playing: "textplain", saying: Said(["served-content-type"]))
        XCTAssertEqual(result.code, 0, result.err + result.out.suffix(2000))
    }

    func testAServedAASAThatDropsARouteFailsTheScenariosOfItsLinks() throws {
        let features = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        let aasa = try String(contentsOf: features.appendingPathComponent("App/babylon.example.aasa.json"), encoding: .utf8)
        let dropped = aasa.replacingOccurrences(of: #""/": "/appointments/?*""#, with: #""/": "/nothing-here""#)
        XCTAssertNotEqual(dropped, aasa, "the demo AASA has an /appointments/* component")
        try server.serve(dropped, at: "babylon.example/apple-app-site-association")
        let result = try runDemo()
        XCTAssertEqual(result.code, 1, result.out.suffix(400) + result.err)
    }
}
