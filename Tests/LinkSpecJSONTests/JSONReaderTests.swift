import Foundation
import LinkSpecJSON
import XCTest

/// The one JSON reader: RFC 8259 exactly (what it accepts Foundation reads the
/// same way, what it refuses is not JSON), with positions, a depth limit,
/// numbers as written, and strings that are valid Unicode.
final class JSONReaderTests: XCTestCase {
    /// What Foundation makes of a value, for comparing: numbers as `Double`s,
    /// objects as dictionaries (the last of repeated keys, as both keep it).
    private func foundationValue(_ value: JSONValue) -> NSObject {
        switch value.content {
        case .object(let members):
            let dictionary = NSMutableDictionary()
            for member in members { dictionary[member.key] = foundationValue(member.value) }
            return dictionary
        case .array(let elements): return elements.map(foundationValue) as NSArray
        case .string(let text): return text as NSString
        case .number(let text): return NSNumber(value: Double(text)!)
        case .bool(let flag): return NSNumber(value: flag)
        case .null: return NSNull()
        }
    }

    func testValidDocumentsReadAsFoundationReadsThem() throws {
        let documents = [
            "{}", "[]", " \t\r\n[ ] ", "0", "-0", "12", "-12.5e+3", "1E-2", "0.000001", "true", "false", "null", #""""#,
            #"{"a":1,"b":[true,false,null],"c":{"d":"e"}}"#, #"[1,[2,[3,[4]]]]"#, #"{"":""}"#,
            #""\"\\\/\b\f\n\r\t""#, #""\u0000\u001f\u00e9\u20AC""#, #""\uD83E\uDD52 and \ud83d\ude00""#,
            "\"é🥒 주문 \u{7F}\"", #"{"a": 1, "a": 2}"#, "[123456789012345678901234567890]",
            "\u{FEFF}{\"bom\": true}",
        ]
        for document in documents {
            let ours = try JSONReader.read(document)
            let theirs = try JSONSerialization.jsonObject(with: Data(document.utf8), options: .fragmentsAllowed)
            XCTAssertEqual(foundationValue(ours), theirs as? NSObject, document)
        }
    }

