import LinkSpecJSON
import XCTest

final class JSONPrettyTests: XCTestCase {
    func testJSONIsPrettyPrintedWithItsNumbersAndOrderKept() {
        XCTAssertEqual(JSONPretty.format(#"{"b":1.50,"a":[true,null,"x\"<"],"e":{},"f":[]}"#), """
        {
          "b": 1.50,
          "a": [
            true,
            null,
            "x\\"<"
          ],
          "e": {},
          "f": []
        }
        """)
        XCTAssertNil(JSONPretty.format("{not json"))
    }
}
