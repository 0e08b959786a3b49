import Foundation
import XCTest
@testable import Gherkin

/// The messages' writers read strings and ids where they are stored, from
/// the two words of a `String` (`StoredString`), with fast paths for small
/// strings and short ids. These pin them against simple paths: the string's
/// own UTF-8 view, an escaper that looks at one byte at a time, and integer
/// arithmetic for shifted ids.
final class StoredStringWriterTests: XCTestCase {
    /// On the platforms CI runs, strings must be read in place: if a new
    /// standard library stored them otherwise, the run-time check would send
    /// every string to the slow path, and this says so.
    func testStringsAreReadInPlaceOnThisPlatform() {
        #if _pointerBitWidth(_64) && _endian(little)
        XCTAssertTrue(StoredString.isSupported,
                      "the standard library stores strings otherwise: every string now takes the slow path")
        #endif
    }

    private func written(idOffset: Int = 0, _ message: some JSONWritable) -> String {
        var json = JSONWriter(reservingCapacity: 16)
        json.idOffset = idOffset
        json.write(message)
        return String(decoding: json.bytes, as: UTF8.self)
    }


    /// Strings of every length around the small-string limit (15 bytes) and
    /// the word size, made in different ways, with and without bytes that
    /// need escaping at every position.
    private func variedStrings() -> [String] {
        var strings: [String] = ["", "a", "é", "🥒", "Given ", "\"", "\\", "\n", "\u{0}", "\u{1F}", "\u{7F}",
                                 "a long literal string, stored outside the string itself"]
        for length in 0...40 {
            let clean = String(repeating: "x", count: length)
            strings.append(clean)
            // Built from a substring and by appending: native storage.
            strings.append(String(("<" + clean + ">").dropFirst().dropLast()))
            var appended = ""
            for index in 0..<length { appended.append(index % 3 == 0 ? "é" : "b") }
            strings.append(appended)
            for position in 0..<length {
                for escape in ["\"", "\\", "\n", "\t", "\u{1}"] {
                    var characters = Array(clean)
                    characters[position] = Character(escape)
                    strings.append(String(characters))
                }
            }
        }
        strings.append(String(decoding: Array(repeating: UInt8(ascii: "q"), count: 300) + [0x0A], as: UTF8.self))
        strings.append(NSString(string: "from a Foundation string, long enough not to be small") as String)
        strings.append(NSString(string: "short") as String)
        return strings
    }

    func testStringsReadWhereTheyAreStoredAreWrittenAsAByteByByteEscaperWritesThem() {
        let strings = variedStrings()
        // As elements of an array (cells) and as fields of a message.
        let row = PickleTableRow(cells: strings.map { PickleTableCell(value: $0) })
        let expected = #"{"cells":["# + strings.map { #"{"value":"# + quotedByteByByte($0) + "}" }.joined(separator: ",") + "]}"
        XCTAssertEqual(written(row), expected)
        for string in strings {
            XCTAssertEqual(written(PickleTag(name: string, astNodeId: "1")),
                           #"{"astNodeId":"1","name":"# + quotedByteByByte(string) + "}", string.debugDescription)
            XCTAssertEqual(written(Comment(location: Location(line: 1), text: string)),
                           #"{"location":{"line":1},"text":"# + quotedByteByByte(string) + "}", string.debugDescription)
        }
    }

    func testOptionalStringsReadWhereTheyAreStoredAreWrittenWhenPresent() {
        for string in variedStrings() {
            XCTAssertEqual(written(PickleDocString(mediaType: string, content: "c")),
                           #"{"content":"c","mediaType":"# + quotedByteByByte(string) + "}", string.debugDescription)
        }
        XCTAssertEqual(written(PickleDocString(mediaType: nil, content: "c")), #"{"content":"c"}"#)
    }

    func testIdsReadWhereTheyAreStoredAreShiftedAsIntegerArithmeticShiftsThem() {
        var ids: [String] = []
        for value in [0, 1, 9, 10, 99, 999, 9_999_999, 99_999_999, 100_000_000, 123_456_789_012] {
            ids.append(String(value))
        }
        var generator = SplitMix64(seed: 5)
        for _ in 0..<2_000 {
            let digits = Int.random(in: 1...16, using: &generator)
            ids.append(String(Int.random(in: 0..<Int(pow(10, Double(min(digits, 15)))), using: &generator)))
        }
        // Not as `IdGenerator` writes ids: written as they are.
        let others = ["", "01", "007", "1a", "a1", "-1", "+1", " 1", "1 ", "١", "12345678901234567890",
                      "1234567890123456", "0000000000000001", "\"1\"", "9/"]
        for offset in [0, 1, 9, 10, 1_000, 99_999_999, 100_000_000, 999_999_999_999, -1] {
            for id in ids + others {
                let isNumber = !id.isEmpty && id.count <= 18 && id.allSatisfy { $0.isASCII && $0.isNumber }
                    && (id == "0" || !id.hasPrefix("0"))
                let expected = offset == 0 || !isNumber ? quotedByteByByte(id) : quotedByteByByte(String(Int(id)! + offset))
                let step = PickleStep(argument: nil, astNodeIds: [id, id], id: id, type: nil, text: "")
                XCTAssertEqual(written(idOffset: offset, step),
                               #"{"astNodeIds":["# + expected + "," + expected + #"],"id":"# + expected + #","text":""}"#,
                               "id \(id.debugDescription), offset \(offset)")
            }
        }
    }

    // MARK: The representation read

    /// If the standard library ever stored strings otherwise, this fails
    /// rather than the writers quietly writing other bytes.
    func testStringsAreReadInPlaceAsTheirUTF8() throws {
        try XCTSkipUnless(StoredString.isSupported, "strings are loaded as values on this platform")
        for string in variedStrings() {
            var copy = string
            let expected = copy.withUTF8 { Array($0) }
            withUnsafePointer(to: string) { address in
                let stored = StoredString(at: address)
                if stored.isSmall {
                    var words = (stored.countAndFlags, stored.smallHigh)
                    let bytes = withUnsafeBytes(of: &words) { Array($0.prefix(stored.smallCount)) }
                    XCTAssertEqual(bytes, expected, string.debugDescription)
                    XCTAssertLessThanOrEqual(expected.count, 15)
                } else if let utf8 = stored.largeUTF8 {
                    XCTAssertEqual(Array(utf8), expected, string.debugDescription)
                }
            }
        }
        // The forms the fast paths are for are recognized as such.
        withUnsafePointer(to: "12345") { XCTAssertTrue(StoredString(at: $0).isSmall) }
        let large = String(repeating: "y", count: 40)
        withUnsafePointer(to: large) { XCTAssertNotNil(StoredString(at: $0).largeUTF8) }
    }

    func testSmallStringMasksCoverExactlyTheStringsBytes() throws {
        try XCTSkipUnless(StoredString.isSupported, "strings are loaded as values on this platform")
        for length in 0...15 {
            let string = String(repeating: "m", count: length)
            let masks = withUnsafePointer(to: string) { StoredString(at: $0).smallMasks }
            var expectedLow: UInt64 = 0
            var expectedHigh: UInt64 = 0
            for byte in 0..<length {
                if byte < 8 { expectedLow |= 0xFF << (8 * UInt64(byte)) } else { expectedHigh |= 0xFF << (8 * UInt64(byte - 8)) }
            }
            XCTAssertEqual(masks.low, expectedLow, "length \(length)")
            XCTAssertEqual(masks.high, expectedHigh, "length \(length)")
        }
    }
}
