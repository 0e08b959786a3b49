import LinkSpecRunner
import XCTest

/// A quoted step argument as the pre-run name check reads it: the step's own
/// `{string}` value, quotes removed and the quote's escapes resolved.
final class UnquotedArgumentTests: XCTestCase {
    func testQuotesAreRemovedAndTheirEscapesResolved() {
        XCTAssertEqual(StepArgumentCheck.unquoted(#""Some Screen""#), "Some Screen")
        XCTAssertEqual(StepArgumentCheck.unquoted(#"'Dr. O\'Neil'"#), "Dr. O'Neil")
        XCTAssertEqual(StepArgumentCheck.unquoted(#""the \"best\" tab""#), #"the "best" tab"#)
        XCTAssertEqual(StepArgumentCheck.unquoted(#""Café Über""#), "Café Über")
        XCTAssertEqual(StepArgumentCheck.unquoted(#""""#), "")
    }

    func testAnUnquotedOrHalfQuotedArgumentIsKeptAsWritten() {
        XCTAssertEqual(StepArgumentCheck.unquoted("Settings"), "Settings")
        XCTAssertEqual(StepArgumentCheck.unquoted(#"""#), #"""#)
        XCTAssertEqual(StepArgumentCheck.unquoted(#""Settings'"#), #""Settings'"#)
        XCTAssertEqual(StepArgumentCheck.unquoted(""), "")
    }
}
