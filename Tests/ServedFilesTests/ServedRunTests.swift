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

    func testEachFaultOfTheServerFailsTheDemoSuiteAndIsSaidBeforeTheRun() throws {
        let rules = ["html404": "served-status", "redirect": "served-redirect", "syntax": "served-syntax", "notjson": "served-not-json",
                     "expired": "served-certificate", "endless": "served-too-large", "slow": "served-unreachable"]
        for (fault, rule) in rules.sorted(by: { $0.key < $1.key }) {
            try server.serve(fault, at: "fault")
            let result = try runDemo(timeout: fault == "slow" ? 3 : 20)
            XCTAssertEqual(result.code, 1, "\(fault): " + result.err)
            XCTAssertTrue(result.err.contains("https://babylon.example/.well-known/apple-app-site-association:"), "\(fault): " + result.err)
            XCTAssertTrue(result.err.contains(": \(rule): "), "\(fault): " + result.err)
            XCTAssertTrue(result.out.contains("failed"), "\(fault): " + result.out.suffix(400))
        }
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
