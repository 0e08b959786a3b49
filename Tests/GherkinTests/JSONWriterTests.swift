import Foundation
import XCTest
@testable import Gherkin
import TestSupport

/// The hand-written JSON writer: JSON.stringify's escaping and number layout,
/// and byte-for-byte the reference's NDJSON for every expected message of the
/// shared Gherkin conformance data.
final class JSONWriterTests: XCTestCase {
    private func written(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter(reservingCapacity: 16)
        body(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    func testStringsAreEscapedAsJSONStringifyEscapesThem() {
        let cases: [(String, String)] = [
            ("plain", #""plain""#),
            ("a \"quoted\" word", #""a \"quoted\" word""#),
            (#"back\slash"#, #""back\\slash""#),
            ("line\nfeed", #""line\nfeed""#),
            ("carriage\rreturn", #""carriage\rreturn""#),
            ("tab\there", #""tab\there""#),
            ("\u{08}\u{0C}", #""\b\f""#),
            ("\u{00}\u{01}\u{1B}\u{1F}", #""\u0000\u0001\u001b\u001f""#),
            ("http://example.com/a/b", #""http://example.com/a/b""#),
            ("\u{7F}", "\"\u{7F}\""),
            ("café 🥒 주문 \u{2028}", "\"café 🥒 주문 \u{2028}\""),
            ("", #""""#),
        ]
        for (input, expected) in cases {
            XCTAssertEqual(written { $0.string(input) }, expected, "escaping \(input.debugDescription)")
        }
    }

    /// Every character that needs escaping, at every offset within and across
    /// the eight-byte words the writer scans, next to non-ASCII text.
    func testEscapesAreFoundAtEveryOffset() {
        let short: [UInt8: String] = [0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t",
                                      0x22: "\\\"", 0x5C: "\\\\"]
        let hex = Array("0123456789abcdef")
        for byte in Array(UInt8(0)..<0x20) + [0x22, 0x5C] {
            let escaped = short[byte] ?? "\\u00\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            for offset in 0..<20 {
                let prefix = String(repeating: offset % 2 == 0 ? "a" : "é", count: offset)
                let suffix = "ü-zzzzzzzzzzz"
                let input = prefix + String(UnicodeScalar(byte)) + suffix
                XCTAssertEqual(written { $0.string(input) }, "\"" + prefix + escaped + suffix + "\"",
                               "byte \(byte) at offset \(offset)")
            }
        }
    }

    func testSubstringsAreEscapedLikeStrings() {
        let text = "xx\"yy"
        XCTAssertEqual(written { $0.string(text.dropFirst()) }, #""x\"yy""#)
    }

    func testCommasAreInsertedBetweenMembersAndElements() {
        let text = written { json in
            json.beginObject()
            json.field("a", 1)
            json.key("b")
            json.beginArray()
            json.int(-12)
            json.beginObject()
            json.endObject()
            json.beginArray()
            json.endArray()
            json.null()
            json.bool(true)
            json.bool(false)
            json.endArray()
            json.key("dynamic \"key\"")
            json.string("v")
            json.field("list", ["x", "y"])
            json.field("absent", ifPresent: nil as String?)
            json.endObject()
            json.endLine()
            json.beginArray()
            json.endArray()
            json.endLine()
        }
        XCTAssertEqual(text, #"{"a":1,"b":[-12,{},[],null,true,false],"dynamic \"key\"":"v","list":["x","y"]}"# + "\n[]\n")
    }

    /// The fused writers (a key with its value, a location in one call) place
    /// commas exactly as the token-by-token calls do.
    func testFusedFieldsWriteWhatTheirPartsWrite() {
        let fused = written { json in
            json.beginObject()
            json.field("ids", ["1", "2", "3"])
            json.field("x", "y")
            json.field("n", 12)
            json.field("empty", [String]())
            json.key("at")
            json.intObject("column", ifPresent: 3, "line", 140)
            json.key("atLine")
            json.intObject("column", ifPresent: nil, "line", 0)
            json.endObject()
            json.endLine()
            json.beginArray()
            json.intObject("a", ifPresent: -1, "b", 2)
            json.intObject("a", ifPresent: nil, "b", 3)
            json.endArray()
        }
        XCTAssertEqual(fused, #"{"ids":["1","2","3"],"x":"y","n":12,"empty":[],"at":{"column":3,"line":140},"#
                       + #""atLine":{"line":0}}"# + "\n" + #"[{"a":-1,"b":2},{"b":3}]"#)
    }

    func testIdsAreShiftedByTheOffset() {
        let shifted = written { json in
            json.idOffset = 995
            json.beginObject()
            json.field("id", id: "4")
            json.field("astNodeIds", ids: ["0", "5", "12"])
            json.field("empty", ids: [])
            json.field("text", "7")
            json.endObject()
        }
        XCTAssertEqual(shifted, #"{"id":"999","astNodeIds":["995","1000","1007"],"empty":[],"text":"7"}"#,
                       "ids move, other strings do not")
    }

    func testIdsThatAreNotPlainNumbersAreWrittenAsTheyAre() {
        for id in ["", "007", "-1", "1e3", "a1", "12345678901234567890", "٣", "c0ffee-1", "1 "] {
            let shifted = written { json in
                json.idOffset = 10
                json.field("id", id: id)
                json.field("ids", ids: [id])
            }
            let plain = written { json in
                json.field("id", id)
                json.field("ids", [id])
            }
            XCTAssertEqual(shifted, plain, id)
        }
    }

    func testWithoutAnOffsetIdsAreWrittenLikeStrings() {
        let ids = written { json in
            json.beginObject()
            json.field("id", id: "41")
            json.field("astNodeIds", ids: ["1", "x\"y"])
            json.endObject()
        }
        let strings = written { json in
            json.beginObject()
            json.field("id", "41")
            json.field("astNodeIds", ["1", "x\"y"])
            json.endObject()
        }
        XCTAssertEqual(ids, strings)
    }

    func testLocationsAreWrittenWithAndWithoutColumn() {
        XCTAssertEqual(written { $0.write(Location(line: 7, column: 12)) }, #"{"column":12,"line":7}"#)
        XCTAssertEqual(written { $0.write(Location(line: 1_234_567)) }, #"{"line":1234567}"#)
    }

    /// Strings of every length up to a few words, clean and with an escape in
    /// the last byte: the clean ones take the single-copy path.
    func testStringsOfEveryShortLengthAreCopiedWhole() {
        for length in 0..<40 {
            let clean = String((0..<length).map { Character(UnicodeScalar(UInt8(ascii: "a") + UInt8($0 % 26))) })
            XCTAssertEqual(written { $0.field("k", clean) }, "\"k\":\"\(clean)\"", "length \(length)")
            let escaped = clean + "\""
            XCTAssertEqual(written { $0.string(escaped) }, "\"\(clean)\\\"\"", "length \(length) + quote")
        }
    }

    /// Escapes close together near the end of a string, where the scan
    /// resumes after each escape with fewer than eight bytes left.
    func testEscapesCloseToTheEndAreEachWrittenOnce() {
        let hex = Array("0123456789abcdef")
        func escaped(_ byte: UInt8) -> String {
            switch byte {
            case 0x22: return "\\\""
            case 0x5C: return "\\\\"
            case 0x0A: return "\\n"
            default: return "\\u00\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            }
        }
        for length in 1..<24 {
            for gap in 1..<6 {
                var bytes = Array(repeating: UInt8(ascii: "x"), count: length)
                var expected = Array(repeating: "x", count: length)
                for (step, byte) in [UInt8(0x22), 0x5C, 0x0A, 0x01].enumerated() {
                    let position = length - 1 - step * gap
                    guard position >= 0 else { break }
                    bytes[position] = byte
                    expected[position] = escaped(byte)
                }
                let input = String(decoding: bytes, as: UTF8.self)
                XCTAssertEqual(written { $0.string(input) }, "\"" + expected.joined() + "\"",
                               "length \(length), gap \(gap)")
            }
        }
    }

    func testAnEnvelopeWrittenByNameMatchesTheEnvelopeEnum() {
        let pickle = Pickle(id: "9", uri: "a.feature", location: Location(line: 2, column: 3), name: "n \"q\"",
                            language: "en", steps: [], tags: [PickleTag(name: "@t", astNodeId: "1")],
                            astNodeIds: ["4"])
        var byName = JSONWriter()
        byName.writeEnvelope("pickle", pickle)
        var byEnum = JSONWriter()
        byEnum.writeLine(GherkinEnvelope.pickle(pickle))
        XCTAssertEqual(byName.bytes, byEnum.bytes)
    }

    func testNumbersAreLaidOutAsJavaScriptDoes() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (3, "3"), (-42, "-42"), (1.5, "1.5"), (0.1, "0.1"),
            (123.456, "123.456"), (1e21, "1e+21"), (1.5e21, "1.5e+21"), (1e20, "100000000000000000000"),
            (1e-7, "1e-7"), (0.000001, "0.000001"), (1.25e-10, "1.25e-10"), (-2.5e-8, "-2.5e-8"),
            (9007199254740992, "9007199254740992"), (.nan, "null"), (.infinity, "null"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(written { $0.double(value) }, expected, "number \(value)")
        }
    }

    func testIntegersOfEveryLengthAreWrittenAsSwiftPrintsThem() {
        var values: [Int] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 9_999, 10_000, 10_001, Int.max, Int.min]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var random = SystemRandomNumberGenerator()
        values += (0..<2_000).map { _ in Int.random(in: Int.min...Int.max, using: &random) >> Int.random(in: 0...62) }
        for value in values {
            XCTAssertEqual(written { $0.int(value) }, String(value))
            let local = Int(value.magnitude % 1_000_000_000)
            XCTAssertEqual(written { json in
                json.idOffset = 7
                json.field("id", id: String(local))
            }, #""id":""# + String(local + 7) + #"""#)
        }
    }

    func testIntegersAtTheLimits() {
        XCTAssertEqual(written { $0.int(Int.min) }, String(Int.min))
        XCTAssertEqual(written { $0.int(Int.max) }, String(Int.max))
        XCTAssertEqual(written { $0.int(7) }, "7")
    }

    func testTakeBytesStartsAfresh() {
        var json = JSONWriter()
        json.int(1)
        XCTAssertEqual(json.takeBytes(), Array("1".utf8))
        json.int(2)
        XCTAssertEqual(json.bytes, Array("2".utf8), "no comma after taking the bytes")
    }

    func testACopiedWriterDoesNotShareItsBytes() {
        var first = JSONWriter(reservingCapacity: 16)
        first.beginArray()
        first.int(1)
        var second = first
        second.int(2)
        first.int(3)
        first.endArray()
        second.endArray()
        XCTAssertEqual(String(decoding: first.bytes, as: UTF8.self), "[1,3]")
        XCTAssertEqual(String(decoding: second.bytes, as: UTF8.self), "[1,2]")
    }

    func testLongStringsWithEscapesGrowTheBuffer() {
        let piece = "ab\"\n\u{01}é"
        let long = String(repeating: piece, count: 10_000)
        let text = written { $0.string(long) }
        XCTAssertEqual(text, "\"" + String(repeating: #"ab\"\n\u0001é"#, count: 10_000) + "\"")
        let decoded = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed) as? String
        XCTAssertEqual(decoded, long)
    }

    /// The expected files of the suite (a stray misspelt copy is left out).
    private static func isExpectedFile(_ name: String) -> Bool {
        [".ast.ndjson", ".pickles.ndjson", ".source.ndjson", ".errors.ndjson"].contains { name.hasSuffix($0) }
    }

    /// Every line of every expected NDJSON file decodes into an envelope, and
    /// writing that envelope gives the line back byte for byte (or, for the
    /// few expected files written with spaces after `:` and `,`, the same JSON).
    func testEveryExpectedMessageOfTheConformanceDataIsWrittenIdentically() throws {
        let testdata = try SharedConformance.directory("gherkin/testdata")
        var compared = 0
        for folder in ["good", "bad"] {
            let directory = testdata.appendingPathComponent(folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter(Self.isExpectedFile).sorted()
            XCTAssertFalse(names.isEmpty, "no expected files in \(directory.path)")
            for name in names {
                let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
                    let envelope = try JSONDecoder().decode(GherkinEnvelope.self, from: Data(line.utf8))
                    var json = JSONWriter()
                    json.write(envelope)
                    let output = String(decoding: json.bytes, as: UTF8.self)
                    compared += 1
                    if output == line { continue }
                    let spaced = line.contains("\": ") || line.contains(", \"")
                    let sameJSON = try (JSONSerialization.jsonObject(with: Data(output.utf8)) as? NSDictionary)
                        == (JSONSerialization.jsonObject(with: Data(line.utf8)) as? NSDictionary)
                    XCTAssertTrue(spaced && sameJSON, "\(folder)/\(name): wrote\n\(output)\nexpected\n\(line)")
                }
            }
        }
        XCTAssertGreaterThan(compared, 200)
    }

    func testEnvelopesRoundTripThroughCodable() throws {
        let envelope = GherkinEnvelope.parseError(ParseError(
            source: SourceReference(uri: "a.feature", location: Location(line: 2, column: 1)),
            message: "(2:1): expected: #EOF, got 'x'"))
        let data = try JSONEncoder().encode(envelope)
        XCTAssertEqual(try JSONDecoder().decode(GherkinEnvelope.self, from: data), envelope)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        XCTAssertEqual(object.map { Array($0.keys) }, ["parseError"])
    }

    func testAnEnvelopeWithTwoMessagesIsRejected() {
        let json = #"{"source":{"data":"","mediaType":"text/x.cucumber.gherkin+plain","uri":"a"},"pickle":{}}"#
        XCTAssertThrowsError(try JSONDecoder().decode(GherkinEnvelope.self, from: Data(json.utf8)))
    }

    func testNDJSONPutsOneMessageOnEachLine() {
        let sources = [Source(uri: "a.feature", data: "Feature: A\n", mediaType: .plain),
                       Source(uri: "b.feature.md", data: "# Feature: B", mediaType: .markdown)]
        let text = String(decoding: sources.map(GherkinEnvelope.source).ndjson(), as: UTF8.self)
        XCTAssertEqual(text, """
        {"source":{"data":"Feature: A\\n","mediaType":"text/x.cucumber.gherkin+plain","uri":"a.feature"}}
        {"source":{"data":"# Feature: B","mediaType":"text/x.cucumber.gherkin+markdown","uri":"b.feature.md"}}

        """)
    }
}
