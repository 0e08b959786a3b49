import CucumberMessages
import Foundation
@testable import LinkSpecReports
import TestSupport
import XCTest

/// Every pair of the Cucumber JSON formatter's published test data: the message
/// stream through our formatter gives the report beside it
/// (`<name>.ndjson.jvm.json`), compared as parsed JSON as the reference
/// compares it (every value, arrays in order, no member missing or extra).
final class CucumberJSONConformanceTests: XCTestCase {
    /// The Compatibility Kit's streams and real cucumber-jvm 7.26.0 runs, with
    /// method glue and with lambda glue.
    static let pairFolders = ["cck", "cucumber-jvm-7.26.0-java", "cucumber-jvm-7.26.0-java8"]

    static func pairs(in folderName: String) throws -> [URL] {
        let folder = try SharedConformance.directory("cucumber-json/messages-to-json/\(folderName)")
        return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "ndjson" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func expectedReport(of stream: URL) throws -> Data {
        try Data(contentsOf: stream.appendingPathExtension("jvm.json"))
    }

    static func jsonReport(of envelopes: [Envelope]) throws -> Data {
        let output = MemoryOutput()
        let pipeline = ReportPipeline(formatters: [CucumberJSONFormatter(output: output)])
        for envelope in envelopes { try pipeline.consume(envelope) }
        try pipeline.finish()
        XCTAssertTrue(output.isCommitted)
        return Data(output.bytes)
    }

    static func envelopes(of stream: URL) throws -> [Envelope] {
        var reader = try EnvelopeReader(path: stream.path)
        var envelopes: [Envelope] = []
        while let envelope = try reader.next() { envelopes.append(envelope) }
        return envelopes
    }

    func testEveryStreamGivesTheReportOfCucumbersFormatter() throws {
        var compared: [String: Int] = [:]
        for folder in Self.pairFolders {
            for stream in try Self.pairs(in: folder) {
                let actual = try Self.jsonReport(of: try Self.envelopes(of: stream))
                let differences = JSONComparison.differences(actual, try Self.expectedReport(of: stream))
                XCTAssertEqual(differences, [], "\(folder)/\(stream.lastPathComponent)")
                compared[folder, default: 0] += 1
            }
        }
        // 44 Compatibility Kit streams, 51 features run with each kind of glue.
        XCTAssertEqual(compared, ["cck": 44, "cucumber-jvm-7.26.0-java": 51, "cucumber-jvm-7.26.0-java8": 51])
    }

    /// The reference runs its test again on streams reordered as a parallel run
    /// would emit them, and expects the same report; so do we, with the
    /// attempts dealt out round robin (each keeping its own order, attachments
    /// included).
    func testInterleavedAttemptsGiveTheSameReport() throws {
        var reordered = 0
        for folder in Self.pairFolders {
            for stream in try Self.pairs(in: folder) {
                let envelopes = try Self.envelopes(of: stream)
                let mixed = interleavingAttempts(envelopes)
                if mixed != envelopes { reordered += 1 }
                let differences = JSONComparison.differences(try Self.jsonReport(of: mixed), try Self.expectedReport(of: stream))
                XCTAssertEqual(differences, [], "\(folder)/\(stream.lastPathComponent) interleaved")
            }
        }
        XCTAssertGreaterThan(reordered, 50, "few streams have attempts to interleave")
    }
}
