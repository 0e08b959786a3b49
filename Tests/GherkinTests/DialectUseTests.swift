import CucumberMessages
@testable import Gherkin
import XCTest

/// The parser takes its keywords from whatever dialect table it is given (the
/// built-in one or an `--i18n-file`), and one id sequence runs across files.
final class DialectUseTests: XCTestCase {
    private let pirate = Dialect(
        code: "x-pirate", name: "Pirate", native: "Pirate",
        feature: ["Ahoy matey"], rule: ["Code"], background: ["Yo-ho-ho"],
        scenario: ["Heave to"], scenarioOutline: ["Shiver me timbers"], examples: ["Dead men tell no tales"],
        given: ["* ", "Gangway! "], when: ["* ", "Blimey! ", "Blimey! Arr "], then: ["* ", "Let go and haul "],
        and: ["* ", "Aye "], but: ["* ", "Avast! "])

    private func parse(_ text: String, uri: String = "pirate.feature", ids: inout IdGenerator) -> GherkinFile {
        GherkinParser.parse(Source(uri: uri, data: text, mediaType: .plain),
                            dialects: DialectTable([Dialect.english, pirate]), ids: &ids)
    }

    func testLanguageHeaderSelectsAnExternalDialectAndLongestStepKeywordWins() throws {
        var ids = IdGenerator()
        let result = parse("# language: x-pirate\nAhoy matey: treasure\n  Heave to: dig\n    Blimey! Arr we dig\n    Aye it works\n", ids: &ids)
        XCTAssertEqual(result.errors, [])
        let feature = try XCTUnwrap(result.document?.feature)
        XCTAssertEqual(feature.language, "x-pirate")
        XCTAssertEqual(feature.keyword, "Ahoy matey")
        let steps = try XCTUnwrap(feature.children.first?.scenario?.steps)
        XCTAssertEqual(steps.map(\.keyword), ["Blimey! Arr ", "Aye "])
        XCTAssertEqual(steps.map(\.text), ["we dig", "it works"])
        XCTAssertEqual(steps.map(\.keywordType), [.action, .conjunction])
    }

    func testDefaultLanguageAppliesWithoutHeaderAndUnknownDefaultIsAnError() {
        var ids = IdGenerator()
        let source = Source(uri: "p.feature", data: "Ahoy matey: x\n", mediaType: .plain)
        let table = DialectTable([Dialect.english, pirate])
        XCTAssertEqual(GherkinParser.parse(source, dialects: table, defaultLanguage: "x-pirate", ids: &ids)
            .document?.feature?.name, "x")
        XCTAssertEqual(GherkinParser.parse(source, dialects: table, defaultLanguage: "zz", ids: &ids).errors.map(\.message),
                       ["(1:1): Language not supported: zz"])
    }

    func testIdsContinueAcrossTheFilesOfOneRun() throws {
        var ids = IdGenerator()
        let first = parse("Feature: a\n  Scenario: s\n    Given x\n", uri: "a.feature", ids: &ids)
        let second = parse("Feature: b\n  Scenario: s\n    Given y\n", uri: "b.feature", ids: &ids)
        XCTAssertEqual(first.document?.feature?.children.first?.scenario?.id, "1")
        XCTAssertEqual(second.document?.feature?.children.first?.scenario?.steps.first?.id, "2")
        XCTAssertEqual(second.document?.feature?.children.first?.scenario?.id, "3")
        XCTAssertEqual(second.document?.uri, "b.feature")
    }
}
