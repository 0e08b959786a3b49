import CucumberMessages
import Foundation
@testable import LinkSpecReports
import TestSupport
import XCTest

/// Every stream of Cucumber's JUnit formatter test data, through our formatter,
/// byte for byte against the report beside it.
final class JUnitConformanceTests: XCTestCase {
    private func streams() throws -> [URL] {
        let folder = try SharedConformance.directory("junit/testdata/src")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "ndjson" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        XCTAssertFalse(files.isEmpty, "no .ndjson files in \(folder.path)")
        return files
    }

    static func junitReport(of stream: URL, options: JUnitOptions) throws -> String {
        let output = MemoryOutput()
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: output, options: options)])
        var reader = try EnvelopeReader(path: stream.path)
        while let envelope = try reader.next() {
            try pipeline.consume(envelope)
        }
        try pipeline.finish()
        XCTAssertTrue(output.isCommitted)
        return output.text
    }

    private func expected(_ stream: URL, suffix: String) throws -> String? {
        let url = stream.deletingPathExtension().appendingPathExtension(suffix)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return try String(contentsOf: url, encoding: .utf8)
    }

    func testDefaultReportsMatchCucumberByteForByte() throws {
        var compared = 0
        for stream in try streams() {
            guard let expected = try expected(stream, suffix: "default.xml") else {
                XCTFail("no .default.xml beside \(stream.lastPathComponent)")
                continue
            }
            let actual = try Self.junitReport(of: stream, options: JUnitOptions(suiteName: "Cucumber"))
            XCTAssertEqual(actual, expected, stream.lastPathComponent)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 0)
    }

    /// `.custom.xml`: a fixed suite and class name, and the feature's name leading each test name.
    func testCustomReportsMatchCucumberByteForByte() throws {
        let options = JUnitOptions(suiteName: "Cucumber Suite", className: "Cucumber Class",
                                   includesFeatureNameInTestName: true)
        var compared = 0
        for stream in try streams() {
            guard let expected = try expected(stream, suffix: "custom.xml") else { continue }
            let actual = try Self.junitReport(of: stream, options: options)
            XCTAssertEqual(actual, expected, stream.lastPathComponent)
            compared += 1
        }
        XCTAssertGreaterThan(compared, 0, "no .custom.xml in the test data")
    }
}
