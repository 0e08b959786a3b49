import Expressions
import XCTest
@testable import LinkSpecRunner

/// "Did you mean": the phrases closest to a step text no phrase binds, ranked
/// by words and aware of keywords.
final class PhraseRankingTests: XCTestCase {
    private let library: StepLibrary<Counter> = {
        var library = StepLibrary<Counter>()
        library.given("the {string} tab is selected") { (_: Counter, _: String) in }
        library.then("the {string} tab is selected") { (_: Counter, _: String) in }
        library.given("the {string} screen is presented") { (_: Counter, _: String) in }
        library.then("the {string} screen is displayed") { (_: Counter, _: String) in }
        library.when("I open the app with {string} deeplink") { (_: Counter, _: String) in }
        library.when("I wait {int} second(s)") { (_: Counter, _: Int) in }
        library.step("the cache is empty/cleared") { (_: Counter) in }
        return library
    }()

    private func closest(_ text: String, _ kind: StepKind) -> [String] {
        PhraseRanking(library).closest(to: text, kind: kind).map(\.text)
    }

    func testAMisspeltWordFindsItsPhraseAlone() {
        XCTAssertEqual(closest("I open the app with \"somescreen/42\" deeplinks", .action),
                       ["When I open the app with {string} deeplink"])
    }

    func testQuotedTextsAndNumbersStandForTheirParameters() {
        XCTAssertEqual(closest("I wait 5 secs", .action), ["When I wait {int} second(s)"])
        XCTAssertEqual(closest("the \"Home\" screen is shown", .outcome).first, "Then the {string} screen is displayed")
    }

    func testAPhraseOfTheSameKeywordRanksFirstWhenTheTextsAreEquallyClose() {
        XCTAssertEqual(closest("the \"chat\" tab is selectd", .outcome).first, "Then the {string} tab is selected")
        XCTAssertEqual(closest("the \"chat\" tab is selectd", .context).first, "Given the {string} tab is selected")
    }

    func testAnExactPhraseUnderAnotherKeywordIsProposedWithItsKeyword() throws {
        let found = PhraseRanking(library).closest(to: "the \"Home\" screen is presented", kind: .outcome)
        let first = try XCTUnwrap(found.first)
        XCTAssertEqual(first.text, "Given the {string} screen is presented")
        XCTAssertFalse(first.keywordBinds)
        XCTAssertEqual(first.score, 0.9, accuracy: 0.0001)
    }

    func testOptionalTextAndAlternativesAreReadAsTheirFirstForm() {
        XCTAssertEqual(closest("the cache is emptty", .context), ["* the cache is empty/cleared"])
    }

    func testNothingIsProposedForAnUnrelatedText() {
        XCTAssertEqual(closest("a completely different sentence about bananas", .context), [])
        XCTAssertEqual(closest("", .context), [])
    }

    func testTheCatalogListsEveryPhraseWithItsParameterTypesAndBindsByKeyword() throws {
        var team = library
        team.given("a table:", doc: "Reads a table.") { (_: Counter, _: [[String]]) in }
        let catalog = try StepCatalog(team)
        XCTAssertEqual(catalog.phrases.count, team.steps.count)
        XCTAssertEqual(catalog.phrases[0].parameterTypes, ["string"])
        XCTAssertEqual(catalog.phrases[5].parameterTypes, ["int"])
        XCTAssertEqual(catalog.phrases.last?.doc, "Reads a table.")
        XCTAssertNotNil(catalog.phrases[0].location.filePath)
        XCTAssertEqual(catalog.bindings(of: "the \"chat\" tab is selected", kind: .outcome).map(\.phrase), [1])
        XCTAssertEqual(catalog.bindings(of: "the \"chat\" tab is selected", kind: .unknown).map(\.phrase), [0, 1])
        let argument = try XCTUnwrap(catalog.bindings(of: "the \"chat\" tab is selected", kind: .context).first?.arguments.first)
        XCTAssertEqual(argument.start, 4)
        XCTAssertEqual(argument.value, "\"chat\"")
    }
}
