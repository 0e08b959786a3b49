import Foundation
import LinkSpecRunner
import LinkSpecSteps
import TestSupport
import XCTest
@testable import LinkSpecCLI

/// `linkspec steps`: the catalog of phrases, as text and as the JSON the
/// README documents for tools, and with feature paths where each is used.
final class StepsCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-steps-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func catalogJSON(_ arguments: [String] = []) throws -> [String: Any] {
        let result = runLinkSpec(["steps", "--format", "json"] + arguments)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasSuffix("}\n"))
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
    }

    /// Every standard phrase once, with its keyword, parameter types, a doc,
    /// and a `Steps/...swift:LINE` that holds the phrase, read back from the
    /// Swift file.
    func testTheJSONListsEveryStandardPhraseOnceWithItsDocAndTheSwiftLineThatDefinesIt() throws {
        let phrases = try XCTUnwrap(try catalogJSON()["phrases"] as? [[String: Any]])
        let library = StandardSteps.library()
        XCTAssertEqual(phrases.count, library.steps.count)
        for step in library.steps {
            let expression = step.pattern.source
            let matching = phrases.filter { $0["expression"] as? String == expression && $0["keyword"] as? String == step.keyword.rawValue }
            XCTAssertEqual(matching.count, 1, "\(step.keyword.rawValue) \(expression)")
            guard let phrase = matching.first else { continue }
            XCTAssertEqual(phrase["patternType"] as? String, "CUCUMBER_EXPRESSION")
            let parameters = expression.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
                .map { String($0.prefix { $0 != "}" }) }
            XCTAssertEqual(phrase["parameterTypes"] as? [String], parameters, expression)
            let doc = try XCTUnwrap(phrase["doc"] as? String, expression)
            XCTAssertFalse(doc.trimmingCharacters(in: .whitespaces).isEmpty, expression)
            XCTAssertFalse(doc.contains("\n"), "a doc is one line: \(expression)")

            let location = try XCTUnwrap(phrase["location"] as? [String: Any])
            let uri = try XCTUnwrap(location["uri"] as? String)
            let line = try XCTUnwrap(location["line"] as? Int)
            XCTAssertTrue(uri.hasPrefix("Steps/") || uri.contains("/Steps/"), uri)
            XCTAssertTrue(uri.hasSuffix(".swift"), uri)
            let file = uri.hasPrefix("/") ? URL(fileURLWithPath: uri)
                : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(uri)
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            XCTAssertTrue(lines.indices.contains(line - 1) && lines[line - 1].contains("\"\(expression)\""),
                          "\(uri):\(line) should define \(expression)")
        }
    }

    func testWithFeaturePathsEachPhraseSaysWhereItIsUsedAndUndefinedStepsGetTheClosestPhrases() throws {
        try Data("""
            Feature: usage
              Background:
                Given the app is launched

              Scenario: one
                When I open the app with "chat" deeplink
                Then the "chat" tab is selected

              Scenario: two
                When I open the app with "chat" deeplinks
            """.utf8).write(to: folder.appendingPathComponent("usage.feature"))
        let json = try catalogJSON([folder.path])
        XCTAssertEqual(json["stepCount"] as? Int, 5)
        let phrases = try XCTUnwrap(json["phrases"] as? [[String: Any]])
        func phrase(_ keyword: String, _ expression: String) throws -> [String: Any] {
            try XCTUnwrap(phrases.first { $0["keyword"] as? String == keyword && $0["expression"] as? String == expression })
        }
        let launched = try phrase("Given", "the app is launched")
        XCTAssertEqual(launched["useCount"] as? Int, 2, "the Background runs in both scenarios")
        let uses = try XCTUnwrap(launched["uses"] as? [[String: Any]])
        XCTAssertEqual(uses.count, 1)
        XCTAssertEqual(uses.first?["count"] as? Int, 2)
        XCTAssertEqual(uses.first?["keyword"] as? String, "Given ")
        XCTAssertEqual((uses.first?["location"] as? [String: Any])?["line"] as? Int, 3)
        XCTAssertEqual(try phrase("Then", "the {string} tab is selected")["useCount"] as? Int, 1)
        XCTAssertEqual(try phrase("Given", "the {string} tab is selected")["useCount"] as? Int, 0)
        XCTAssertEqual(try phrase("Given", "the {string} tab is selected")["uses"] as? [Any] as? [String], [])

        let undefined = try XCTUnwrap(json["undefined"] as? [[String: Any]])
        XCTAssertEqual(undefined.count, 1)
        XCTAssertEqual(undefined.first?["text"] as? String, "I open the app with \"chat\" deeplinks")
        let proposed = try XCTUnwrap(undefined.first?["didYouMean"] as? [[String: Any]])
        XCTAssertEqual(proposed.first?["expression"] as? String, "I open the app with {string} deeplink")
        XCTAssertEqual(json["ambiguous"] as? [Any] as? [String], [])
    }

    /// Names without quotes are read against the app map found from the
    /// feature paths, as a run reads them; without one they bind nothing.
    func testNamesWithoutQuotesAreTheAppMapsOfTheFeaturePaths() throws {
        let handbook = SharedConformance.repositoryRoot.appendingPathComponent("Features/handbook").path
        let json = try catalogJSON([handbook])
        XCTAssertEqual(json["undefined"] as? [Any] as? [String], [])
        let phrases = try XCTUnwrap(json["phrases"] as? [[String: Any]])
        let unquoted = try XCTUnwrap(phrases.first { $0["keyword"] as? String == "Then"
            && $0["expression"] as? String == "the {screen name} screen is displayed" })
        XCTAssertEqual(unquoted["useCount"] as? Int, 2, "Some Screen and Chat")
        XCTAssertEqual(unquoted["parameterTypes"] as? [String], ["screen name"])

        try Data("Feature: f\n  Scenario: s\n    Then the Some Screen screen is displayed\n".utf8)
            .write(to: folder.appendingPathComponent("no_app.feature"))
        let withoutApp = try catalogJSON([folder.path])
        XCTAssertEqual((withoutApp["undefined"] as? [[String: Any]])?.map { $0["text"] as? String }, ["the Some Screen screen is displayed"])
    }

    func testTheTextListsUsesUnusedPhrasesAndUndefinedSteps() throws {
        try Data("""
            Feature: usage
              Scenario: one
                Given the app is launched
                Then the "Login" screen is shown
            """.utf8).write(to: folder.appendingPathComponent("usage.feature"))
        let result = runLinkSpec(["steps", folder.path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("Given the app is launched"), result.out)
        XCTAssertTrue(result.out.contains("    Launches the app: running, in the foreground, logged out.\n    1 use:\n"), result.out)
        XCTAssertTrue(result.out.contains("\nUnused phrases:\n  Given the app is not running"), result.out)
        XCTAssertTrue(result.out.contains("\nUndefined steps:\n  Then the \"Login\" screen is shown"), result.out)
        XCTAssertTrue(result.out.contains("did you mean: Then the {string} screen is displayed\n"), result.out)
    }

    func testABrokenFeatureFileOrABadFormatIsAUsageError() throws {
        try Data("Feature: broken\n  Scenario: x\n    Given ok\nFeature: again\n".utf8).write(to: folder.appendingPathComponent("broken.feature"))
        let broken = runLinkSpec(["steps", folder.path])
        XCTAssertEqual(broken.code, 2)
        XCTAssertTrue(broken.err.contains("broken.feature:4:"), broken.err)
        XCTAssertEqual(runLinkSpec(["steps", "--format", "xml"]).code, 2)
    }
}
