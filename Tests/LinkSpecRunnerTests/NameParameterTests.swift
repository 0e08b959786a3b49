import CucumberMessages
import Expressions
import Foundation
import Gherkin
import XCTest
@testable import LinkSpecRunner

/// Types of names (`parameterType(_:namesOf:)`): a library knows no names
/// until a run names it for its app (`naming(_:)`); then exactly those names
/// bind, as written, and "did you mean" fills the closest one in.
final class NameParameterTests: XCTestCase {
    private static let screen = ParameterRole("screen")

    private let library: StepLibrary<Counter> = {
        var library = StepLibrary<Counter>()
        library.parameterType("screen name", namesOf: NameParameterTests.screen)
        library.then("the {string} screen is displayed") { (_: Counter, _: String) in }
        library.then("the {screen name} screen is displayed") { (_: Counter, _: String) in }
        return library
    }()

    private let vocabulary = StepVocabulary([NameParameterTests.screen: ["Home", "Some Screen", "Settings"]])

    func testANameBindsOnlyOnceTheLibraryIsNamedAndOnlyThePhraseWithoutQuotes() throws {
        let unnamed = try StepCatalog(library)
        XCTAssertEqual(unnamed.bindings(of: "the Some Screen screen is displayed", kind: .outcome).map(\.phrase), [])
        let named = try StepCatalog(library.naming(vocabulary))
        XCTAssertEqual(named.bindings(of: "the Some Screen screen is displayed", kind: .outcome).map(\.phrase), [1])
        XCTAssertEqual(named.bindings(of: "the \"Some Screen\" screen is displayed", kind: .outcome).map(\.phrase), [0])
        XCTAssertEqual(named.bindings(of: "the Some Scren screen is displayed", kind: .outcome).map(\.phrase), [])
        XCTAssertEqual(named.bindings(of: "the some screen screen is displayed", kind: .outcome).map(\.phrase), [],
                       "names are written as the app map writes them")
        let argument = try XCTUnwrap(named.bindings(of: "the Some Screen screen is displayed", kind: .outcome).first?.arguments.first)
        XCTAssertEqual(argument.value, "Some Screen")
        XCTAssertEqual(named.phrases[1].parameterTypes, ["screen name"])
    }

    func testTheStepReceivesTheNameAsWritten() throws {
        let seen = SeenNames()
        var library = StepLibrary<Counter>()
        library.parameterType("screen name", namesOf: Self.screen)
        library.then("the {screen name} screen is displayed") { (_: Counter, name: String) in seen.add(name) }
        let runner = try ScenarioRunner(library: library.naming(vocabulary)) { Counter() }
        let observer = RecordingObserver()
        _ = runner.run(try pickles("Feature: f\n  Scenario: s\n    Then the Some Screen screen is displayed\n"), observer: observer)
        XCTAssertEqual(observer.records.first?.status, .passed)
        XCTAssertEqual(seen.names, ["Some Screen"])
    }

    func testDidYouMeanFillsInTheClosestNameAndLeavesQuotedTextToTheQuotedPhrase() {
        let ranking = PhraseRanking(library.naming(vocabulary))
        XCTAssertEqual(ranking.closest(to: "the Some Scren screen is displayed", kind: .outcome).map(\.text),
                       ["Then the Some Screen screen is displayed", "Then the {string} screen is displayed"])
        XCTAssertEqual(ranking.closest(to: "the \"Some Screen\" screen is shown", kind: .outcome).map(\.text),
                       ["Then the {string} screen is displayed"])
        XCTAssertEqual(ranking.closest(to: "the Bananas screen is displayed", kind: .outcome).first?.text,
                       "Then the {screen name} screen is displayed", "no name is close: the phrase as written")
        var unquotedOnly = StepLibrary<Counter>()
        unquotedOnly.parameterType("screen name", namesOf: Self.screen)
        unquotedOnly.then("the {screen name} screen is displayed") { (_: Counter, _: String) in }
        XCTAssertEqual(PhraseRanking(unquotedOnly.naming(vocabulary)).closest(to: "the \"Some Screen\" screen is displayed", kind: .outcome)
                        .map(\.text), ["Then the {screen name} screen is displayed"], "a quoted text is not a name to fill in")
    }

    private func pickles(_ text: String) throws -> [Pickle] {
        let source = Source(uri: "f.feature", data: text, mediaType: .plain)
        var ids = IdGenerator()
        let parsed = GherkinParser.parse(source, ids: &ids)
        let document = try XCTUnwrap(parsed.document)
        return PickleCompiler.compile(document, source: source, ids: &ids)
    }
}

private final class SeenNames: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [String] = []
    var names: [String] { lock.withLock { seen } }
    func add(_ name: String) { lock.withLock { seen.append(name) } }
}
