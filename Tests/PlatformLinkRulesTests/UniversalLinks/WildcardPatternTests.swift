import PlatformLinkRules
import XCTest

/// `*`, `?` and `$(name)` as Apple documents them, matched against whole texts.
final class WildcardPatternTests: XCTestCase {
    private func pattern(_ source: String, _ variables: [String: [String]] = [:]) throws -> WildcardPattern {
        try WildcardPattern.parse(source, variables: SubstitutionVariables(custom: variables)).get()
    }

    func testStarMatchesAnyRunAndQuestionMarkExactlyOneCharacter() throws {
        let star = try pattern("/a/*/b")
        XCTAssertTrue(star.matches("/a//b"))
        XCTAssertTrue(star.matches("/a/x/y/b"))
        XCTAssertFalse(star.matches("/a/x/y/c"))
        let one = try pattern("/????")
        XCTAssertTrue(one.matches("/1234"))
        XCTAssertTrue(one.matches("/ééé€"), "a character, not a byte")
        XCTAssertFalse(one.matches("/123"))
        XCTAssertFalse(one.matches("/12345"))
        let atLeastOne = try pattern("?*")
        XCTAssertFalse(atLeastOne.matches(""))
        XCTAssertTrue(atLeastOne.matches("x"))
    }

    func testEverythingElseIsLiteralAndCaseCanBeIgnored() throws {
        let literal = try pattern("/Help.html")
        XCTAssertTrue(literal.matches("/Help.html"))
        XCTAssertFalse(literal.matches("/help.html"))
        XCTAssertFalse(literal.matches("/Help_html"))
        XCTAssertTrue(literal.matches("/HELP.HTML", caseSensitive: false))
    }

    func testVariablesExpandToAnyOfTheirValuesWhichMayHoldWildcards() throws {
        let p = try pattern("/$(shop)/$(digit)$(digit)", ["shop": ["food", "drink*"]])
        XCTAssertTrue(p.matches("/food/42"))
        XCTAssertTrue(p.matches("/drinks/07"))
        XCTAssertFalse(p.matches("/toys/42"))
        XCTAssertFalse(p.matches("/food/4"))
        XCTAssertFalse(p.matches("/food/4a"))
    }

    func testAFilesOwnVariableHidesAPredefinedOne() throws {
        XCTAssertTrue(try pattern("$(digit)").matches("7"))
        XCTAssertTrue(try pattern("$(digit)", ["digit": ["seven"]]).matches("seven"))
    }

    func testUnknownAndUnterminatedVariablesAreErrors() {
        guard case .failure(let unknown) = WildcardPattern.parse("/$(regoin)", variables: SubstitutionVariables()) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(unknown.message, "'/$(regoin)': unknown substitution variable $(regoin) (did you mean 'region'?)")
        guard case .failure(let open) = WildcardPattern.parse("/$(lang", variables: SubstitutionVariables()) else {
            return XCTFail("expected an error")
        }
        XCTAssertEqual(open.message, "'/$(lang': '$(' without a closing ')'")
    }

    /// Many stars against a long text that almost matches: a backtracking matcher
    /// would take exponential time here.
    /// A variable of thousands of values used thousands of times stands for
    /// hundreds of millions of characters: an error, quickly, not an automaton.
    func testAPatternTooLargeWithItsVariablesIsAnError() throws {
        let variables = SubstitutionVariables(custom: ["v": Array(repeating: "?", count: 20_000)])
        guard case .failure(let error) = WildcardPattern.parse(String(repeating: "$(v)", count: 10_000), variables: variables) else {
            return XCTFail("compiled")
        }
        XCTAssertTrue(error.message.contains("too large"), error.message)
        // A real file's variables, however many, are far from the bound.
        XCTAssertTrue(try pattern("/$(v)/$(v)", ["v": (0..<1_000).map(String.init)]).matches("/7/999"))
    }

    func testManyStarsNeverBacktrack() throws {
        let p = try pattern(String(repeating: "*a", count: 40) + "b")
        XCTAssertFalse(p.matches(String(repeating: "a", count: 4_000)))
        XCTAssertTrue(p.matches(String(repeating: "a", count: 4_000) + "b"))
    }
}
