#if canImport(FoundationXML)
#endif
import CucumberMessages
import Foundation
import FoundationXML
@testable import LinkSpecReports
import XCTest

/// Collects what an XML parser saw, to prove a report is well-formed and says
/// what was meant.
final class XMLProbe: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text = ""
    var error: Error?

    static func parse(_ xml: String) -> XMLProbe {
        let probe = XMLProbe()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = probe
        if !parser.parse() { probe.error = parser.parserError ?? probe.error ?? NSError(domain: "xml", code: 1) }
        return probe
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append((elementName, attributes))
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        text += String(decoding: CDATABlock, as: UTF8.self)
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }
}

final class JUnitFormatterTests: XCTestCase {
    private func junit(_ envelopes: [Envelope], options: JUnitOptions = JUnitOptions()) throws -> String {
        try report(envelopes) { JUnitFormatter(output: $0, options: options) }
    }

    func testHostileTextStillGivesWellFormedXML() throws {
        let hostile = "nul\u{0} esc\u{1B}[31m bell\u{7} cdata]]> end]]]]> quote\" amp& lt< gt> cr\r\n nonchar\u{FFFE}\u{FFFF} emoji🙂"
        var run = RunBuilder()
        run.feature("Feature \(hostile)", uri: "features/hostile.feature", scenarios: [
            scenario("Scenario \(hostile)",
                     step("Given ", "a step with \(hostile)"),
                     step("When ", "it fails", .failed, message: hostile,
                          exception: Exception(type: "Type\(hostile)", message: hostile, stackTrace: "trace \(hostile)"))),
            scenario("Skipped", step("Given ", "it skips", .skipped, message: "skip \(hostile)")),
        ])
        let xml = try junit(run.build())
        let probe = XMLProbe.parse(xml)
        XCTAssertNil(probe.error, "not well-formed:\n\(xml)")
        let failure = probe.elements.first { $0.name == "failure" }
        XCTAssertEqual(failure?.attributes["message"]?.contains("cdata]]> end]]]]> quote\" amp& lt< gt>"), true)
        XCTAssertTrue(probe.text.contains("trace nul\u{FFFD} esc\u{FFFD}[31m"), probe.text)
        XCTAssertTrue(probe.text.contains("cdata]]> end]]]]> quote"), probe.text)
        XCTAssertTrue(probe.text.contains("skip nul"), probe.text)
        XCTAssertTrue(probe.text.contains("emoji🙂"))
    }

