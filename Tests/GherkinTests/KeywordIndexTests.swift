@testable import Gherkin
import LinkSpecPlatform
import XCTest

/// `KeywordIndex.match` compares a keyword's first eight bytes with the
/// line's in one step when the source has eight bytes there, and byte by byte
/// near its end. Either way it must name the keyword the plain rule names:
/// the first in the list (longest first) that the text after the indentation
/// starts with, followed by a colon when one is asked for.
final class KeywordIndexTests: XCTestCase {
    /// The plain rule, on the line's own bytes.
    private static func reference(_ keywords: [[UInt8]], _ text: [UInt8], colon: Bool) -> Int? {
        keywords.firstIndex { keyword in
            text.starts(with: keyword) && (!colon || (text.count > keyword.count && text[keyword.count] == UInt8(ascii: ":")))
        }
    }

    func testEveryBuiltInKeywordListMatchesAsThePlainRuleWithOrWithoutBytesAfterTheLine() {
        var generator = SystemRandomNumberGenerator()
        var compared = 0
        for code in DialectTable.builtIn.codes {
            guard let dialect = DialectTable.builtIn[code] else { continue }
            let compiled = CompiledDialect.compiled(dialect)
            for type in [TokenType.featureLine, .scenarioLine, .stepLine, .examplesLine] {
                let index = compiled.index(type)
                let lists = compiled.keywords(type).map { Array($0.text.utf8) }
                for keyword in lists {
                    // The keyword itself, cut short, with a colon, with text after it
                    // and a near miss in its last byte.
                    var texts: [[UInt8]] = [keyword, Array(keyword.dropLast()), keyword + [UInt8(ascii: ":")],
                                            keyword + Array(": a name".utf8), keyword + Array("x step".utf8)]
                    if let last = keyword.last { texts.append(Array(keyword.dropLast()) + [last ^ 0x01]) }
                    for text in texts {
                        for colon in [false, true] {
                            let expected = Self.reference(lists, text, colon: colon)
                            // Alone in its source (no eight bytes after the text's
                            // start once it is short), and followed by another line.
                            for after in [[], Array("\n  Given more bytes after the line".utf8)] {
                                let indent = [UInt8](repeating: 0x20, count: Int.random(in: 0...3, using: &generator))
                                let source = String(decoding: indent + text + after, as: UTF8.self)
                                let found = _UnsafeBytes.withBytes(of: source) { bytes in
                                    index.match(GherkinLine(bytes: bytes, range: 0..<(indent.count + text.count), number: 1),
                                                colon: colon)
                                }
                                XCTAssertEqual(found, expected, "\(code): \(source.debugDescription), colon \(colon)")
                                compared += 1
                            }
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
