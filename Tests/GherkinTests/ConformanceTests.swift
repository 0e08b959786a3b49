import CucumberMessages
import Foundation
import Gherkin
import TestSupport
import XCTest

/// Every file of the shared Gherkin conformance suite, compared with the
/// reference's NDJSON as JSON values (key order does not matter): for each good
/// file its source, AST and pickles, for each bad file its errors.
final class ConformanceTests: XCTestCase {
    private struct Outcome {
        var compared = 0
        var agreed = 0
        var failures: [String] = []
    }

    func testEveryGoodFileGivesTheReferenceSourceAstAndPickles() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/good")
        let dialects = DialectTable.builtIn
        var outcome = Outcome()
        for name in try featureFiles(in: folder) {
            let (source, result, pickles) = try run(folder: folder, name: name, kind: "good", dialects: dialects)
            XCTAssertEqual(result.errors, [], name)
            let documentLines = result.document.map { [Envelope.gherkinDocument($0)] } ?? []
            for (suffix, actual) in [("source", [Envelope.source(source)]), ("ast", documentLines),
                                     ("pickles", pickles.map(Envelope.pickle))] {
                try compare(actual, expectedFile: folder.appendingPathComponent("\(name).\(suffix).ndjson"),
                            label: "\(name) \(suffix)", into: &outcome)
            }
        }
        report(outcome, expected: 55 * 3)
    }

    func testEveryBadFileGivesTheReferenceErrors() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/bad")
        let dialects = DialectTable.builtIn
        var outcome = Outcome()
        for name in try featureFiles(in: folder) {
            let (_, result, _) = try run(folder: folder, name: name, kind: "bad", dialects: dialects)
            XCTAssertNil(result.document, "\(name): a file with errors has no document")
            try compare(result.errors.map(Envelope.parseError),
                        expectedFile: folder.appendingPathComponent("\(name).errors.ndjson"),
                        label: "\(name) errors", into: &outcome)
        }
        report(outcome, expected: 12)
    }

    private func featureFiles(in folder: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }
            .sorted()
    }

    private func run(folder: URL, name: String, kind: String, dialects: DialectTable)
        throws -> (Source, GherkinFile, [Pickle]) {
        let data = try Data(contentsOf: folder.appendingPathComponent(name))
        let text = String(decoding: data, as: UTF8.self)
        // `*.crlf.feature` files are CRLF, as upstream checks them out: a copy
        // whose line ends were normalised would leave CRLF untested.
        if name.contains(".crlf.") {
            XCTAssertTrue(text.contains("\r\n"), "\(name) arrives with CRLF line ends")
        }
        let source = Source(uri: "../testdata/\(kind)/\(name)", data: text,
                            mediaType: name.hasSuffix(".md") ? .markdown : .plain)
        var ids = IdGenerator()
        let result = GherkinParser.parse(source, dialects: dialects, ids: &ids)
        let pickles = result.document.map { PickleCompiler.compile($0, source: source, ids: &ids) } ?? []
        return (source, result, pickles)
    }

    /// Line by line, each line's JSON value against the expected one (the
    /// tests' one comparison of JSON: every value, arrays in order).
    private func compare(_ actual: [Envelope], expectedFile: URL, label: String, into outcome: inout Outcome) throws {
        let text = try String(contentsOf: expectedFile, encoding: .utf8)
        let expected = text.split(separator: "\n", omittingEmptySubsequences: true).map { Data($0.utf8) }
        let produced = actual.map { Data(EnvelopeWriter.line(for: $0)) }
        outcome.compared += 1
        let first = zip(produced, expected).enumerated().lazy
            .map { (line: $0.offset + 1, differences: JSONComparison.differences($0.element.0, $0.element.1)) }
            .first { !$0.differences.isEmpty }
        if produced.count == expected.count && first == nil {
            outcome.agreed += 1
        } else {
            outcome.failures.append(label)
            XCTFail("""
                \(label): \(produced.count) lines, expected \(expected.count)
                \(first.map { "line \($0.line): " + $0.differences.joined(separator: "; ") } ?? "")
                """)
        }
    }

    private func report(_ outcome: Outcome, expected: Int) {
        print("\(outcome.agreed)/\(outcome.compared) comparisons agree")
        XCTAssertEqual(outcome.compared, expected, "every expected file was compared")
        XCTAssertEqual(outcome.agreed, outcome.compared, "disagreeing: \(outcome.failures.joined(separator: ", "))")
    }
}
