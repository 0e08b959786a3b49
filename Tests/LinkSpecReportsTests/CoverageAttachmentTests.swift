import Foundation
@testable import LinkSpecReports
import XCTest

/// The attachment's body is a JSON array of the distinct keys that Foundation's
/// reader reads back as written, and `keys(in:)` reads what Foundation reads.
final class CoverageAttachmentTests: XCTestCase {
    private let keySets: [[String]] = [
        [],
        ["showSomeScreen"],
        ["showChat", "showSomeScreen", "showChat", "showClinicalRecords"],
        ["with/slash", "plain"],
        ["appointments/{id:int}", "launchGame?{gameId?}", "webview?{url}", "//"],
        ["quote\"d", "back\\slash", "tab\there", "nul\u{0}", "café", "🙂"],
    ]

    func testBodyIsTheDistinctKeysInFirstSeenOrder() throws {
        for keys in keySets {
            var seen: Set<String> = []
            let distinct = keys.filter { seen.insert($0).inserted }
            let body = CoverageAttachment.body(for: keys)
            let decoded = try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String]
            XCTAssertEqual(decoded, distinct, body)
            XCTAssertEqual(CoverageAttachment.keys(in: body), distinct, body)
        }
    }

    func testKeysReadAsFoundationsDecoderReadsThem() throws {
        for body in [#"[ "a" ]"#, #"["a","é"]"#, #"["a\u0041"]"#, #"["a\/b","c/d"]"#, #"["a\\/b"]"#, #"["a\/"]"#,
                     "[\n\"x\"\n]"] {
            XCTAssertEqual(CoverageAttachment.keys(in: body),
                           try JSONDecoder().decode([String].self, from: Data(body.utf8)), body)
        }
    }

    func testOddBodiesAreNotKeys() {
        for body in ["", "[", "]", "[\"a\"", "[\"a\",]", "[,\"a\"]", "[\"a\"\"b\"]", "{}", "[1]", "[\"a\u{1}\"]",
                     #"["a\"]"#, #"["a\x"]"#, "[null]", "[[\"a\"]]"] {
            XCTAssertNil(CoverageAttachment.keys(in: body), body)
        }
    }
}
