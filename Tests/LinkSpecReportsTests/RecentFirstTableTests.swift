import LinkSpecPlatform
@testable import LinkSpecReports
import XCTest

/// `RecentFirstTable` must answer exactly like a dictionary whatever the order
/// of operations: a run's stream only ever touches its recent entry, but a
/// merged or parallel stream interleaves entries.
final class RecentFirstTableTests: XCTestCase {
    func testBehavesLikeADictionaryUnderInterleavedOperations() {
        var generator = SeededGenerator(seed: 8)
        var table = RecentFirstTable<Int>()
        var model: [String: Int] = [:]
        let keys = (0..<6).map { String($0) } + ["a-much-longer-identifier-than-fifteen-bytes"]
        for step in 0..<5_000 {
            let key = keys.randomElement(using: &generator)!
            switch Int.random(in: 0..<4, using: &generator) {
            case 0:
                table.insert(step, for: key)
                model[key] = step
            case 1:
                let result = table.modify(key) { value -> Int in
                    value += 1
                    return value
                }
                if model[key] != nil { model[key]! += 1 }
                XCTAssertEqual(result, model[key], "modify \(key) at \(step)")
            case 2:
                XCTAssertEqual(table.removeValue(forKey: key), model.removeValue(forKey: key), "remove \(key) at \(step)")
            default:
                XCTAssertEqual(table[key], model[key], "read \(key) at \(step)")
            }
            XCTAssertEqual(table.values.count, model.count)
        }
        XCTAssertEqual(table.values.sorted(), model.values.sorted())
    }

    func testAnEntryPushedOutByANewerOneIsStillFound() {
        var table = RecentFirstTable<String>()
        table.insert("first", for: "1")
        table.insert("second", for: "2")
        XCTAssertEqual(table["1"], "first")
        XCTAssertEqual(table.modify("1") { value -> Int in value += "!"; return value.count }, 6)
        XCTAssertEqual(table["1"], "first!")
        XCTAssertEqual(table.removeValue(forKey: "2"), "second")
        XCTAssertNil(table["2"])
        XCTAssertNil(table.modify("2") { _ in 0 })
        XCTAssertFalse(table.values.isEmpty)
        table.removeValue(forKey: "1")
        XCTAssertTrue(table.values.isEmpty)
    }
}
