import CucumberMessages
import Gherkin
import XCTest

/// Placeholders are filled as the reference fills them: header cell after header
/// cell, each replacing every `<name>` in the text left by the ones before. The
/// engine takes a one-pass shortcut only where that cannot differ; these pin the
/// cases where it could.
final class PlaceholderFillTests: XCTestCase {
    private func pickleTexts(_ table: String, step: String = "<a> and <b>") throws -> [String] {
        let text = "Feature: f\n  Scenario Outline: o <a>\n    Given \(step)\n    Examples:\n\(table)"
        let source = Source(uri: "p.feature", data: text, mediaType: .plain)
        var ids = IdGenerator()
        let result = GherkinParser.parse(source, ids: &ids)
        XCTAssertEqual(result.errors, [])
        let document = try XCTUnwrap(result.document)
        return PickleCompiler.compile(document, source: source, ids: &ids).flatMap { [$0.name] + $0.steps.map(\.text) }
    }

    func testValueNamingALaterHeaderIsFilledByThatHeader() throws {
        XCTAssertEqual(try pickleTexts("      | a   | b |\n      | <b> | x |\n"), ["o x", "x and x"])
    }

    func testValueNamingAnEarlierHeaderStaysAsWritten() throws {
        XCTAssertEqual(try pickleTexts("      | b | a   |\n      | x | <b> |\n"), ["o <b>", "<b> and x"])
    }

    func testFirstOfTwoHeadersWithTheSameNameWins() throws {
        XCTAssertEqual(try pickleTexts("      | a | a | b |\n      | 1 | 2 | 3 |\n"), ["o 1", "1 and 3"])
    }

    func testUnknownAndUnclosedPlaceholdersStay() throws {
        XCTAssertEqual(try pickleTexts("      | a | b |\n      | 1 | 2 |\n", step: "<<a> <c> <b"), ["o 1", "<1 <c> <b"])
    }

    func testHeaderNameWithABracketIsFilled() throws {
        XCTAssertEqual(try pickleTexts("      | a | x<a |\n      | 1 | 2 |\n", step: "<x<a> <a>"), ["o 1", "<x1 1"])
    }

    func testPlaceholderMadeOfTheTextAroundAValueIsFilledByALaterHeader() throws {
        XCTAssertEqual(try pickleTexts("      | a | b |\n      | b | x |\n", step: "<<a>> and <b>"), ["o b", "x and x"])
    }

    func testPlaceholderMadeOfTheTextAroundAValueStaysForAnEarlierHeader() throws {
        XCTAssertEqual(try pickleTexts("      | b | a |\n      | x | b |\n", step: "<<a>> and <b>"), ["o b", "<b> and x"])
    }

    func testIdsCountUpThroughEveryDigitCarry() {
        var ids = IdGenerator(startingAt: 8)
        XCTAssertEqual((0..<4).map { _ in ids.next() }, ["8", "9", "10", "11"])
        var nines = IdGenerator(startingAt: 999)
        XCTAssertEqual([nines.next(), nines.next()], ["999", "1000"])
    }
}
