import Foundation
import LinkSpecJSON
import XCTest

/// The one JSON byte writer: JSON.stringify's escaping and number layout,
/// commas where they belong, and text that every reader reads back as written.
final class JSONWriterTests: XCTestCase {
    private func written(_ body: (JSONWriter.Output) -> Void) -> String {
        var json = JSONWriter(reservingCapacity: 16)
        json.write(body)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// The text of `value` written as an array's only element.
    private func quoted(_ value: String) -> String {
        let array = written { out in
            let array = out.beginArray()
            out.element(value)
            out.endArray(array)
        }
        return String(array.dropFirst().dropLast())
    }

    private func number(_ value: some Any) -> String {
        let array = written { out in
            let array = out.beginArray()
            if let value = value as? Int { out.element(value) } else if let value = value as? Double { out.element(value) }
            out.endArray(array)
        }
        return String(array.dropFirst().dropLast())
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

    /// Random text, control characters and all, reads back as written by this
    /// module's reader and by Foundation's.
    func testWrittenStringsReadBackAsTheyWere() throws {
        var random = SystemRandomNumberGenerator()
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
        let text = written { out in
            let object = out.beginObject()
            out.field("a", 1)
            out.key("b")
            let array = out.beginArray()
            out.element(-12)
            out.nextElement()
            out.endObject(out.beginObject())
            out.nextElement()
            out.endArray(out.beginArray())
            out.elementNull()
            out.element(true)
            out.element(false)
            out.element(1.5)
            out.element(digitsOf: 42)
            out.endArray(array)
            out.field("list", ["x", "y"])
            out.field("empty", [String]())
            out.field("flag", false)
            out.field("id", digitsOf: 7)
            out.field("half", 0.5)
            out.field("absent", ifPresent: nil as String?)
            out.field("absent", ifPresent: nil as Int?)
            out.field("absent", ifPresent: nil as Bool?)
            out.field("absent", ifPresent: nil as [String]?)
            out.field("present", ifPresent: 3 as Int?)
            out.endObject(object)
            out.endLine()
            out.endArray(out.beginArray())
            out.endLine()
        }
        XCTAssertEqual(text, #"{"a":1,"b":[-12,{},[],null,true,false,1.5,"42"],"list":["x","y"],"#
                       + #""empty":[],"flag":false,"id":"7","half":0.5,"present":3}"# + "\n[]\n")
    }

    func testEmptyObjectsAndArraysAreWrittenWhole() {
        XCTAssertEqual(written { out in
            out.endObject(out.beginObject())
            out.endArray(out.beginArray())
        }, "{}[]")
    }

    func testNumbersAreLaidOutAsJavaScriptDoes() {
        let cases: [(Double, String)] = [
            (0, "0"), (-0.0, "0"), (3, "3"), (-42, "-42"), (1.5, "1.5"), (0.1, "0.1"),
            (123.456, "123.456"), (1e21, "1e+21"), (1.5e21, "1.5e+21"), (1e20, "100000000000000000000"),
            (1e-7, "1e-7"), (0.000001, "0.000001"), (1.25e-10, "1.25e-10"), (-2.5e-8, "-2.5e-8"),
            (9007199254740992, "9007199254740992"), (.nan, "null"), (.infinity, "null"), (-.infinity, "null"),
        ]
        for (value, expected) in cases {
            XCTAssertEqual(number(value), expected, "number \(value)")
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
            XCTAssertEqual(number(value), String(value))
        }
    }

    func testTakeBytesStartsAfresh() {
        var json = JSONWriter()
        json.write { $0.element(1) }
        XCTAssertEqual(json.takeBytes(), Array(",1".utf8))
        json.write { $0.element(2) }
        XCTAssertEqual(json.bytes, Array(",2".utf8))
        json.removeAll()
        XCTAssertEqual(json.count, 0)
        json.write { $0.element(3) }
        XCTAssertEqual(json.withBytes { Array($0) }, Array(",3".utf8))
    }

    func testACopiedWriterDoesNotShareItsBytes() {
        var first = JSONWriter(reservingCapacity: 16)
        first.write { $0.element(1) }
        var second = first
        second.write { $0.element(2) }
        first.write { $0.element(3) }
        XCTAssertEqual(String(decoding: first.bytes, as: UTF8.self), ",1,3")
        XCTAssertEqual(String(decoding: second.bytes, as: UTF8.self), ",1,2")
    }

    /// Thousands of small writes and a few large ones, growing the buffer
    /// from its smallest size, keep every byte.
    func testTheBufferGrowsWithoutLosingBytes() {
        var json = JSONWriter(reservingCapacity: 1)
        var expected = ""
        for index in 0..<5_000 {
            let text = index % 1_000 == 999 ? String(repeating: "é", count: 5_000) : "s\(index)"
            json.write { $0.element(text) }
            expected += ",\"\(text)\""
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
