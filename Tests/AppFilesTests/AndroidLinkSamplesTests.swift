import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// The sample paths `linkspec check` tries for an intent filter's path rule:
/// each is one the rule matches.
final class AndroidLinkSamplesTests: XCTestCase {
    private func paths(_ kind: AndroidPattern.Kind, _ text: String) throws -> [String] {
        LinkSamples.paths(for: try AndroidPattern(kind, text))
    }

    func testEachKindOfRuleGivesPathsItMatches() throws {
        XCTAssertEqual(try paths(.literal, "/about"), ["/about"])
        XCTAssertEqual(try paths(.prefix, "/items/"), ["/items/", "/items/1", "/items//1", "/items//a"])
        XCTAssertEqual(try paths(.suffix, ".pdf"), ["/.pdf", "/a.pdf", "/a/.pdf"])
        XCTAssertEqual(try paths(.simpleGlob, "/items/.*"), ["/items/", "/items/1", "/items/a", "/items/a/1"])
        XCTAssertEqual(try paths(.advancedGlob, "/items/[0-9]+"), ["/items/1", "/items/11"])
        XCTAssertEqual(try paths(.advancedGlob, "/[^/]{2}"), ["/11", "/aa", "/AA", "/--", "/__"])
        XCTAssertEqual(try paths(.literal, "about"), [], "a rule without its leading / matches no path")
    }
}
