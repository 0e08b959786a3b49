import Foundation
import XCTest
@testable import LinkSpecRunner

/// The attachment's direct path must write what Foundation's JSON encoder
/// writes and read back what it reads.
final class CoverageAttachmentTests: XCTestCase {
    private let keySets: [[String]] = [
        [],
        ["showSomeScreen"],
        ["showChat", "showSomeScreen", "showChat", "showClinicalRecords"],
        ["with/slash", "plain"],
        ["appointments/{id:int}", "launchGame?{gameId?}", "webview?{url}", "//"],
        ["quote\"d", "back\\slash", "tab\there", "nul\u{0}", "café", "🙂"],
    ]

    func testBodyIsWhatFoundationsEncoderWrites() throws {
        for keys in keySets {
            var seen: Set<String> = []
            let distinct = keys.filter { seen.insert($0).inserted }
            let expected = String(decoding: try JSONEncoder().encode(distinct), as: UTF8.self)
            XCTAssertEqual(CoverageAttachment.body(for: keys), expected, "\(keys)")
        }
    }

    func testKeysReadBackAsFoundationsDecoderReadsThem() throws {
        for keys in keySets {
            let body = CoverageAttachment.body(for: keys)
            let expected = try JSONDecoder().decode([String].self, from: Data(body.utf8))
            XCTAssertEqual(CoverageAttachment.keys(in: body), expected, body)
        }
        for body in [#"[ "a" ]"#, #"["a","é"]"#, #"["a\u0041"]"#, #"["a\/b","c/d"]"#, #"["a\\/b"]"#, #"["a\/"]"#] {
            XCTAssertEqual(CoverageAttachment.keys(in: body),
                           try JSONDecoder().decode([String].self, from: Data(body.utf8)), body)
        }
    }

    func testOddBodiesAreJudgedAsFoundationsDecoderJudgesThem() {
        for body in ["", "[", "]", "[\"a\"", "[\"a\",]", "[,\"a\"]", "[\"a\"\"b\"]", "{}", "[1]", "[\"a\u{1}\"]", #"["a\"]"#, #"["a\x"]"#] {
            XCTAssertEqual(CoverageAttachment.keys(in: body),
                           try? JSONDecoder().decode([String].self, from: Data(body.utf8)), body)
        }
        XCTAssertNil(CoverageAttachment.keys(in: "{}"))
    }
}
