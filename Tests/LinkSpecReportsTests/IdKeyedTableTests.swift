import LinkSpecPlatform
@testable import LinkSpecReports
import XCTest

/// `IdKeyedTable` keeps decimal ids in an array; it must still answer exactly
/// like a dictionary keyed by the id strings, whatever ids come.
final class IdKeyedTableTests: XCTestCase {
    func testDecimalValuesAreReadOnlyFromPlainDecimals() {
        XCTAssertEqual(IdKeyedTable<Int>.decimalValue(of: "0"), 0)
        XCTAssertEqual(IdKeyedTable<Int>.decimalValue(of: "17"), 17)
        XCTAssertEqual(IdKeyedTable<Int>.decimalValue(of: "100"), 100)
        XCTAssertEqual(IdKeyedTable<Int>.decimalValue(of: "999999999"), 999_999_999)
        for id in ["", "007", "00", "-1", "1e3", "12a", "1234567890", "٣", "a1b2"] {
            XCTAssertNil(IdKeyedTable<Int>.decimalValue(of: id), id)
        }
    }

    func testBehavesLikeADictionaryForAnyIds() {
        var generator = SeededGenerator(seed: 5)
        var table = IdKeyedTable<Int>()
        var model: [String: Int] = [:]
        // Near and far decimals (far ones overflow the array's span), their
        // zero-padded twins (other keys), and UUID-like ids.
        let ids = (0..<40).map(String.init) + ["07", "007", "0"] + ["70000", "140000", "1000000"]
            + ["9f1c4a2e-0000-4000-8000-000000000001", "step-3"]
        for step in 0..<6_000 {
            let id = ids.randomElement(using: &generator)!
            if Int.random(in: 0..<3, using: &generator) == 0 {
                let value: Int? = Bool.random(using: &generator) ? step : nil
                table[id] = value
                model[id] = value
            }
            XCTAssertEqual(table[id], model[id], "\(id) at \(step)")
        }
        for id in ids { XCTAssertEqual(table[id], model[id], id) }
    }
}
