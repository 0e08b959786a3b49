import Foundation
import XCTest
@testable import LinkSpecCLI
import Gherkin
import TestSupport

/// `linkspec gherkin`, `--i18n-languages` and `--i18n-keywords`, run in-process.
final class GherkinCommandTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("linkspec-gherkin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private func file(_ name: String, _ text: String) throws -> String {
        let url = scratch.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    private func envelopes(_ output: String) throws -> [[String: Any]] {
        try output.split(separator: "\n").map { line in
            try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    // MARK: Conformance

    /// The `source` messages of every good file of the shared suite, with the
    /// uri written as the suite's expected files have it.
    /// The `*.crlf.feature` files arrive with CRLF line ends, and their
    /// expected sources keep them.
    func testSourceMessagesMatchTheConformanceSuite() throws {
        let good = try SharedConformance.directory("gherkin/testdata/good")
        let features = try FileManager.default.contentsOfDirectory(atPath: good.path)
            .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".feature.md") }.sorted()
        XCTAssertGreaterThanOrEqual(features.count, 55)
        for name in features {
            let path = good.appendingPathComponent(name).path
            let result = runLinkSpec(["gherkin", "--no-ast", "--no-pickles", path])
            XCTAssertEqual(result.code, 0, name)
            let output = result.out.replacingOccurrences(of: "\"uri\":\"\(path)\"", with: "\"uri\":\"../testdata/good/\(name)\"")
            let expected = try String(contentsOf: good.appendingPathComponent(name + ".source.ndjson"), encoding: .utf8)
            let actualLines = try envelopes(output).map { NSDictionary(dictionary: $0) }
            let expectedLines = try envelopes(expected).map { NSDictionary(dictionary: $0) }
            XCTAssertEqual(actualLines, expectedLines, name)
        }
    }

    // MARK: Options and output

    func testSourceCarriesThePathAsGivenAndThePlainMediaType() throws {
        let path = try file("a.feature", "Feature: A\n")
        let result = runLinkSpec(["gherkin", "--no-ast", "--no-pickles", path])
        XCTAssertEqual(result.out, #"{"source":{"data":"Feature: A\n","mediaType":"text/x.cucumber.gherkin+plain","uri":"\#(path)"}}"# + "\n")
        XCTAssertEqual(result.code, 0)
    }

    func testMarkdownFilesGetTheMarkdownMediaType() throws {
        let path = try file("a.feature.md", "# Feature: A\n")
        let source = try envelopes(runLinkSpec(["gherkin", "--no-ast", "--no-pickles", path]).out).first?["source"] as? [String: Any]
        XCTAssertEqual(source?["mediaType"] as? String, "text/x.cucumber.gherkin+markdown")
    }

    func testNoSourceLeavesOutTheSource() throws {
        let path = try file("a.feature", "Feature: A\n")
        let result = runLinkSpec(["gherkin", "--no-source", path])
        XCTAssertFalse(result.out.contains("\"source\":{\"data\""))
        XCTAssertEqual(result.code, 0)
    }

    func testSourcesOfSeveralFilesComeInTheOrderGiven() throws {
        let first = try file("b.feature", "Feature: B\n")
        let second = try file("a.feature", "Feature: A\n")
        let output = runLinkSpec(["gherkin", "--no-ast", "--no-pickles", first, second]).out
        let uris = try envelopes(output).compactMap { ($0["source"] as? [String: Any])?["uri"] as? String }
        XCTAssertEqual(uris, [first, second])
    }

    func testInvalidUTF8IsReadWithReplacementCharacters() throws {
        let url = scratch.appendingPathComponent("bad.feature")
        try Data([0x46, 0xFF, 0x0A]).write(to: url)
        let result = runLinkSpec(["gherkin", "--no-ast", "--no-pickles", url.path])
        let source = try envelopes(result.out).first?["source"] as? [String: Any]
        XCTAssertEqual(source?["data"] as? String, "F\u{FFFD}\n")
    }

    // MARK: End to end with the engine

    private static let twoScenarios = """
    Feature: Links
      Scenario: chat
        When I open the app with "chat" deeplink
      Scenario: profile
        When I open the app with "profile" deeplink

    """

    func testEnvelopesComeInTheReferenceOrderSourceDocumentPickles() throws {
        let path = try file("a.feature", Self.twoScenarios)
        let result = runLinkSpec(["gherkin", path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(try envelopes(result.out).compactMap(\.keys.first),
                       ["source", "gherkinDocument", "pickle", "pickle"])
    }

    func testIdsRunOnAcrossFiles() throws {
        let first = try file("a.feature", Self.twoScenarios)
        let second = try file("b.feature", Self.twoScenarios)
        let output = runLinkSpec(["gherkin", "--no-source", "--no-ast", first, second]).out
        let ids = try envelopes(output).compactMap { ($0["pickle"] as? [String: Any])?["id"] as? String }
        XCTAssertEqual(ids.count, 4)
        XCTAssertEqual(Set(ids).count, 4, "ids are unique across files: \(ids)")
        let numbers = ids.compactMap(Int.init)
        XCTAssertEqual(numbers, numbers.sorted(), "ids increase: \(ids)")
    }

    func testAFileWithErrorsGivesParseErrorsInsteadOfItsDocumentAndExitCode1() throws {
        let good = try file("good.feature", Self.twoScenarios)
        let bad = try file("bad.feature", "Feature: Bad\n  Scenario: x\n    Given a\n  not gherkin here\n")
        let result = runLinkSpec(["gherkin", "--no-source", bad, good])
        XCTAssertEqual(result.code, 1)
        let messages = try envelopes(result.out)
        XCTAssertEqual(messages.compactMap(\.keys.first), ["parseError", "gherkinDocument", "pickle", "pickle"])
        let error = try XCTUnwrap(messages.first?["parseError"] as? [String: Any])
        let source = try XCTUnwrap(error["source"] as? [String: Any])
        XCTAssertEqual(source["uri"] as? String, bad)
        XCTAssertEqual((source["location"] as? [String: Any])?["line"] as? Int, 4)
        XCTAssertTrue((error["message"] as? String ?? "").hasPrefix("(4:3): expected: "), "\(error)")
    }

    func testADialectFileTeachesANewLanguage() throws {
        let dialects = try file("robot.json", """
        {"x-robot": {"name": "Robot", "native": "Robot", "feature": ["Program"],
          "rule": ["Law"], "background": ["Boot"], "scenario": ["Routine"],
          "scenarioOutline": ["Routine template"], "examples": ["Inputs"],
          "given": ["* ", "Input "], "when": ["* ", "Execute "], "then": ["* ", "Output "],
          "and": ["* ", "Also "], "but": ["* ", "Except "]}}
        """)
        let feature = try file("robot.feature", """
        # language: x-robot
        Program: Links
          Routine: the chat tab
            Execute I open the app with "chat" deeplink
            Output the "chat" tab is selected

        """)
        let without = runLinkSpec(["gherkin", "--no-source", feature])
        XCTAssertEqual(without.code, 1, "the language is unknown without the file")
        XCTAssertTrue(without.out.contains("Language not supported: x-robot"), without.out)
        let with = runLinkSpec(["gherkin", "--no-source", "--i18n-file", dialects, feature])
        XCTAssertEqual(with.code, 0, with.out + with.err)
        let pickles = try envelopes(with.out).compactMap { $0["pickle"] as? [String: Any] }
        XCTAssertEqual(pickles.first?["language"] as? String, "x-robot")
        let steps = pickles.first?["steps"] as? [[String: Any]]
        XCTAssertEqual(steps?.compactMap { $0["type"] as? String }, ["Action", "Outcome"])
    }

    func testADialectFileCanRedefineEnglish() throws {
        let dialects = try file("english.json", """
        {"en": {"name": "English", "native": "English", "feature": ["Capability"],
          "rule": ["Rule"], "background": ["Background"], "scenario": ["Case"],
          "scenarioOutline": ["Case Outline"], "examples": ["Examples"],
          "given": ["* ", "Given "], "when": ["* ", "When "], "then": ["* ", "Then "],
          "and": ["* ", "And "], "but": ["* ", "But "]}}
        """)
        let feature = try file("english.feature", "Capability: Links\n  Case: chat\n    When I open\n")
        let result = runLinkSpec(["gherkin", "--no-source", "--no-pickles", "--i18n-file", dialects, feature])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains(#""keyword":"Capability""#), result.out)
        let builtIn = runLinkSpec(["gherkin", "--no-source", "--no-pickles", feature])
        XCTAssertEqual(builtIn.code, 1, "the built-in English does not know 'Capability'")
    }

    func testEveryBuiltInLanguageParsesAFeatureWrittenInItsOwnKeywords() throws {
        for code in DialectTable.builtIn.codes {
            let dialect = try XCTUnwrap(DialectTable.builtIn[code])
            let given = try XCTUnwrap(dialect.given.first { $0 != "* " })
            let feature = try file("\(code).feature", """
            # language: \(code)
            \(dialect.feature[0]): x
              \(dialect.scenario[0]): y
                \(given)z

            """)
            let result = runLinkSpec(["gherkin", "--no-source", "--no-ast", feature])
            XCTAssertEqual(result.code, 0, "\(code): \(result.out)")
            let pickle = try envelopes(result.out).first?["pickle"] as? [String: Any]
            XCTAssertEqual(pickle?["language"] as? String, code)
            XCTAssertEqual((pickle?["steps"] as? [[String: Any]])?.first?["type"] as? String, "Context", code)
        }
    }

    // MARK: Usage errors

    func testMissingFileIsAUsageErrorNamingThePath() {
        let result = runLinkSpec(["gherkin", "no/such.feature"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "", "nothing is printed before the check")
        XCTAssertTrue(result.err.hasPrefix("linkspec: no/such.feature: No such file or directory\n"), result.err)
    }

    func testAMissingFileAfterAGoodOneStillPrintsNothing() throws {
        let good = try file("a.feature", "Feature: A\n")
        let result = runLinkSpec(["gherkin", good, "missing.feature"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.out, "")
    }

    func testADirectoryIsAUsageError() {
        let result = runLinkSpec(["gherkin", scratch.path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("\(scratch.path): is a directory"), result.err)
    }

    func testNoFilesIsAUsageError() {
        let result = runLinkSpec(["gherkin", "--no-source"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("no feature files given"), result.err)
    }

    func testUnknownOptionIsAUsageErrorWithAHint() {
        let result = runLinkSpec(["gherkin", "--no-sauce", "a.feature"])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: unknown option '--no-sauce' for 'linkspec gherkin'\nRun 'linkspec gherkin --help' for usage.\n")
    }

    func testHelpDescribesTheOptions() {
        let result = runLinkSpec(["gherkin", "--help"])
        XCTAssertEqual(result.code, 0)
        for option in ["--no-source", "--no-ast", "--no-pickles", "--i18n-file"] {
            XCTAssertTrue(result.out.contains(option), option)
        }
    }

    func testBrokenDialectFileIsAUsageErrorWithItsLocation() throws {
        let dialects = try file("dialects.json", "{\n  \"xx\": {\n    \"name\": 3\n  }\n}\n")
        let feature = try file("a.feature", "Feature: A\n")
        let result = runLinkSpec(["gherkin", "--i18n-file", dialects, feature])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(dialects):2:9: language 'xx': missing \"native\"\n")
                      || result.err.hasPrefix("linkspec: \(dialects):3:13: language 'xx': \"name\" must be a string, got a number\n"),
                      result.err)
        XCTAssertEqual(result.out, "")
    }

    func testMissingDialectFileIsAUsageError() throws {
        let feature = try file("a.feature", "Feature: A\n")
        let result = runLinkSpec(["gherkin", "--i18n-file", "nope.json", feature])
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "linkspec: nope.json:1:1: cannot read the dialect file: no such file\n")
    }

    // MARK: Listing dialects

    func testI18nLanguagesListsEveryLanguageWithItsNames() {
        let result = runLinkSpec(["--i18n-languages"])
        XCTAssertEqual(result.code, 0)
        let lines = result.out.split(separator: "\n")
        XCTAssertEqual(lines.count, 81, "a header and 80 languages")
        XCTAssertTrue(lines.contains { $0.hasPrefix("| ko ") && $0.contains("Korean") && $0.contains("한국어") })
        XCTAssertTrue(lines.contains { $0.hasPrefix("| em ") && $0.contains("Emoji") })
    }

    func testI18nKeywordsListsTheKeywordsOfALanguage() {
        let result = runLinkSpec(["--i18n-keywords", "fr"])
        XCTAssertEqual(result.code, 0)
        let lines = result.out.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 11)
        XCTAssertTrue(lines.contains { $0.hasPrefix("| feature ") && $0.contains(#""Fonctionnalité""#) }, result.out)
        XCTAssertTrue(lines.contains { $0.hasPrefix("| given ") && $0.contains(#""Soit ""#) }, result.out)
    }

    func testI18nKeywordsListsALanguageOfADialectFile() throws {
        let dialects = try file("robot.json", """
        {"x-robot": {"name": "Robot", "native": "Robot", "feature": ["Program"],
          "rule": ["Law"], "background": ["Boot"], "scenario": ["Routine"],
          "scenarioOutline": ["Routine template"], "examples": ["Inputs"],
          "given": ["* ", "Input "], "when": ["* ", "Execute "], "then": ["* ", "Output "],
          "and": ["* ", "Also "], "but": ["* ", "Except "]}}
        """)
        let result = runLinkSpec(["--i18n-file", dialects, "--i18n-keywords", "x-robot"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains(#""Program""#), result.out)
        let languages = runLinkSpec(["--i18n-languages", "--i18n-file", dialects])
        XCTAssertEqual(languages.out.split(separator: "\n").count, 82, "the header, 80 built-in languages and x-robot")
    }

    func testI18nKeywordsOfAnUnknownLanguageIsAUsageError() {
        let result = runLinkSpec(["--i18n-keywords", "xx-nope"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: unknown language 'xx-nope'\n"), result.err)
    }
}
