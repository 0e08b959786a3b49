import Expressions
import XCTest

final class ArgumentsTests: XCTestCase {
    private let people = DataTable([["name", "age"], ["Ann", "7"], ["Bob", "9"]])

    func testHashesKeyRowsByTheHeader() {
        XCTAssertEqual(people.hashes(), [["name": "Ann", "age": "7"], ["name": "Bob", "age": "9"]])
        XCTAssertEqual(DataTable([]).hashes(), [])
    }

    func testRowsHashNeedsTwoColumns() throws {
        XCTAssertEqual(try DataTable([["tab", "chat"], ["badge", "3"]]).rowsHash(), ["tab": "chat", "badge": "3"])
        XCTAssertThrowsError(try people.transposed().rowsHash()) { error in
            XCTAssertEqual("\(error)", "rowsHash() needs exactly 2 columns, but row 1 has 3")
        }
    }

    func testTransposedSwapsRowsAndColumnsAndPadsRaggedRows() {
        XCTAssertEqual(people.transposed().raw, [["name", "Ann", "Bob"], ["age", "7", "9"]])
        XCTAssertEqual(DataTable([["a"], ["b", "c"]]).transposed().raw, [["a", "b"], ["", "c"]])
    }

    func testRowsCanDropTheHeader() {
        XCTAssertEqual(people.rows(droppingHeader: true), [["Ann", "7"], ["Bob", "9"]])
        XCTAssertEqual(people.rows(), people.raw)
    }

    func testDocStringKeepsItsMediaType() {
        let doc = DocString(content: "{}", mediaType: "application/json")
        XCTAssertEqual(doc.mediaType, "application/json")
        XCTAssertNil(DocString(content: "x").mediaType)
    }

    func testBigIntegerKeepsEveryDigitAndConvertsWhenItFits() throws {
        let huge = try XCTUnwrap(BigInteger("31415926535897932384626433832795028841971693993751"))
        XCTAssertEqual(huge.description, "31415926535897932384626433832795028841971693993751")
        XCTAssertNil(huge.exactly(Int64.self))
        XCTAssertEqual(BigInteger("-042")?.exactly(Int.self), -42)
        XCTAssertNil(BigInteger("4x2"))
        XCTAssertTrue(try XCTUnwrap(BigInteger("-5")) < XCTUnwrap(BigInteger("3")))
        XCTAssertTrue(try XCTUnwrap(BigInteger("99")) < XCTUnwrap(BigInteger("100")))
    }
}
