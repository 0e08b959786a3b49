@testable import AppSimulation
import LinkSpecPlatform
import PlatformLinkRules
import TestSupport
import XCTest

/// The byte-level link parser against the `Character`-based one it replaced
/// (`ReferenceLinkParser`): the same links, the same parts, the same errors,
/// word for word.
final class LinkParserEquivalenceTests: XCTestCase {
    /// Each a case the byte-level rewrite could get wrong.
    static let trickyLinks: [String] = [
        // plain, uppercase schemes, schemes that are not schemes
        "babylon://somescreen/42", "BABYLON://SomeScreen/42", "Https://Babylon.Example/x", "somescreen/42",
        "a+b-c.d://x", "1abc://x", "-x://y", "://x", ":", "x:", "x:y", "x:/y", "x:y:z", "é://x", "ab é://x",
        "somescreen:42", "c://", "c:///", "c:////a//b///",
        // empty parts
        "/", "//", "///", "?", "#", "&", "=", "?&&=&", "x://h?", "x://h?&", "x://h?=", "x://h?a=&=b&c",
        "x://h/?#", "x:?a=1", "x://?a", "x://#frag", "#only", "a#b#c", "x://h/p#f?a=1", "x://h/p?a=1#f&b=2",
        // percent escapes, valid and not
        "x://h/a%20b", "x://h/a%2Fb/c", "x://h/%2F%2f", "x://h/%", "x://h/%2", "x://h/%zz", "x://h/%%41",
        "x://h/a%2", "x://h/%C3%A9", "x://h/%c3%a9", "x://h/%C3", "x://h/%FF", "x://h/%C0%AF", "x://h/%ED%A0%80",
        "x://h/%F4%90%80%80", "x://h/%00", "x://h/%E2%82%AC", "x://%41%42/p", "x://%ZZ/p", "x://h?%=1", "x://h?a=%",
        "x://h?a%3D1=2", "x://h?a=%26&b", "x://h?%C3=x", "x://h?a=b%", "x://h%/p",
        // authority: user info, ports, IPv6
        "x://user@host/p", "x://user:pw@host:80/p", "x://a@b@c/p", "x://@/p", "x://host:/p", "x://:80/p",
        "x://[::1]/p", "x://[::1]:8080/p", "x://[::1/p", "x://u@[fe80::1%25en0]:1/p", "x://[a]b]/p", "x://h[1]/p",
        "https://babylon.example@evil.example/x", "https://evil.example\\@babylon.example/x",
        "x://h\\p", "x://\\", "x:\\\\h/p", "x:/\\h/p", "x://h/p\\q", "x://h?a=\\", "x://a?b\\c", "x://h:80\\",
        // control characters and their offsets in scalars
        " x://h", "x://h /p", "x://h/p\t", "x://h/\u{7F}", "é\u{1}", "😀x\n", "x://h/é\u{0}", "\r\n", "a\u{1F}",
        // non-ASCII, and delimiters glued to a neighbour in one grapheme cluster
        "x://hé/pé?qé=vé", "x://h/😀/👨‍👩‍👧", "x://h/a/\u{301}b", "x://h/a\u{301}/b", "x:/\u{301}/h/p",
        "x:\u{301}//h/p", "x\u{301}://h", "x://h?a=\u{301}1&b=2", "x://h?a&\u{301}b=1", "x://h?a\u{301}=1",
        "x://h#\u{301}/a", "x://h/\u{600}/a", "\u{600}x://h", "x\u{600}://h", "x://h\u{600}?a=1", "x://u\u{600}@h/p",
        "x://u@\u{301}h/p", "x://[\u{301}::1]/p", "x://[::1]\u{301}/p", "x://h:\u{301}80/p", "x://h\\\u{301}p",
        "x://h/\u{200D}/a", "x://h/a/\u{903}b", "x://h/\u{1F1FA}\u{1F1F8}/a", "x://h/\u{212A}/\u{37E}",
        "x://h/e\u{301}/\u{E9}", "x:\u{1100}\u{1161}//h", "x://h/\u{0915}\u{094D}/\u{0937}", "x://h/%CC%81/a",
        "x://h/a\u{FE0F}/b", "x://h/\u{E0100}/b", "x://h?\u{301}", "x://h/\u{301}", "\u{301}", "\u{301}://h",
    ]

    func testTrickyLinksParseAsBefore() {
        for text in Self.trickyLinks {
            assertSameParse(text)
        }
    }

    func testRandomLinksParseAsBefore() {
        var random = SeededGenerator(seed: 88)
        let pieces = [
            "x", "é", "e\u{301}", "\u{301}", "\u{600}", "\u{200D}", "\u{903}", "😀", "\u{1F1FA}", "\u{212A}", "A",
            ":", "/", "//", "?", "#", "&", "=", "@", "[", "]", "\\", "%", "%2F", "%C3%A9", "%C3", "%zz", "1", "-",
            "+", ".", "babylon", "https", "://", " ",
        ]
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            assertSameParse(text)
        }
    }

    func testLongLinksAreRejectedAtTheSameLength() {
        assertSameParse("x://h/" + String(repeating: "a", count: 8186))
        assertSameParse("x://h/" + String(repeating: "a", count: 8187))
        assertSameParse("x://h/" + String(repeating: "é", count: 4094))
    }

    /// Pinned outright, not only against the reference: a `/` with a combining
    /// accent is one `Character`, so it does not split the path.
    func testAGluedDelimiterDoesNotSplit() throws {
        let link = try Link.parse("x://h/a/\u{301}b/c").get()
        XCTAssertEqual(link.path, ["a/\u{301}b", "c"])
        let split = try Link.parse("x://h/a/b%2Fc").get()
        XCTAssertEqual(split.path, ["a", "b/c"])
        XCTAssertEqual(Link.parse("é x").map(\.path), .failure(LinkError("character U+20 at offset 1 must be percent-encoded")))
    }

    private func assertSameParse(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        let fast = Link.parse(text)
        let reference = ReferenceLinkParser.parse(text)
        XCTAssertEqual(fast, reference, "\(text.debugDescription)", file: file, line: line)
        if case .success(let fastLink) = fast, case .success(let referenceLink) = reference {
            // `==` compares the parts' texts by canonical equivalence; the bytes must match too.
            XCTAssertEqual(bytes(of: fastLink), bytes(of: referenceLink), "\(text.debugDescription)", file: file, line: line)
        }
    }

    private func bytes(of link: Link) -> [[UInt8]] {
        [Array((link.scheme ?? "<nil>").utf8), Array((link.host ?? "<nil>").utf8)]
            + link.path.map { Array($0.utf8) } + link.query.flatMap { [Array($0.name.utf8), Array($0.value.utf8)] }
    }
}
