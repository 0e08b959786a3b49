@testable import Gherkin
import XCTest

/// `StringPool` hands out one string per distinct text of a source. Whatever it
/// returns must equal the string made plainly from the same bytes; a repeat
/// must share the first one's storage; texts that agree in the bytes its hash
/// reads (length, first, middle and last eight) but differ elsewhere must stay
/// apart.
final class StringPoolTests: XCTestCase {
    func testEveryTextComesBackEqualAndRepeatsShareTheirString() {
        var texts: [String] = []
        for index in 0..<300 {
            texts.append("the app is launched with setting number \(index) on")
            // Same length, first, middle and last eight bytes: only the hash's blind spots differ.
            texts.append("I open \"https://x\(index % 10)y.example/\(index / 10)/path\" now!")
            texts.append("ünïcödé step text \(index) 🥒 with a tail")
        }
        texts.append("exactly sixteen!")
        // Every text three times, shuffled, in one source.
        var order = (texts + texts + texts).shuffled()
        order.append("padding after the last text")
        var source = order.joined(separator: "\n")
        source.withUTF8 { bytes in
            var pool = StringPool(source: bytes)
            var first: [String: UnsafeRawPointer] = [:]
            var offset = 0
            for text in order.dropLast() {
                let range = offset..<(offset + text.utf8.count)
                var made = pool.string(range)
                XCTAssertEqual(made, String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self))
                XCTAssertEqual(made, text)
                let storage = made.withUTF8 { UnsafeRawPointer($0.baseAddress!) }
                if let earlier = first[text] {
                    XCTAssertEqual(storage, earlier, "a repeat of \(text.debugDescription) was made again")
                } else {
                    first[text] = storage
                }
                offset = range.upperBound + 1
            }
            XCTAssertEqual(first.count, texts.count)
        }
    }
}
