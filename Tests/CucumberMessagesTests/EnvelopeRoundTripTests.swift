import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// Every message stream of the shared conformance data (the Compatibility
/// Kit's samples, the JUnit formatter's testdata, the Cucumber JSON
/// formatter's message streams, the Gherkin testdata's expected messages) is
/// read into envelopes and written back: every line comes back as the same
/// JSON (Foundation parses both), so no field of protocol 33 is lost.
final class EnvelopeRoundTripTests: XCTestCase {
    /// The `.ndjson` files under `relativePath`, at any depth.
    private func streams(under relativePath: String) throws -> [URL] {
        let folder = try SharedConformance.directory(relativePath)
        let found = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "ndjson" } ?? []
        XCTAssertFalse(found.isEmpty, "no .ndjson files under \(folder.path)")
        return found.sorted { $0.path < $1.path }
    }

    private func parsed(_ line: some Sequence<UInt8>) throws -> NSObject? {
        try JSONSerialization.jsonObject(with: Data(line)) as? NSObject
    }

    private func assertRoundTrip(_ relativePath: String, atLeast minimum: Int) throws {
        var lines = 0
        var kinds: Set<Envelope.Kind> = []
        for file in try streams(under: relativePath) {
            let text = try Data(contentsOf: file)
            let expected = text.split(separator: UInt8(ascii: "\n")).filter { !$0.allSatisfy { $0 == 0x20 || $0 == 0x0D } }
            var reader = EnvelopeReader(name: file.lastPathComponent, bytes: Array(text))
            var index = 0
            while let envelope = try reader.next() {
                kinds.insert(envelope.kind)
                guard index < expected.count else {
                    XCTFail("\(file.lastPathComponent): more envelopes than lines")
                    break
                }
                let written = EnvelopeWriter.line(for: envelope)
                XCTAssertEqual(written.last, UInt8(ascii: "\n"))
                XCTAssertEqual(try parsed(written.dropLast()), try parsed(expected[index]),
                               "\(file.lastPathComponent):\(reader.lineNumber): wrote\n\(String(decoding: written, as: UTF8.self))")
                var again = EnvelopeReader(name: "again", bytes: written)
                XCTAssertEqual(try again.next(), envelope, "\(file.lastPathComponent):\(reader.lineNumber) reads back")
                index += 1
            }
            XCTAssertEqual(index, expected.count, "\(file.lastPathComponent): every line is an envelope")
            lines += index
        }
        XCTAssertGreaterThanOrEqual(lines, minimum, relativePath)
        print("\(relativePath): \(lines) envelopes of \(kinds.count) kinds written back as read")
    }

    func testCompatibilityKitSamples() throws {
        try assertRoundTrip("compatibility-kit/samples", atLeast: 1_000)
    }

    func testJUnitFormatterTestdata() throws {
        try assertRoundTrip("junit/testdata", atLeast: 1_000)
    }

    func testCucumberJSONFormatterStreams() throws {
        try assertRoundTrip("cucumber-json/messages-to-json", atLeast: 3_000)
    }

    func testGherkinTestdataMessages() throws {
        try assertRoundTrip("gherkin/testdata", atLeast: 300)
    }

    /// The Gherkin testdata's expected files are written in the writer's field
    /// order (alphabetical), so each line comes back byte for byte (a few
    /// files written with spaces after `:` and `,` come back as the same JSON;
    /// a stray misspelt copy, `*.pickes.ndjson`, in another order, is left out).
    func testGherkinTestdataLinesAreWrittenByteForByte() throws {
        var identical = 0
        let expectedFiles = [".ast.ndjson", ".pickles.ndjson", ".source.ndjson", ".errors.ndjson"]
        for file in try streams(under: "gherkin/testdata") where expectedFiles.contains(where: file.lastPathComponent.hasSuffix) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                var reader = EnvelopeReader(name: file.lastPathComponent, bytes: Array(line.utf8))
                let envelope = try XCTUnwrap(try reader.next())
                let written = String(decoding: EnvelopeWriter.line(for: envelope).dropLast(), as: UTF8.self)
                if written == line {
                    identical += 1
                } else {
                    XCTAssertTrue(line.contains("\": ") || line.contains(", \""),
                                  "\(file.lastPathComponent): wrote\n\(written)\nexpected\n\(line)")
                }
            }
        }
        XCTAssertGreaterThan(identical, 300)
    }
}
