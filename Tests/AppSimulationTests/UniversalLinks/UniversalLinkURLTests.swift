@testable import AppSimulation
import PlatformLinkRules
import XCTest

/// How a link is cut into the parts an AASA matches: on its delimiters,
/// percent-encoded as the OS holds a URL (escapes written kept as written), with
/// the host lowercased and without its user, password and port.
final class UniversalLinkURLTests: XCTestCase {
    private func parts(_ text: String) -> [String]? {
        UniversalLinkURL(text).map { [$0.host, $0.path, $0.query, $0.fragment] }
    }

    func testEachPartAsWrittenAndTheHostLowercased() {
        XCTAssertEqual(parts("https://Babylon.Example/Records/7?tab=a%20b#Top"), ["babylon.example", "/Records/7", "tab=a%20b", "Top"])
        XCTAssertEqual(parts("HTTP://babylon.example"), ["babylon.example", "/", "", ""])
        XCTAssertEqual(parts("https://babylon.example?x=1"), ["babylon.example", "/", "x=1", ""])
    }

    func testTheFragmentEndsTheQueryAndAQuestionMarkInTheFragmentStaysThere() {
        XCTAssertEqual(parts("https://a.example/p#f?not-a-query"), ["a.example", "/p", "", "f?not-a-query"])
        XCTAssertEqual(parts("https://a.example/p?q=1?2#f"), ["a.example", "/p", "q=1?2", "f"])
    }

    func testUserPasswordAndPortAreNotPartOfTheHost() {
        XCTAssertEqual(parts("https://user:secret@a.example:8443/p")?.first, "a.example")
        XCTAssertEqual(parts("https://[::1]/p")?.first, "[::1]")
        XCTAssertEqual(parts("https://[::1]:443/p")?.first, "[::1]")
    }

    func testTheAASAJudgesThePathTheRoutesSee() throws {
        // "?" + U+0301 is one Character: no delimiter for the link parser, so
        // none for the AASA either (the "?" stays in the path, encoded).
        for text in ["https://a.example/p?\u{301}x", "https://a.example/p/\u{301}q?r=1", "https://a.example/caf\u{E9}/\u{1F600}#f"] {
            let url = try XCTUnwrap(UniversalLinkURL(text))
            guard case .success(let link) = Link.parse(text) else { return XCTFail("the router cannot parse \(text)") }
            XCTAssertEqual(UniversalLinkURL.decoded(url.path), "/" + link.path.joined(separator: "/"), text)
        }
        XCTAssertEqual(parts("https://a.example/p?\u{301}x"), ["a.example", "/p%3F%CC%81x", "", ""])
    }

    /// Issue 24, item 2: a link written in Unicode is the same URL as its encoded
    /// form, and the OS matches the encoded one.
    func testALinkWrittenInUnicodeIsCutInItsPercentEncodedForm() {
        XCTAssertEqual(parts("https://example.com/wiki/\u{D2B9}\u{C218}:Search?q=\u{E9} x#\u{E0}"),
                       ["example.com", "/wiki/%ED%8A%B9%EC%88%98:Search", "q=%C3%A9%20x", "%C3%A0"])
        XCTAssertEqual(parts("https://example.com/wiki/%ed%8a%b9?a=%41"), ["example.com", "/wiki/%ed%8a%b9", "a=%41", ""],
                       "escapes stay as written")
        XCTAssertEqual(parts("https://example.com/a[1]|b\"c\"?x=<y>{z}^`#f#g"),
                       ["example.com", "/a%5B1%5D%7Cb%22c%22", "x=%3Cy%3E%7Bz%7D%5E%60", "f%23g"])
        XCTAssertEqual(UniversalLinkURL(host: "example.com", path: "/\u{C704}\u{D0A4}").path, "/%EC%9C%84%ED%82%A4")
    }

    func testOnlyWebURLsWithAHostAreUniversalLinks() {
        XCTAssertNil(UniversalLinkURL("babylon://records/7"))
        XCTAssertNil(UniversalLinkURL("https:/a.example/p"))
        XCTAssertNil(UniversalLinkURL("https:///p"))
        XCTAssertNil(UniversalLinkURL("https://user@/p"))
        XCTAssertNil(UniversalLinkURL("records/7"))
        XCTAssertNil(UniversalLinkURL("https:"))
    }
}
