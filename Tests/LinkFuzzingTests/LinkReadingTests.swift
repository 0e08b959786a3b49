@testable import LinkFuzzing
import XCTest

/// The fuzzer reads links by itself, the way browsers and Babylon do, so that its
/// invariants do not trust the router they check.
final class LinkReadingTests: XCTestCase {
    func testAWebViewURLIsReadAsABrowserReadsIt() {
        let cases: [(String, String?)] = [
            ("https://good.example/x", "good.example"),
            ("HTTPS://GOOD.EXAMPLE", "good.example"),
            ("https://good.example@evil.example/", "evil.example"),
            ("https://evil.example%2F@good.example/", "good.example"),
            ("https://evil.example#@good.example", "evil.example"),
            ("https://evil.example?@good.example", "evil.example"),
            ("https://evil.example\\@good.example", "evil.example"),
            ("https:\\\\evil.example", "evil.example"),
            ("https:evil.example", "evil.example"),
            ("https://good.example:443@evil.example", "evil.example"),
            ("https://good%2Eexample", "good.example"),
            ("https://good\u{FF0E}example", "good.example"),
            (" https://evil.example", "evil.example"),
            ("https://ev\til.example", "evil.example"),
            ("javascript:alert(1)//good.example", nil),
            ("good.example", nil),
        ]
        for (url, host) in cases {
            let target = WebTarget(url)
            XCTAssertEqual(target.flatMap { $0.isWeb ? $0.host : nil }, host, url.debugDescription)
        }
    }

    func testTheIntentIsTheHostOfACustomSchemeAndTheFirstSegmentOtherwise() {
        XCTAssertEqual(LinkAnatomy("babylon://Records/1").intent, "records")
        XCTAssertEqual(LinkAnatomy("babylon://user@records:80/1").intent, "records")
        XCTAssertEqual(LinkAnatomy("babylon:///records").intent, "records")
        XCTAssertEqual(LinkAnatomy("babylon:records").intent, "records")
        XCTAssertEqual(LinkAnatomy("babylon://re%63ords").intent, "records")
        XCTAssertEqual(LinkAnatomy("https://babylon.example/records/1").intent, "records")
        XCTAssertEqual(LinkAnatomy("prescriptions/2?x=1").intent, "prescriptions")
        XCTAssertNil(LinkAnatomy("babylon://").intent)
    }

    func testTheShrinkerCutsPiecesThenCharacters() {
        var shrinker = Shrinker(stillViolates: { $0.contains("records") })
        XCTAssertEqual(shrinker.shrink("t://user@records/extra/1?a=1&b=2#top"), "t://records")
        var plain = Shrinker(stillViolates: { $0.contains("x") })
        XCTAssertEqual(plain.shrink("aaaxbbb"), "x")
        var decoding = Shrinker(stillViolates: { $0.removingPercentEncoding?.contains("ab") == true })
        XCTAssertEqual(decoding.shrink("t://%61%62"), "t://ab")
    }

    func testTheShrinkerStopsAtItsBudget() {
        var calls = 0
        var shrinker = Shrinker(stillViolates: { _ in calls += 1; return false }, budget: 10)
        XCTAssertEqual(shrinker.shrink(String(repeating: "a", count: 100)), String(repeating: "a", count: 100))
        XCTAssertEqual(calls, 10)
    }

    func testMutantsAreBoundedAndRepeatable() {
        let mutator = LinkMutator(corpus: ["t://a/1", "t://b?x=2"], schemes: ["t"])
        var first = FuzzRandom(seed: 3)
        var second = FuzzRandom(seed: 3)
        var long = String(repeating: "t://a/", count: 500)
        var changed = 0
        for _ in 0..<500 {
            let mutant = mutator.mutate(long, using: &first)
            XCTAssertEqual(mutant, mutator.mutate(long, using: &second))
            XCTAssertLessThanOrEqual(mutant.unicodeScalars.count, mutator.maximumLength)
            if mutant != long { changed += 1 }
            long = mutant
        }
        XCTAssertGreaterThan(changed, 400)
    }
}
