@testable import AppSimulation
import XCTest

/// How a link is cut into the parts an AASA matches: on its delimiters, as
/// written (percent escapes kept), with the host lowercased and without its
/// user, password and port.
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
        // none for the AASA either.
        for text in ["https://a.example/p?\u{301}x", "https://a.example/p/\u{301}q?r=1", "https://a.example/caf\u{E9}/\u{1F600}#f"] {
            let url = try XCTUnwrap(UniversalLinkURL(text))
            guard case .success(let link) = Link.parse(text) else { return XCTFail("the router cannot parse \(text)") }
            XCTAssertEqual(url.path.split(separator: "/").map(String.init), link.path, text)
        }
        XCTAssertEqual(parts("https://a.example/p?\u{301}x"), ["a.example", "/p?\u{301}x", "", ""])
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
