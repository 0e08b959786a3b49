import Foundation
import Gherkin
import LinkSpecJSON
import TestSupport
import XCTest

/// The built-in dialect table against Cucumber's `gherkin-languages.json`, and
/// reading dialect files of the same format (`--i18n-file`).
final class DialectTableTests: XCTestCase {
    private static var keywordFields: [(name: String, keywords: (Dialect) -> [String])] { [
        ("feature", \.feature), ("rule", \.rule), ("background", \.background),
        ("scenario", \.scenario), ("scenarioOutline", \.scenarioOutline), ("examples", \.examples),
        ("given", \.given), ("when", \.when), ("then", \.then), ("and", \.and), ("but", \.but),
    ] }

    private func sharedLanguagesFile() throws -> URL {
        try SharedConformance.directory("gherkin").appendingPathComponent("gherkin-languages.json")
    }

    func testEveryKeywordOfTheSharedFileIsBuiltIn() throws {
        let data = try Data(contentsOf: sharedLanguagesFile())
        let languages = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: [String: Any]])
        XCTAssertEqual(languages.count, 80)
        XCTAssertEqual(Set(DialectTable.builtIn.codes), Set(languages.keys), "the built-in table has other languages")
        var checked = 0
        for (code, entry) in languages {
            guard let dialect = DialectTable.builtIn[code] else {
                XCTFail("language '\(code)' is missing from the built-in table")
                continue
            }
            XCTAssertEqual(dialect.code, code)
            XCTAssertEqual(dialect.name, entry["name"] as? String, "name of \(code)")
            XCTAssertEqual(dialect.native, entry["native"] as? String, "native of \(code)")
            for field in Self.keywordFields {
                let expected = entry[field.name] as? [String]
                XCTAssertEqual(field.keywords(dialect), expected, "\(field.name) of \(code)")
                checked += expected?.count ?? 0
            }
        }
        XCTAssertGreaterThan(checked, 1000, "too few keywords compared")
    }

    func testReadingTheSharedFileGivesTheBuiltInTable() throws {
        let table = try DialectTable(path: sharedLanguagesFile().path, over: DialectTable([]))
        XCTAssertEqual(table.dialects, DialectTable.builtIn.dialects)
    }

    func testEnglishIsTheBuiltInEnglish() {
        XCTAssertEqual(DialectTable.builtIn["en"], Dialect.english)
        XCTAssertEqual(Dialect.english.given, ["* ", "Given "])
    }

    func testAFileAddsALanguageOverTheBuiltIns() throws {
        let table = try DialectTable(json: Array(Self.pirate.utf8))
        let pirate = try XCTUnwrap(table["en-pirate-ish"])
        XCTAssertEqual(pirate.feature, ["Voyage"])
        XCTAssertEqual(pirate.when, ["* ", "Blimey! "])
        XCTAssertEqual(table["fr"], DialectTable.builtIn["fr"], "built-in languages stay")
        XCTAssertEqual(table.dialects.count, DialectTable.builtIn.dialects.count + 1)
    }

    func testAFileReplacesABuiltInLanguageWhole() throws {
        let json = Self.pirate.replacingOccurrences(of: "en-pirate-ish", with: "en")
        let table = try DialectTable(json: Array(json.utf8))
        XCTAssertEqual(table["en"]?.feature, ["Voyage"])
        XCTAssertEqual(table["en"]?.name, "Pirate-ish")
    }

    func testEscapesInKeywordsAreDecoded() throws {
        let json = Self.pirate.replacingOccurrences(of: "\"Voyage\"", with: #""Voy\u00e2ge \ud83e\udd52 \"q\"""#)
        let table = try DialectTable(json: Array(json.utf8))
        XCTAssertEqual(table["en-pirate-ish"]?.feature, ["Voyâge 🥒 \"q\""])
    }

    func testMissingFieldIsReportedAtTheLanguage() {
        let json = Self.pirate.replacingOccurrences(of: #""but": ["* ", "Avast! "],"#, with: "")
        assertDialectError(json, line: 2, column: 20, message: "language 'en-pirate-ish': missing \"but\"")
    }

    func testWrongTypeIsReportedAtTheValue() {
        let json = Self.pirate.replacingOccurrences(of: #""rule": ["Rule"]"#, with: #""rule": "Rule""#)
        assertDialectError(json, line: 8, column: 13,
                           message: "language 'en-pirate-ish': \"rule\" must be a list of keywords, got a string")
    }

    func testEmptyKeywordIsRejected() {
        let json = Self.pirate.replacingOccurrences(of: #""rule": ["Rule"]"#, with: #""rule": ["Rule", " "]"#)
        assertDialectError(json, line: 8, column: 22, message: "language 'en-pirate-ish': a keyword in \"rule\" is empty")
    }

    func testSyntaxErrorCarriesLineAndColumn() {
        let json = Self.pirate.replacingOccurrences(of: #""name": "Pirate-ish","#, with: #""name": "Pirate-ish""#)
        assertDialectError(json, line: 5, column: 5, message: "expected ',' or '}'")
    }

    func testColumnsCountUnicodeScalars() {
        assertDialectError("{\"é🥒\": 1 x}", line: 1, column: 10, message: "expected ',' or '}'")
    }

    func testTopLevelMustBeAnObject() {
        assertDialectError("  [1]", line: 1, column: 3, message: "expected an object of languages by code, got an array")
    }

    func testGarbageAndTruncationAreErrorsNotCrashes() {
        let samples: [[UInt8]] = [[], [0xFF, 0xFE, 0x00], Array("{\"a\": [\"".utf8), Array("{\"a\":\"\\u12".utf8),
                                  Array(repeating: UInt8(ascii: "["), count: 100_000), Array("{\"a\" 1}".utf8)]
        for bytes in samples {
            XCTAssertThrowsError(try DialectTable(json: bytes)) { error in
                XCTAssertTrue(error is JSONFileError, "\(error)")
            }
        }
    }

    func testMissingFileNamesThePath() {
        XCTAssertThrowsError(try DialectTable(path: "/nonexistent/dialects.json")) { error in
            XCTAssertEqual((error as? JSONFileError)?.description,
                           "/nonexistent/dialects.json:1:1: cannot read the dialect file: no such file")
        }
    }

    private func assertDialectError(_ json: String, line: Int, column: Int, message: String,
                                    file: StaticString = #filePath, sourceLine: UInt = #line) {
        XCTAssertThrowsError(try DialectTable(json: Array(json.utf8), path: "my.json"), file: file, line: sourceLine) { error in
            XCTAssertEqual(error as? JSONFileError,
                           JSONFileError(path: "my.json", line: line, column: column, message: message),
                           file: file, line: sourceLine)
        }
    }

    private static let pirate = """
    {
      "en-pirate-ish": {
        "and": ["* ", "Aye "],
        "name": "Pirate-ish",
        "native": "Pirate",
        "background": ["Yo-ho-ho"],
        "but": ["* ", "Avast! "],
        "rule": ["Rule"],
        "examples": ["Dead men tell no tales"],
        "feature": ["Voyage"],
        "given": ["* ", "Gangway! "],
        "scenario": ["Heave to"],
        "scenarioOutline": ["Shiver me timbers"],
        "then": ["* ", "Let go and haul "],
        "when": ["* ", "Blimey! "]
      }
    }
    """
}
