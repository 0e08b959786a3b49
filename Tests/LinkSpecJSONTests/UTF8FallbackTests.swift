import LinkSpecJSON
import LinkSpecPlatform
import XCTest

/// The reader checks a string's UTF-8 without `String(validating:as:)`, which
/// older Apple systems (macOS 14, iOS 17) lack. Here it exists, so the
/// reader's answer is checked against it.
final class UTF8FallbackTests: XCTestCase {
    private func agree(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let expected = String(validating: bytes, as: UTF8.self)
        let json = [UInt8(ascii: "\"")] + bytes + [UInt8(ascii: "\"")]
        XCTAssertEqual(try? JSONReader.read(json).string, expected, "\(bytes)", file: file, line: line)
    }

    func testTheReaderAcceptsAndRefusesWhatTheStandardLibraryDoes() {
        agree(Array("plain ASCII".utf8))
        agree(Array("é, 深, 😀 and a combining e\u{301}".utf8))
        agree([])
        agree([0xC3])                   // truncated two-byte sequence
        agree([0x80])                   // a lone continuation byte
        agree([0xC0, 0xAF])             // overlong '/'
        agree([0xED, 0xA0, 0x80])       // a UTF-16 surrogate encoded as UTF-8
        agree([0xF4, 0x90, 0x80, 0x80]) // above U+10FFFF
        agree([0xEF, 0xBF, 0xBD])       // U+FFFD itself is valid
        agree([0x61, 0xFF, 0x62])
    }

    func testTheReaderAgreesOnRandomBytes() {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...8, using: &generator)
            // Mostly bytes that start or continue sequences, where the cases lie;
            // no quote, backslash or control character, which end or escape a string.
            agree((0..<count).map { _ in UInt8.random(in: 0x7E...0xF5, using: &generator) })
        }
    }

    func testAStringInTheMiddleOfABufferIsJudgedAlone() throws {
        let bytes: [UInt8] = [0xFF, UInt8(ascii: "\""), 0x68, 0x69, UInt8(ascii: "\""), 0xFF]
        XCTAssertEqual(try JSONReader.read(bytes[1..<5]).string, "hi")
    }
}
