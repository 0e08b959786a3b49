import Foundation
import LinkSpecJSON
import LinkSpecPlatform
import XCTest

/// The one JSON byte writer: JSON.stringify's escaping and number layout,
/// commas where they belong, and text that every reader reads back as written.
final class JSONWriterTests: XCTestCase {
    private func written(_ body: (JSONWriter.Output) -> Void) -> String {
        var json = JSONWriter(reservingCapacity: 16)
        json.write(body)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private func quoted(_ value: String) -> String {
        written { $0.string(value) }
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
            XCTAssertEqual(quoted(input), expected, "escaping \(input.debugDescription)")
        }
    }

    /// Every character that needs escaping, at the start, middle and end of
    /// strings of many lengths, next to non-ASCII text.
    func testEveryEscapeIsWrittenWherePlacedAndOnlyOnce() {
        let short: [UInt8: String] = [0x08: "\\b", 0x0C: "\\f", 0x0A: "\\n", 0x0D: "\\r", 0x09: "\\t",
                                      0x22: "\\\"", 0x5C: "\\\\"]
        let hex = Array("0123456789abcdef")
        for byte in Array(UInt8(0)..<0x20) + [0x22, 0x5C] {
            let escaped = short[byte] ?? "\\u00\(hex[Int(byte >> 4)])\(hex[Int(byte & 15)])"
            for offset in 0..<12 {
                let prefix = String(repeating: offset % 2 == 0 ? "a" : "é", count: offset)
                for suffix in ["", "ü-z", String(UnicodeScalar(byte))] {
                    let input = prefix + String(UnicodeScalar(byte)) + suffix
                    let expected = suffix == String(UnicodeScalar(byte)) ? escaped : suffix
                    XCTAssertEqual(quoted(input), "\"" + prefix + escaped + expected + "\"",
                                   "byte \(byte) after \(offset) characters")
                }
            }
        }
    }

    /// Texts of every length up to 40 bytes with one or two characters to
    /// escape at every position: strings are checked and copied a word at a
    /// time, the last word overlapping the one before, so each position
    /// within and across words is written where it belongs.
    func testEscapesAtEveryPositionOfTextsOfEveryLength() {
        for length in 0...40 {
            let plain = String(repeating: "a", count: length)
            XCTAssertEqual(quoted(plain), "\"" + plain + "\"")
            for first in 0..<length {
                for second in [nil, length - 1, min(first + 1, length - 1), min(first + 9, length - 1)] {
                    var bytes = Array(plain.utf8)
                    var expected = ""
                    bytes[first] = UInt8(ascii: "\"")
                    if let second, second != first { bytes[second] = 0x01 }
                    for byte in bytes {
                        switch byte {
                        case UInt8(ascii: "\""): expected += "\\\""
                        case 0x01: expected += "\\u0001"
                        default: expected += "a"
                        }
                    }
                    XCTAssertEqual(quoted(String(decoding: bytes, as: UTF8.self)), "\"" + expected + "\"",
                                   "length \(length), escapes at \(first) and \(second ?? -1)")
                }
            }
        }
    }

    /// Random text, control characters and all, reads back as written by this
    /// module's reader and by Foundation's.
    func testWrittenStringsReadBackAsTheyWere() throws {
        var random = SeededGenerator(seed: 29)
        let alphabet: [Unicode.Scalar] = ["a", "\"", "\\", "/", "\n", "\u{0}", "\u{1F}", "\u{7F}", "é", "🥒", "\u{2028}", "주"]
        for _ in 0..<300 {
            var text = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 0..<30, using: &random) { text.append(alphabet.randomElement(using: &random)!) }
            let string = String(text)
            let json = quoted(string)
            XCTAssertEqual(try JSONReader.read(json).string, string)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(json.utf8), options: .fragmentsAllowed) as? String, string)
        }
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
            json.number("1.50")
            json.string(shifting: "41", by: 1)
            json.endArray()
            json.key("dynamic \"key\"")
            json.string("v")
            json.field("list", ["x", "y"])
            json.field("empty", [String]())
            json.field("flag", false)
            json.field("moved", shifting: "7", by: 3)
            json.field("absent", ifPresent: nil as String?)
            json.field("absent", ifPresent: nil as Int?)
            json.field("absent", ifPresent: nil as Bool?)
            json.field("present", ifPresent: 3 as Int?)
            json.endObject()
            json.endLine()
            json.beginArray()
            json.endArray()
            json.endLine()
        }
        XCTAssertEqual(text, #"{"a":1,"b":[-12,{},[],null,true,false,1.50,"42"],"dynamic \"key\"":"v","#
                       + #""list":["x","y"],"empty":[],"flag":false,"moved":"10","present":3}"# + "\n[]\n")
    }

    /// Many tokens through one `Output` are the bytes the writer's own calls write.
    func testWritingThroughAnOutputWritesTheSameTokens() {
        let direct = written { json in
            json.beginObject()
            json.field("a", "b")
            json.key("c")
            json.beginArray()
            json.int(1)
            json.string("d")
            json.endArray()
            json.endObject()
        }
        var json = JSONWriter()
        json.write { out in
            out.beginObject()
            out.field("a", "b")
            out.key("c")
            out.beginArray()
            out.int(1)
            out.string("d")
            out.endArray()
            out.endObject()
        }
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), direct)
    }

    /// Numbers that look like message ids move by the offset; any other text,
    /// and any text when the offset is zero, is written as it is.
    func testOnlyPlainDecimalNumbersAreShifted() {
        XCTAssertEqual(written { $0.string(shifting: "995", by: 5) }, #""1000""#)
        for text in ["", "007", "-1", "1e3", "a1", "1234567890123456789", "٣", "1 ", "x\"y"] {
            XCTAssertEqual(written { $0.string(shifting: text, by: 10) }, quoted(text), text)
        }
        XCTAssertEqual(written { $0.string(shifting: "12", by: 0) }, #""12""#)
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
        }
    }

    func testTakeBytesStartsAfresh() {
        var json = JSONWriter()
        json.int(1)
        XCTAssertEqual(json.takeBytes(), Array("1".utf8))
        json.int(2)
        XCTAssertEqual(json.bytes, Array("2".utf8), "no comma after taking the bytes")
        json.removeAll()
        XCTAssertEqual(json.count, 0)
        json.int(3)
        XCTAssertEqual(json.withBytes { Array($0) }, Array("3".utf8))
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

    /// Thousands of small writes and a few large ones, growing the buffer
    /// from its smallest size, keep every byte.
    func testTheBufferGrowsWithoutLosingBytes() {
        var json = JSONWriter(reservingCapacity: 1)
        var expected = ""
        for index in 0..<5_000 {
            let text = index % 1_000 == 999 ? String(repeating: "é", count: 5_000) : "s\(index)"
            json.string(text)
            expected += (index == 0 ? "" : ",") + "\"\(text)\""
        }
        XCTAssertEqual(String(decoding: json.bytes, as: UTF8.self), expected)
    }

    func testLongStringsWithEscapesGrowTheBuffer() {
        let piece = "ab\"\n\u{01}é"
        let long = String(repeating: piece, count: 10_000)
        let text = quoted(long)
        XCTAssertEqual(text, "\"" + String(repeating: #"ab\"\n\u0001é"#, count: 10_000) + "\"")
    }

    /// A string Foundation made (bridged on Darwin, not stored contiguously)
    /// is written like any other.
    func testStringsNotStoredContiguouslyAreWrittenToo() {
        let bridged = NSString(string: "x\"y é").description
        XCTAssertEqual(quoted(bridged), #""x\"y é""#)
    }
}