    func testBrokenUTF8AndLoneSurrogatesInAStreamBecomeReplacementCharacters() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("S", step("Given ", "a failing step", .failed, message: "MARKER",
                               exception: Exception(type: "Error", message: "MARKER", stackTrace: "MARKER"))),
        ])
        var bytes: [UInt8] = []
        for envelope in run.build() {
            let line = EnvelopeWriter.line(for: envelope)
            bytes.append(contentsOf: replace(Array("MARKER".utf8), in: line,
                                             with: Array("bad\\ud800 \\udc00 pair\\ud83d\\ude42 ".utf8) + [0xFF, 0xC3]))
        }
        var reader = EnvelopeReader(name: "hostile.ndjson", bytes: bytes)
        let output = MemoryOutput()
        let pipeline = ReportPipeline(formatters: [JUnitFormatter(output: output)])
        while let envelope = try reader.next() { try pipeline.consume(envelope) }
        try pipeline.finish()
        let probe = XMLProbe.parse(output.text)
        XCTAssertNil(probe.error, output.text)
        XCTAssertTrue(probe.text.contains("bad\u{FFFD} \u{FFFD} pair🙂 \u{FFFD}"), probe.text)
    }

    private func replace(_ needle: [UInt8], in haystack: [UInt8], with replacement: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < haystack.count {
            if index + needle.count <= haystack.count, Array(haystack[index..<(index + needle.count)]) == needle {
                result.append(contentsOf: replacement)
                index += needle.count
            } else {
                result.append(haystack[index])
                index += 1
            }
        }
        return result
    }

    func testACDATAEndSplitBetweenKeywordAndTextIsStillEscaped() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [scenario("S", step("Given ]]", "> then ]", .passed), step("]", "]> again", .passed))])
        let xml = try junit(run.build())
        let probe = XMLProbe.parse(xml)
        XCTAssertNil(probe.error, xml)
        XCTAssertTrue(probe.text.contains("Given ]]> then ]"), probe.text)
        XCTAssertTrue(probe.text.contains("]]> again"), probe.text)
    }

    func testFileAttributesAreOptIn() throws {
        var run = RunBuilder()
        run.feature("F", uri: "features/links.feature", scenarios: [scenario("S", step("Given ", "x"))])
        let envelopes = run.build()
        let plain = try junit(envelopes)
        XCTAssertFalse(plain.contains(" file="))
        let withFiles = try junit(envelopes, options: JUnitOptions(fileAttributes: true))
        XCTAssertTrue(withFiles.contains(#"<testcase classname="F" name="S" time="0.003" file="features/links.feature" line="2">"#), withFiles)
    }

    func testDefaultSuiteNameIsLinkspec() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [])
        XCTAssertTrue(try junit(run.build()).contains(#"<testsuite name="linkspec" "#))
    }

    func testRetriedScenarioCountsOnlyItsLastAttempt() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("Flaky", attempts: 3, step("Given ", "a flaky step")),
        ])
        let xml = try junit(run.build())
        XCTAssertTrue(xml.contains(#"tests="1" skipped="0" failures="0""#), xml)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count, 2)
        XCTAssertFalse(xml.contains("<failure"))
    }

    func testAnInterruptedRunStillListsTheScenarioInFlight() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [scenario("Done", step("Given ", "x")), scenario("Cut", step("Given ", "y"))])
        var envelopes = run.build()
        // Drop everything after the second scenario's first step: no testCaseFinished, no testRunFinished.
        let cut = envelopes.lastIndex { if case .testStepFinished = $0 { return true } else { return false } }!
        envelopes.removeSubrange((cut + 1)...)
        let xml = try junit(envelopes)
        XCTAssertNil(XMLProbe.parse(xml).error)
        XCTAssertTrue(xml.contains(#"name="Cut""#), xml)
        XCTAssertTrue(xml.contains(#"tests="2""#), xml)
    }

    func testManyScenariosSpillToATemporaryFileInPickleOrder() throws {
        let spool = FragmentSpool(memoryLimit: 64)
        for key in (0..<500).reversed() {
            try spool.append(Array("<\(key)>".utf8), sortKey: key)
        }
        let output = MemoryOutput()
        try spool.drain(into: output)
        XCTAssertEqual(output.text, (0..<500).map { "<\($0)>" }.joined())
    }

    /// Fragments that arrive nearly in order are read back in runs; a run
    /// stops at the read size, at a gap and at a fragment larger than it.
    func testSpilledFragmentsInNearOrderComeBackInOrder() throws {
        let spool = FragmentSpool(memoryLimit: 1 << 10)
        var expected: [(key: Int, sequence: Int, text: String)] = []
        var generator = SystemRandomNumberGenerator()
        for sequence in 0..<3_000 {
            // Mostly increasing keys, some late arrivals, some ties.
            let key = sequence % 97 == 5 ? sequence - 40 : sequence - sequence % 3
            let length = sequence == 1_500 ? (1 << 20) + 17 : Int.random(in: 1...1_200, using: &generator)
            let text = String(repeating: Character(UnicodeScalar(UInt8(65 + sequence % 26))), count: length)
            try spool.append(Array(text.utf8), sortKey: key)
            expected.append((key, sequence, text))
        }
        let output = MemoryOutput()
        try spool.drain(into: output)
        let ordered = expected.sorted { ($0.key, $0.sequence) < ($1.key, $1.sequence) }
        XCTAssertEqual(output.text, ordered.map(\.text).joined())
    }

    func testTimesAreExactDecimalSeconds() {
        XCTAssertEqual(JUnitTime.seconds(.zero), "0.0")
        XCTAssertEqual(JUnitTime.seconds(ElapsedTime(totalNanoseconds: 7_000_000)), "0.007")
        XCTAssertEqual(JUnitTime.seconds(ElapsedTime(totalNanoseconds: 10_000_000)), "0.01")
        XCTAssertEqual(JUnitTime.seconds(ElapsedTime(totalNanoseconds: 150_000)), "0.00015")
        XCTAssertEqual(JUnitTime.seconds(ElapsedTime(seconds: 62, nanos: 0)), "62.0")
        XCTAssertEqual(JUnitTime.seconds(ElapsedTime(seconds: 1, nanos: 1)), "1.000000001")
    }

    func testTimestampsAreISO8601InUTC() {
        XCTAssertEqual(JUnitTime.iso8601(Timestamp(seconds: 0, nanos: 0)), "1970-01-01T00:00:00Z")
        XCTAssertEqual(JUnitTime.iso8601(Timestamp(seconds: 1_700_000_000, nanos: 123_000_000)), "2023-11-14T22:13:20.123Z")
        XCTAssertEqual(JUnitTime.iso8601(Timestamp(seconds: 951_782_400, nanos: 5_000)), "2000-02-29T00:00:00.000005Z")
        XCTAssertEqual(JUnitTime.iso8601(Timestamp(seconds: -1, nanos: 0)), "1969-12-31T23:59:59Z")
    }
}
