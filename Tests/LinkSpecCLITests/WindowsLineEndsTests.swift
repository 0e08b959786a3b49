import Foundation
import TestSupport
import XCTest

/// Feature files written on Windows: each `*.crlf.feature` of the shared
/// Gherkin suite (CRLF, as upstream checks them out) runs as its LF copy
/// does. The pretty report's lines and step locations, the documents and the
/// pickles of the message stream are the LF copy's, but for the folder.
final class WindowsLineEndsTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-crlf-\(UUID().uuidString)")
        let demo = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        for name in ["crlf", "lf"] {
            try FileManager.default.createDirectory(at: folder.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        for name in ["app.json", "App", "Android"] {
            try FileManager.default.copyItem(at: demo.appendingPathComponent(name), to: folder.appendingPathComponent(name))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func testACRLFFeatureRunsAndReportsAsItsLFCopy() throws {
        let good = try SharedConformance.directory("gherkin/testdata/good")
        let names = try FileManager.default.contentsOfDirectory(atPath: good.path).filter { $0.hasSuffix(".crlf.feature") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        for name in names {
            let data = try Data(contentsOf: good.appendingPathComponent(name))
            XCTAssertTrue(data.contains(0x0D), "\(name) arrives with CRLF line ends")
            try data.write(to: folder.appendingPathComponent("crlf/\(name)"))
            try Data(data.filter { $0 != 0x0D }).write(to: folder.appendingPathComponent("lf/\(name)"))
            let crlf = try run("crlf/\(name)")
            let lf = try run("lf/\(name)")
            XCTAssertEqual(crlf.pretty.replacingOccurrences(of: "crlf/", with: "lf/"), lf.pretty, name)
            XCTAssertEqual(crlf.messages, lf.messages, name)
            XCTAssertTrue(lf.pretty.contains("\(name):"), "the report names the file's lines: \(lf.pretty)")
        }
    }

    /// The pretty report without its timing line, and the `gherkinDocument`
    /// and `pickle` envelopes with the folder taken out of their uris.
    private func run(_ path: String) throws -> (pretty: String, messages: [NSDictionary]) {
        let stream = folder.appendingPathComponent(path + ".ndjson").path
        let result = runLinkSpec([folder.appendingPathComponent(path).path, "--format", "pretty", "--format", "message:\(stream)"])
        XCTAssertEqual(result.code, 1, "undefined steps: \(result.err)")
        let pretty = result.out.replacingOccurrences(of: folder.path + "/", with: "")
            .split(separator: "\n").filter { !$0.hasPrefix("0m") }.joined(separator: "\n")
        let messages = try String(contentsOfFile: stream, encoding: .utf8).split(separator: "\n").compactMap { line in
            let text = line.replacingOccurrences(of: "crlf/", with: "").replacingOccurrences(of: "lf/", with: "")
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            return object.flatMap { $0["gherkinDocument"] ?? $0["pickle"] } as? NSDictionary
        }
        XCTAssertFalse(messages.isEmpty)
        return (pretty, messages)
    }
}
