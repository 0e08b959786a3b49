import Foundation
@testable import LinkSpecSteps
import XCTest

/// A screen-stack cell with `{` is compared with the screen's description; the
/// byte check in front of Foundation's search must not change which cells do.
final class ScreenCellTests: XCTestCase {
    func testContextIsDetectedAsFoundationsSearchDetectsIt() {
        let cells = [
            "", "Product", "Product {id: b}", "{", "}", "Product }", "Product \u{FF5B}id: b\u{FF5D}", "{\u{301}", "a{\u{301}b",
            "Some Screen {id: 42}", "é {", "😀{",
        ]
        for cell in cells {
            XCTAssertEqual(ScreenStackAssertion.hasContext(cell), cell.contains("{"), cell.debugDescription)
        }
        XCTAssertTrue(ScreenStackAssertion.hasContext("Product {id: b}"))
        XCTAssertFalse(ScreenStackAssertion.hasContext("Product"))
    }
}
