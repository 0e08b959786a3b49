@testable import Gherkin
import LinkSpecPlatform
import XCTest

/// `StringPool` hands out one string per distinct text, across sources and
/// parses. Whatever it returns must equal the string made plainly from the same
/// bytes; a repeat, in the same source or another, must share the first one's
/// storage; texts of one length that differ in a few bytes inside must stay
/// apart; and a pool past its limit must start again, still handing out the
/// right strings.
final class StringPoolTests: XCTestCase {
    private static func texts() -> [String] {
        var texts: [String] = []
        for index in 0..<300 {
            texts.append("the app is launched with setting number \(index) on")
            // Same length, first, middle and last eight bytes: they differ in a byte or two inside.
            texts.append("I open \"https://x\(index % 10)y.example/\(index / 10)/path\" now!")
            texts.append("ünïcödé step text \(index) 🥒 with a tail")
        }
        texts.append("exactly sixteen!")
        return texts
    }

    func testEveryTextComesBackEqualAndRepeatsShareTheirStringAcrossSources() {
        let texts = Self.texts()
        var pool = StringPool()
        var first: [String: UnsafeRawPointer] = [:]
        // Three sources, each with every text once, shuffled: the second and
        // third find every text in the pool.
        for round in 0..<3 {
            let order = texts.shuffled()
            let source = (["padding \(round) before the first text"] + order).joined(separator: "\n")
            _UnsafeBytes.withBytes(of: source) { bytes in
                var offset = "padding \(round) before the first text".utf8.count + 1
                for text in order {
                    let range = offset..<(offset + text.utf8.count)
                    var made = pool.string(bytes, range)
                    XCTAssertEqual(made, bytes.string(range))
                    XCTAssertEqual(made, text)
                    let storage = made.withUTF8 { UnsafeRawPointer($0.baseAddress!) }
                    if let earlier = first[text] {
                        XCTAssertEqual(storage, earlier, "a repeat of \(text.debugDescription) was made again")
                    } else {
                        XCTAssertEqual(round, 0, "\(text.debugDescription) was not found again")
                        first[text] = storage
                    }
                    offset = range.upperBound + 1
                }
            }
        }
        XCTAssertEqual(first.count, texts.count)
    }

    func testAPoolPastItsLimitStartsAgainAndStillHandsOutTheRightStrings() {
        let texts = Self.texts()
        // Room for a few dozen texts only: the pool empties itself many times.
        var pool = StringPool(byteLimit: 2_000)
        let source = (texts + texts).joined(separator: "\n")
        _UnsafeBytes.withBytes(of: source) { bytes in
            var offset = 0
            for text in texts + texts {
                let range = offset..<(offset + text.utf8.count)
                XCTAssertEqual(pool.string(bytes, range), text)
                offset = range.upperBound + 1
            }
        }
    }

    func testAPoolGoesBackOnTheShelfForTheNextParse() {
        let source = "the app is launched with a long step text"
        let made = _UnsafeBytes.withBytes(of: source) { bytes -> String in
            var pool = StringPool()
            return pool.string(bytes, 0..<bytes.count)
        }
        // The pool above is on the shelf again; the next one is it (this test
        // runs alone on its thread), and knows the text.
        let again = "the app is launched with a long step text"
        var pool = StringPool()
        var found = _UnsafeBytes.withBytes(of: again) { pool.string($0, 0..<$0.count) }
        var original = made
        XCTAssertEqual(found.withUTF8 { $0.baseAddress }, original.withUTF8 { $0.baseAddress })
    }
}
