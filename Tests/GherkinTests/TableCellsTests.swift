@testable import Gherkin
import LinkSpecPlatform
import CucumberMessages
import XCTest

/// These tests hold `GherkinLine.tableCells()` to a second reading, below (each
/// cell trimmed with `UTF8Text.trim`, its leading white space counted apart), on
/// rows built from varied pieces: escapes, Unicode white space, padding.
final class TableCellsTests: XCTestCase {
    func testCellsMatchTheByteByByteReadingOnVariedRows() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "b", "xyz", "long-ish_value/42", " ", "  ", "        ", "\t", "|", "|", "|", "\\|", "\\\\",
                      "\\n", "\\x", "\\", "é", "日本", "🥒", "\u{00A0}", "\u{3000}", "\u{2003}", "\u{0085}", "@", "#", "\u{1F}"]
        for _ in 0..<20_000 {
            var row = String(repeating: " ", count: Int.random(in: 0...3, using: &generator))
            if Bool.random(using: &generator) { row += "|" }
            for _ in 0..<Int.random(in: 0...24, using: &generator) {
                row += pieces.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { row += "|" }
            row += String(repeating: " ", count: Int.random(in: 0...9, using: &generator))
            assertSameCells(row)
        }
    }

    /// Rows of printable ASCII without a backslash (nearly every row of a real
    /// table), of many lengths and paddings.
    func testPlainRowsMatchTheByteByByteReading() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "xyz", "long-ish_value/42", "showSomeScreen(id: 6283)", " ", "  ", "        ", "|", "|", "|",
                      "@", "#", "~", "\u{7F}"]
        for _ in 0..<20_000 {
            var row = String(repeating: " ", count: Int.random(in: 0...3, using: &generator))
            row += "|"
            for _ in 0..<Int.random(in: 0...20, using: &generator) {
                row += pieces.randomElement(using: &generator)!
            }
            if Bool.random(using: &generator) { row += "|" }
            row += String(repeating: " ", count: Int.random(in: 0...9, using: &generator))
            assertSameCells(row)
        }
    }

    func testCellsMatchOnTypicalRows() {
        for row in ["| link                        | event                           |",
                    "      | https://babylon.example/blog/74538          |",
                    "|a|b|", "||", "|", "| |", "|  a  |  b  ", "\t| x\t|\ty |", "| \\| | \\\\ | \\n |",
                    "| ünïcödé   | 🥒🥒 |", "|\u{00A0}nbsp\u{00A0}|", "| a \\", "|12345678|123456789|1234567|"] {
            assertSameCells(row)
        }
    }

    private func assertSameCells(_ row: String, file: StaticString = #filePath, line: UInt = #line) {
        _UnsafeBytes.withBytes(of: row) { bytes in
            let gherkinLine = GherkinLine(bytes: bytes, range: 0..<bytes.count, number: 7)
            XCTAssertEqual(gherkinLine.tableCells(), Self.referenceCells(gherkinLine), "row: \(row.debugDescription)",
                           file: file, line: line)
        }
    }

    /// The reference: one byte at a time, every cell trimmed and unescaped the
    /// same general way.
    private static func referenceCells(_ line: GherkinLine) -> [TableCell] {
        let bytes = line.bytes
        var cells: [TableCell] = []
        var column = line.indent + 1
        var cellStart = -1
        var cellColumn = 0
        var index = line.trimmedStart
        while index < line.end {
            let byte = bytes[index]
            if byte == UInt8(ascii: "|") {
                if cellStart >= 0 { cells.append(referenceCell(line, cellStart..<index, column: cellColumn)) }
                index += 1
                column += 1
                cellStart = index
                cellColumn = column
            } else if byte == UInt8(ascii: "\\") && index + 1 < line.end {
                index += 2
                column += 2
            } else {
                index += 1
                if UTF8Text.startsScalar(byte) { column += 1 }
            }
        }
        return cells
    }

    private static func referenceCell(_ line: GherkinLine, _ raw: Range<Int>, column: Int) -> TableCell {
        let trimmed = UTF8Text.trim(line.bytes, raw)
        let leading = UTF8Text.scalarCount(line.bytes, raw.lowerBound..<trimmed.lowerBound)
        var result: [UInt8] = []
        var index = trimmed.lowerBound
        while index < trimmed.upperBound {
            let byte = line.bytes[index]
            if byte == UInt8(ascii: "\\") && index + 1 < trimmed.upperBound {
                let next = line.bytes[index + 1]
                if next == UInt8(ascii: "n") { result.append(0x0A); index += 2; continue }
                if next == UInt8(ascii: "|") || next == UInt8(ascii: "\\") { result.append(next); index += 2; continue }
            }
            result.append(byte)
            index += 1
        }
        return TableCell(location: Location(line: line.number, column: column + leading),
                         value: String(decoding: result, as: UTF8.self))
    }
}