    func testWhatIsNotJSONIsRefusedWithItsPosition() {
        let cases: [(String, Int, Int, String)] = [
            ("", 1, 1, "unexpected end of the text, expected a value"),
            ("  \n ", 2, 2, "unexpected end of the text, expected a value"),
            ("[1,]", 1, 4, "unexpected character ']', expected a value"),
            ("{\"a\":1,}", 1, 8, "expected a key in double quotes"),
            ("{\"a\" 1}", 1, 6, "expected ':' after the key \"a\""),
            ("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}'"),
            ("[1 2]", 1, 4, "expected ',' or ']'"),
            ("[1", 1, 3, "unexpected end of the text, expected ',' or ']'"),
            ("{\"a\":1", 1, 7, "unexpected end of the text, expected ',' or '}'"),
            ("{a:1}", 1, 2, "expected a key in double quotes"),
            ("['a']", 1, 2, "unexpected character ''', expected a value"),
            ("01", 1, 2, "unexpected text after the JSON value"),
            ("+1", 1, 1, "unexpected character '+', expected a value"),
            (".5", 1, 1, "unexpected character '.', expected a value"),
            ("1.", 1, 3, "a number needs digits after '.'"),
            ("1e", 1, 3, "a number needs digits in its exponent"),
            ("-", 1, 2, "a number needs digits"),
            ("NaN", 1, 1, "unexpected character 'N', expected a value"),
            ("tru", 1, 1, "unexpected character 't', expected a value"),
            ("nul1", 1, 1, "unexpected character 'n', expected a value"),
            ("true false", 1, 6, "unexpected text after the JSON value"),
            ("[1] // no comments", 1, 5, "unexpected text after the JSON value"),
            ("\"a\tb\"", 1, 3, "a control character must be escaped inside a string"),
            ("\"a\nb\"", 1, 3, "a control character must be escaped inside a string"),
            ("\"abc", 1, 5, "unterminated string"),
            (#""\x""#, 1, 3, #"invalid escape '\x'"#),
            (#""\u12""#, 1, 6, #"\u needs four hex digits"#),
            (#""\u12"#, 1, 6, "unterminated string"),
            ("[\n  {\"é🥒\": 1 x}\n]", 2, 12, "expected ',' or '}'"),
        ]
        for (text, line, column, message) in cases {
            XCTAssertThrowsError(try JSONReader.read(text), text.debugDescription) { error in
                XCTAssertEqual(error as? JSONSyntaxError, JSONSyntaxError(message: message, line: line, column: column),
                               text.debugDescription)
            }
            // Foundation's reader is lenient with trailing commas; it refuses the rest.
            if !text.contains(",]") && !text.contains(",}") {
                XCTAssertNil(try? JSONSerialization.jsonObject(with: Data(text.utf8), options: .fragmentsAllowed),
                             "Foundation refuses \(text.debugDescription) too")
            }
        }
    }

    func testAnErrorPrintsItsLineAndColumn() {
        XCTAssertEqual(JSONSyntaxError(message: "expected ',' or '}'", line: 5, column: 3).description,
                       "5:3: expected ',' or '}'")
    }

    func testEveryValueKnowsWhereItStarts() throws {
        let text = "{\n  \"name\": \"é🥒\",\r\n  \"tabs\": [1, {\"x\": null}],\n\t\"주문\": true\n}"
        let root = try JSONReader.read(text)
        XCTAssertEqual([root.line, root.column], [1, 1])
        let members = try XCTUnwrap(root.object)
        XCTAssertEqual(members.map(\.key), ["name", "tabs", "주문"], "document order")
        XCTAssertEqual(members.map { [$0.keyLine, $0.keyColumn] }, [[2, 3], [3, 3], [4, 2]])
        XCTAssertEqual(members.map { [$0.value.line, $0.value.column] }, [[2, 11], [3, 11], [4, 8]])
        let tabs = try XCTUnwrap(root["tabs"]?.array)
        XCTAssertEqual(tabs.map { [$0.line, $0.column] }, [[3, 12], [3, 15]])
        XCTAssertEqual(tabs[1]["x"].map { [$0.line, $0.column] }, [3, 21])
    }

    func testColumnsCountUnicodeScalarsAndTheByteOrderMarkIsSkipped() throws {
        let value = try JSONReader.read("\u{FEFF}[\"é\", \"🥒\", \"e\u{301}\", 1]")
        XCTAssertEqual(value.column, 1, "the byte-order mark takes no column")
        XCTAssertEqual(value.array?.map(\.column), [2, 7, 12, 18])
    }

    func testNestingIsLimited() throws {
        let deepest = String(repeating: "[", count: JSONReader.maximumDepth) + String(repeating: "]", count: JSONReader.maximumDepth)
        XCTAssertNotNil(try JSONReader.read(deepest).array)
        let objects = String(repeating: "{\"a\":", count: JSONReader.maximumDepth) + "1" + String(repeating: "}", count: JSONReader.maximumDepth)
        XCTAssertNotNil(try JSONReader.read(objects).object)
        let tooDeep = "[" + deepest + "]"
        XCTAssertThrowsError(try JSONReader.read(tooDeep)) { error in
            XCTAssertEqual(error as? JSONSyntaxError,
                           JSONSyntaxError(message: "JSON nested deeper than 256 levels", line: 1, column: 257))
        }
        for hostile in [String(repeating: "[", count: 100_000), String(repeating: "{\"a\":", count: 100_000)] {
            XCTAssertThrowsError(try JSONReader.read(hostile))
        }
    }

    func testNumbersKeepTheirTextAndReadAsIntsOrDoubles() throws {
        let value = try JSONReader.read("[7, -12, 0, -0, 1.0, 1e3, 1E+2, 0.5, 9223372036854775807, 9223372036854775808, 123456789012345678901234567890]")
        let numbers = try XCTUnwrap(value.array)
        XCTAssertEqual(numbers.map(\.number), ["7", "-12", "0", "-0", "1.0", "1e3", "1E+2", "0.5", "9223372036854775807",
                                              "9223372036854775808", "123456789012345678901234567890"])
        XCTAssertEqual(numbers.map(\.int), [7, -12, 0, 0, nil, nil, nil, nil, Int.max, nil, nil])
        XCTAssertEqual(numbers.map(\.double), [7, -12, 0, -0.0, 1, 1000, 100, 0.5, 0x1p63, 0x1p63, 1.2345678901234568e29])
        XCTAssertNil(try JSONReader.read(#""7""#).int, "a string is not a number")
        XCTAssertEqual(try JSONReader.read("1e400").number, "1e400", "too large for a Double, but JSON")
        XCTAssertEqual(try JSONReader.read("1e400").double, .infinity)
    }

    func testAccessorsAnswerOnlyForTheirKind() throws {
        let value = try JSONReader.read(#"{"s": "x", "b": false, "n": null, "a": [], "o": {}, "k": 1}"#)
        XCTAssertEqual(value["s"]?.string, "x")
        XCTAssertEqual(value["b"]?.bool, false)
        XCTAssertEqual(value["n"]?.isNull, true)
        XCTAssertEqual(value["a"]?.array?.count, 0)
        XCTAssertEqual(value["o"]?.object?.count, 0)
        XCTAssertNil(value["s"]?.bool)
        XCTAssertNil(value["b"]?.string)
        XCTAssertNil(value["k"]?.string)
        XCTAssertNil(value["missing"])
        XCTAssertNil(value["a"]?["x"], "only objects have members")
        XCTAssertEqual(["s", "b", "n", "a", "o", "k"].compactMap { value[$0]?.kindName },
                       ["a string", "a boolean", "null", "an array", "an object", "a number"])
    }

    func testRepeatedKeysAreAllKeptAndTheLastIsTheValue() throws {
        let value = try JSONReader.read(#"{"a": 1, "b": 2, "a": 3}"#)
        XCTAssertEqual(value.object?.map(\.key), ["a", "b", "a"])
        XCTAssertEqual(value["a"]?.int, 3)
    }

    func testInvalidUTF8IsAnErrorOrRepaired() throws {
        let samples: [[UInt8]] = [
            [0xFF], [0xC3], [0xC3, 0x28], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF],
            [0xF4, 0x90, 0x80, 0x80], [0x61, 0x80, 0x62],
        ]
        for invalid in samples {
            for escaped in [false, true] {
                let bytes = [UInt8(ascii: "["), UInt8(ascii: "\"")] + (escaped ? Array(#"\n"#.utf8) : []) + invalid
                    + [UInt8(ascii: "\""), UInt8(ascii: "]")]
                XCTAssertThrowsError(try JSONReader.read(bytes), "\(invalid)") { error in
                    XCTAssertEqual((error as? JSONSyntaxError)?.message, "the string is not valid UTF-8")
                }
                let repaired = try JSONReader.read(bytes, repairingText: true).array?.first?.string
                XCTAssertEqual(repaired, (escaped ? "\n" : "") + String(decoding: invalid, as: UTF8.self), "\(invalid)")
                XCTAssertEqual(repaired?.contains("\u{FFFD}"), true)
            }
        }
        XCTAssertThrowsError(try JSONReader.read([0xFF]), "a stray byte outside a string is no value either")
        XCTAssertEqual(try JSONReader.read(Array("\"é🥒\"".utf8)).string, "é🥒")
    }

    func testSurrogatesMustComeInPairs() throws {
        XCTAssertEqual(try JSONReader.read(#""\uD83E\uDD52""#).string, "🥒")
        let cases: [(String, String, String)] = [
            (#""\uD83E""#, "a high surrogate must be followed by a low one", "\u{FFFD}"),
            (#""\uD83Ex""#, "a high surrogate must be followed by a low one", "\u{FFFD}x"),
            (#""\uD83E\u0041""#, "a high surrogate must be followed by a low one", "\u{FFFD}A"),
            (#""\uD83E\uD83E\uDD52""#, "a high surrogate must be followed by a low one", "\u{FFFD}🥒"),
            (#""\uDD52""#, "a low surrogate without a high one before it", "\u{FFFD}"),
            (#""\uDD52\uD83E""#, "a low surrogate without a high one before it", "\u{FFFD}\u{FFFD}"),
        ]
        for (text, message, repaired) in cases {
            XCTAssertThrowsError(try JSONReader.read(text), text) { error in
                XCTAssertEqual((error as? JSONSyntaxError)?.message, message, text)
            }
            XCTAssertEqual(try JSONReader.read(text, repairingText: true).string, repaired, text)
        }
    }

    func testASliceIsReadFromItsOwnStart() throws {
        let buffer = Array("xx\n[1, \"é\"]\nyy".utf8)
        let line = buffer[3..<12]
        let value = try JSONReader.read(line)
        XCTAssertEqual(value.array?.map(\.column), [2, 5])
        XCTAssertThrowsError(try JSONReader.read(buffer[3..<11])) { error in
            XCTAssertEqual(error as? JSONSyntaxError,
                           JSONSyntaxError(message: "unexpected end of the text, expected ',' or ']'", line: 1, column: 8))
        }
    }
}
