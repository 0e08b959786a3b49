import LinkSpecPlatform
@testable import LinkSpecReports
import XCTest

/// Each scenario counts once per key, however many times it reached it;
/// keys outside the app map are listed once, in the order first reached.
final class CoverageTallyTests: XCTestCase {
    func testMatchesAPlainCountOfDistinctKeysPerScenario() {
        var generator = SeededGenerator(seed: 3)
        let known = ["home", "chat", "settings", "appointments/{id:int}", "a-route-name-longer-than-fifteen"]
        let pool = known + ["renamed", "gone/{id:int}"]
        var tally = CoverageTally(keys: known)
        var expected: [String: Int] = [:]
        var expectedUnknown: [String] = []
        for _ in 0..<500 {
            // Mostly a few keys, sometimes more than the short-list path takes.
            let length = Bool.random(using: &generator) ? Int.random(in: 0..<5, using: &generator)
                                                        : Int.random(in: 17..<40, using: &generator)
            let keys = (0..<length).map { _ in pool.randomElement(using: &generator)! }
            tally.add(scenarioKeys: keys)
            var distinct: [String] = []
            for key in keys where !distinct.contains(key) { distinct.append(key) }
            for key in distinct {
                expected[key, default: 0] += 1
                if !known.contains(key) && !expectedUnknown.contains(key) { expectedUnknown.append(key) }
            }
        }
        XCTAssertEqual(tally.counts, expected)
        XCTAssertEqual(tally.unknownKeys, expectedUnknown)
        for key in pool { XCTAssertEqual(tally.count(of: key), expected[key] ?? 0, key) }
    }

    func testARepeatedKeyCountsOnceAndAnUnknownOneIsListedOnce() {
        var tally = CoverageTally(keys: ["home", "chat"])
        tally.add(scenarioKeys: ["chat", "old", "chat", "old"])
        tally.add(scenarioKeys: ["old", "home"])
        XCTAssertEqual(tally.count(of: "chat"), 1)
        XCTAssertEqual(tally.count(of: "old"), 2)
        XCTAssertEqual(tally.unknownKeys, ["old"])
        XCTAssertEqual(tally.summaryLine(), "Routes: 2/2 covered")
    }
}
