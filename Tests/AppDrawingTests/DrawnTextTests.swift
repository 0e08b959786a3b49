@testable import AppSimulation
@testable import AppDrawing
import XCTest

/// How user data is made drawable: one line, drawable characters, cut to a width.
final class DrawnTextTests: XCTestCase {
    func testATextThatFitsIsDrawnAsWritten() {
        XCTAssertEqual(DrawnText.fitted("Some Screen", width: 200, size: 15), "Some Screen")
        XCTAssertEqual(DrawnText.fitted("", width: 10, size: 15), "")
    }

    func testATextTooWideIsCutWithAnEllipsisWithinTheWidth() {
        let text = String(repeating: "Wide ", count: 40)
        for width in [20, 57, 100, 256] {
            let cut = DrawnText.fitted(text, width: width, size: 15, bold: true)
            XCTAssertTrue(cut.hasSuffix("\u{2026}"), cut)
            XCTAssertTrue(text.hasPrefix(String(cut.dropLast())), cut)
            XCTAssertLessThanOrEqual(DrawnText.width(cut, size: 15, bold: true), width, cut)
            let oneMore = String(text.prefix(cut.count)) + "\u{2026}"
            XCTAssertGreaterThan(DrawnText.width(oneMore, size: 15, bold: true), width, "as long as fits: \(cut)")
        }
    }

    /// Wider letters take more room: `W` is about four `i`s in Helvetica.
    func testWidthsFollowTheLetters() {
        XCTAssertGreaterThan(DrawnText.width("WWWW", size: 10), 2 * DrawnText.width("iiii", size: 10))
        XCTAssertGreaterThan(DrawnText.width("name", size: 10, bold: true), DrawnText.width("name", size: 10))
        XCTAssertEqual(DrawnText.width("日本", size: 10), 21, "a full em each, and 5% to spare")
    }

    func testACutNeverSplitsACharacter() {
        for text in ["e\u{301}" + String(repeating: "e\u{301}", count: 60), String(repeating: "👩‍👩‍👧‍👦🇫🇷", count: 30)] {
            let cut = DrawnText.fitted(text, width: 100, size: 15)
            XCTAssertTrue(text.hasPrefix(String(cut.dropLast())), cut)
            XCTAssertEqual(cut.last, "\u{2026}")
        }
    }

    func testLineBreaksBecomeSpacesAndControlsReplacementCharacters() {
        XCTAssertEqual(DrawnText.line("a\nb\tc\r\nd"), "a b c  d")
        XCTAssertEqual(DrawnText.line("a\u{0}b\u{1B}c\u{7F}d\u{85}e"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}d\u{FFFD}e")
        XCTAssertEqual(DrawnText.line("\u{202E}evil\u{2066}"), "\u{FFFD}evil\u{FFFD}", "no reordering of what follows")
        XCTAssertEqual(DrawnText.line("\u{FFFE}\u{FFFF}"), "\u{FFFD}\u{FFFD}")
        XCTAssertEqual(DrawnText.line("Ünïcødé 日本 ✓"), "Ünïcødé 日本 ✓")
    }

    func testTheSummaryShortensLongNames() {
        XCTAssertEqual(DrawnText.shortened(String(repeating: "x", count: 80)), String(repeating: "x", count: 80))
        XCTAssertEqual(DrawnText.shortened(String(repeating: "x", count: 81)), String(repeating: "x", count: 79) + "\u{2026}")
    }

    func testEscapingKeepsEveryDocumentWellFormed() {
        XCTAssertEqual(SVGMarkup.escaped("<a href=\"x\">&amp;</a>"), "&lt;a href=\"x\"&gt;&amp;amp;&lt;/a&gt;")
        XCTAssertEqual(SVGMarkup.escaped("\"q\"\n\t", inAttribute: true), "&quot;q&quot;&#10;&#9;")
        XCTAssertEqual(SVGMarkup.escaped("a\u{0}b\u{B}c\u{FFFF}\r"), "a\u{FFFD}b\u{FFFD}c\u{FFFD}&#13;")
        XCTAssertEqual(SVGMarkup.escaped("plain 42"), "plain 42")
    }
}
