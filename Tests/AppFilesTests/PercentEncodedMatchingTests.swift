import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// The OS matches an AASA against the URL it holds, which is percent-encoded: a
/// link written in Unicode is the same URL as its encoded form, and a component
/// compares its pattern with the encoded parts, or with the decoded parts when it
/// says `"percentEncoded": false` (Apple's `applinks.Details.Components` page;
/// WWDC20 "What's new in universal links"). Issue 24, item 2.
final class PercentEncodedMatchingTests: XCTestCase {
    private let app = "ABCDE12345.com.example.app"

    private func verdict(_ components: String, _ url: String, file: StaticString = #filePath, line: UInt = #line) throws -> UniversalLinkVerdict {
        let json = #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [\#(components)]}]}}"#
        let association = try SiteAssociation.read(Array(json.utf8), host: "example.com", file: "aasa.json")
        XCTAssertEqual(association.problems, [], file: file, line: line)
        return association.verdict(for: try XCTUnwrap(UniversalLinkURL(url), file: file, line: line), appID: app)
    }

    private let excludingTheSpecialPages = #"{"/": "/wiki/%ED%8A%B9%EC%88%98*", "exclude": true}, {"/": "/wiki/*"}"#

    func testAnEncodedExclusionKeepsTheUnicodeFormOfTheLinkInTheBrowserToo() throws {
        for url in ["https://example.com/wiki/\u{D2B9}\u{C218}:Search", "https://example.com/wiki/%ED%8A%B9%EC%88%98:Search"] {
            let decided = try verdict(excludingTheSpecialPages, url)
            XCTAssertFalse(decided.opensApp, url)
            XCTAssertEqual(decided.reason, #"example.com AASA: component 1 "/wiki/%ED%8A%B9%EC%88%98*" excludes"#)
        }
        XCTAssertTrue(try verdict(excludingTheSpecialPages, "https://example.com/wiki/Seoul").opensApp)
    }

    func testAUnicodePatternNeedsPercentEncodedFalse() throws {
        for url in ["https://example.com/\u{C704}\u{D0A4}/x", "https://example.com/%EC%9C%84%ED%82%A4/x"] {
            XCTAssertTrue(try verdict(#"{"/": "/\#u{C704}\#u{D0A4}/*", "percentEncoded": false}"#, url).opensApp, url)
            XCTAssertFalse(try verdict(#"{"/": "/\#u{C704}\#u{D0A4}/*"}"#, url).opensApp, "\(url): the URL is encoded, the pattern is not")
        }
        XCTAssertTrue(try verdict(#"{"/": "/a b", "?": {"q": "\#u{E9} x"}, "percentEncoded": false}"#,
                                  "https://example.com/a%20b?q=%C3%A9%20x").opensApp)
    }

    func testTheAppStillRoutesTheDecodedText() throws {
        let fixture = try FixtureApp(self)
        try fixture.plant("App/example.com.aasa.json", replacing: #"{"/": "/items/*"}"#, with: excludingTheSpecialPages)
        try fixture.plant("app.json", replacing: #"{"pattern": "vault","#,
                          with: #"{"pattern": "wiki/{title}", "event": "showArticle", "present": "About"}, {"pattern": "vault","#)
        var app = SimulatedApp(map: try fixture.map())
        app.logIn(as: "tester")
        XCTAssertEqual(app.open("https://example.com/wiki/\u{D2B9}\u{C218}:Search"),
                       .openedInBrowser(reason: #"example.com AASA: component 1 "/wiki/%ED%8A%B9%EC%88%98*" excludes"#))
        XCTAssertEqual(app.open("https://example.com/wiki/%EC%84%9C%EC%9A%B8").description,
                       "routed: showArticle(title: \"\u{C11C}\u{C6B8}\")")
        XCTAssertEqual(app.open("https://example.com/wiki/\u{C11C}\u{C6B8}").description,
                       "routed: showArticle(title: \"\u{C11C}\u{C6B8}\")")
    }
}
