import PlatformLinkRules
import XCTest

/// A link as an Android intent carries it to the filters.
final class AndroidLinkTests: XCTestCase {
    func testAWebLinkIsCanonicalisedAsABrowserHandsItOver() throws {
        let link = try XCTUnwrap(AndroidLink("HTTPS://user@Babylon.Example:8443?q=1#Top"))
        XCTAssertEqual(link.scheme, "https")
        XCTAssertEqual(link.host, "babylon.example")
        XCTAssertEqual(link.port, 8443)
        XCTAssertEqual(link.path, "/", "an empty path is /")
        XCTAssertEqual(link.query, "q=1")
        XCTAssertEqual(link.fragment, "Top")
        XCTAssertTrue(link.isWeb)
        XCTAssertEqual(link.description, "https://babylon.example:8443/?q=1#Top")
    }

    func testACustomSchemeKeepsItsHostAsWrittenAndAnOpaqueLinkHasNoHostOrPath() throws {
        let custom = try XCTUnwrap(AndroidLink("Babylon://Records/7"))
        XCTAssertEqual([custom.scheme, custom.host, custom.path], ["babylon", "Records", "/7"])
        XCTAssertFalse(custom.isWeb)
        let opaque = try XCTUnwrap(AndroidLink("babylon:records/7#x"))
        XCTAssertNil(opaque.host)
        XCTAssertNil(opaque.path)
        XCTAssertEqual(opaque.fragment, "x")
        XCTAssertNil(AndroidLink("/records/7"))
        XCTAssertNil(AndroidLink("1abc://x"))
    }

    /// Filters test the decoded path, query parameters and fragment (as `Uri.getPath()` gives them).
    func testFiltersTestTheDecodedParts() throws {
        let rule = UriRule(part: .path, pattern: try AndroidPattern(.literal, "/records/café"), location: FileLocation(file: "m"))
        XCTAssertTrue(rule.matches(try XCTUnwrap(AndroidLink("https://babylon.example/records/caf%C3%A9"))))
        let query = UriRule(part: .query, pattern: try AndroidPattern(.literal, "name=a b"), location: FileLocation(file: "m"))
        XCTAssertTrue(query.matches(try XCTUnwrap(AndroidLink("https://babylon.example/?x=1&name=a%20b"))))
        XCTAssertFalse(query.matches(try XCTUnwrap(AndroidLink("https://babylon.example/?name=a"))))
        let fragment = UriRule(part: .fragment, pattern: try AndroidPattern(.prefix, "top"), location: FileLocation(file: "m"))
        XCTAssertFalse(fragment.matches(try XCTUnwrap(AndroidLink("https://babylon.example/"))), "no fragment, no match")
    }
}
