import LinkSpecPlatform
import XCTest

/// `_UnsafeBytes` is the Gherkin engine's and the step matcher's one window on
/// raw memory; what it reads must be exactly what the safe collections hold.
final class UnsafeBytesTests: XCTestCase {
    private let texts = ["", "a", "short text", "exactly 15 byte", "a longer text of more than fifteen bytes",
                         "ünïcödé 🥒 <name> and <other>", String(repeating: "0123456789", count: 30)]

    func testStringsArraysAndSlicesAreTheBytesOfTheirRange() {
        for text in texts {
            let utf8 = Array(text.utf8)
            _UnsafeBytes.withBytes(of: text) { bytes in
                XCTAssertEqual(bytes.count, utf8.count)
                for index in 0..<bytes.count { XCTAssertEqual(bytes[index], utf8[index]) }
                for start in stride(from: 0, through: utf8.count, by: 3) {
                    for end in stride(from: start, through: utf8.count, by: 5) {
                        XCTAssertEqual(bytes.array(start..<end), Array(utf8[start..<end]))
                        XCTAssertEqual(bytes.string(start..<end), String(decoding: utf8[start..<end], as: UTF8.self))
                        let slice = bytes.slice(start..<end)
                        XCTAssertEqual(slice.array(0..<slice.count), Array(utf8[start..<end]))
                        var appended: [UInt8] = [7]
                        bytes.append(start..<end, to: &appended)
                        XCTAssertEqual(appended, [7] + utf8[start..<end])
                    }
                }
            }
        }
    }

    func testBlocksSearchesAndComparisonsAgreeWithTheArray() {
        for text in texts {
            let utf8 = Array(text.utf8)
            _UnsafeBytes.withBytes(of: text) { bytes in
                for index in stride(from: 0, through: utf8.count - 8, by: 1) {
                    let expected = (0..<8).reduce(UInt64(0)) { $0 | UInt64(utf8[index + $1]) << UInt64($1 * 8) }
                    XCTAssertEqual(bytes.block(at: index), expected)
                }
                for byte in [UInt8(ascii: "<"), UInt8(ascii: "0"), UInt8(ascii: "z"), 0xF0] {
                    for start in 0...utf8.count {
                        let expected = utf8[start...].firstIndex(of: byte)
                        XCTAssertEqual(bytes.firstIndex(of: byte, in: start..<utf8.count), expected)
                        XCTAssertEqual(bytes.contains(byte, in: start..<utf8.count), expected != nil)
                    }
                }
                for start in 0...utf8.count {
                    let range = start..<utf8.count
                    XCTAssertTrue(bytes.elementsEqual(range, utf8, at: start))
                    // Another string's storage, same bytes.
                    _UnsafeBytes.withBytes(of: String(decoding: utf8, as: UTF8.self)) { copy in
                        XCTAssertTrue(bytes.elementsEqual(range, copy, range))
                    }
                    if !range.isEmpty {
                        var changed = utf8
                        changed[utf8.count - 1] ^= 0x01
                        XCTAssertFalse(bytes.elementsEqual(range, changed, at: start))
                        XCTAssertFalse(bytes.elementsEqual(range, bytes, start..<(utf8.count - 1)))
                    }
                }
            }
        }
    }

    func testAStringWrittenPieceByPieceIsThePiecesJoined() {
        let pieces = ["I open ", "https://example.com/ünï/🥒", " in the ", "", "app, padded to a long text"]
        let joined = pieces.joined()
        let made = _UnsafeBytes.string(length: joined.utf8.count) { output in
            for piece in pieces {
                _UnsafeBytes.withBytes(of: piece) { output.append($0) }
            }
        }
        XCTAssertEqual(made, joined)
        // Room for more than is written: the string is what was written.
        let short = _UnsafeBytes.string(length: 40) { output in
            _UnsafeBytes.withBytes(of: "abc") { output.append($0) }
        }
        XCTAssertEqual(short, "abc")
    }

    func testTheBytesOfAValueMakeAString() {
        let words: (UInt64, UInt64, UInt64) = (UInt64(0x3736_3534_3332_3130).littleEndian, UInt64(0x3938).littleEndian, 0)
        XCTAssertEqual(_UnsafeBytes.string(bytesOf: words, 0..<10), "0123456789")
        XCTAssertEqual(_UnsafeBytes.string(bytesOf: words, 3..<9), "345678")
    }
}
