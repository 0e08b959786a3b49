@testable import Gherkin
import Foundation
import XCTest

/// The parser walks a state table written into the source as data
/// (`StateTable+Generated.swift`), not one derived from `Grammar` at
/// start-up (`StateTableDerivation.swift`). The two must be the same table;
/// and the encoding the data uses must give back any table exactly.
final class StateTableTests: XCTestCase {
    func testTheShippedTableIsTheOneDerivedFromTheGrammar() throws {
        let derived = StateTable.derived()
        if ProcessInfo.processInfo.environment["LINKSPEC_WRITE_STATE_TABLE"] == "1" {
            let target = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/Gherkin/Parser/StateTable+Generated.swift")
            try derived.generatedSource().write(to: target, atomically: true, encoding: .utf8)
        }
        // Compared as a Bool: printed, a table is a page of numbers.
        XCTAssert(derived == StateTable.generated,
                  "the grammar changed: LINKSPEC_WRITE_STATE_TABLE=1 swift test --filter StateTableTests")
        XCTAssert(StateTable.shared == derived)
        XCTAssertEqual(derived.states.count, 73)
    }

    func testTheEncodingGivesBackTheDerivedTable() {
        let derived = StateTable.derived()
        let source = derived.generatedSource()
        // The encoded numbers, read back out of the source text as the compiler would.
        func numbers(after label: String) -> [Int] {
            let start = source.range(of: "\(label): [")!.upperBound
            let end = source[start...].range(of: "]")!.lowerBound
            return source[start..<end].split(whereSeparator: { $0 == "," || $0.isWhitespace }).map { Int($0)! }
        }
        let decoded = StateTable(states: numbers(after: "states").map { Int16($0) },
                                 groups: numbers(after: "groups").map { Int16($0) },
                                 transitions: numbers(after: "transitions").map { Int16($0) },
                                 rules: numbers(after: "rules").map { UInt8($0) },
                                 lookaheads: derived.lookaheads)
        XCTAssert(decoded == derived)
    }
}
