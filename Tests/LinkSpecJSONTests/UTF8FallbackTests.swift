import LinkSpecJSON
import LinkSpecPlatform
import XCTest

/// `JSONReader.validUTF8ByDecoding` is what the reader uses on Apple systems
/// older than Swift 6's runtime (macOS 14, iOS 17), where
/// `String(validating:as:)` does not exist. Here it does, so the fallback is
/// checked against it.
final class UTF8FallbackTests: XCTestCase {
    private func agree(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        let expected = String(validating: bytes, as: UTF8.self)
        XCTAssertEqual(JSONReader.validUTF8ByDecoding(bytes[...]), expected, "\(bytes)", file: file, line: line)
        XCTAssertEqual(JSONReader.validUTF8(bytes[...]), expected, "\(bytes)", file: file, line: line)
    }

    func testTheFallbackAcceptsAndRefusesWhatTheStandardLibraryDoes() {
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

    func testTheFallbackAgreesOnRandomBytes() {
        var generator = SeededGenerator(seed: 31)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...8, using: &generator)
            // Mostly bytes that start or continue sequences, where the cases lie.
            agree((0..<count).map { _ in UInt8.random(in: 0x7E...0xF5, using: &generator) })
        }
    }

    func testAStringSliceInTheMiddleOfABufferIsJudgedAlone() {
        let bytes: [UInt8] = [0xFF, 0x68, 0x69, 0xFF]
        XCTAssertEqual(JSONReader.validUTF8ByDecoding(bytes[1..<3]), "hi")
    }
}
