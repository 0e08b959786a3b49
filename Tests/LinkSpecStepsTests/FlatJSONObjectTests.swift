import Foundation
@testable import LinkSpecSteps
import XCTest

/// The fast reader of the analytics doc string must read exactly what
/// `JSONDecoder` reads, and leave everything else to it.
final class FlatJSONObjectTests: XCTestCase {
    func testWhatTheFastReaderTakesJSONDecoderReadsTheSame() throws {
        let documents = [
            #"{"name": "product_viewed", "productId": "abc"}"#, #"{"name":"x","n":7}"#, "{}", " { } \n", "\t{\"a\" :\r\n true , \"b\":false}\n",
            #"{"a": 0}"#, #"{"a": -12}"#, #"{"a": 123456789012345678}"#, #"{"a": "é😀", "é": "x"}"#, #"{"a": "true"}"#, #"{"a": "42"}"#,
            #"{"a": "\u{7F}"}"#, #"{"": ""}"#,
            // left to JSONDecoder
            #"{"a": 1234567890123456789}"#, #"{"a": 12345678901234567890}"#, #"{"a": -0}"#, #"{"a": 01}"#, #"{"a": 1.5}"#,
            #"{"a": 1e3}"#, #"{"a": 1.0}"#, #"{"a": "b\"c"}"#, #"{"a": "\u0041"}"#, #"{"a": null}"#, #"{"a": [1]}"#,
            #"{"a": {}}"#, #"{"a": 1,}"#, #"{"a": 1 "b": 2}"#, #"{"a": 1, "a": 2}"#, #"{"é": 1, "e\u0301": 2}"#,
            "{\"é\": 1, \"e\u{301}\": 2}", #"{"a": truex}"#, #"{"a": tru}"#, #"{"a": -}"#, "", "[]", #"{"a": 1} x"#,
            "\u{FEFF}{}", #"{"a": 1"#, #"{"a" 1}"#, "{\"a\": \"x\ty\"}", #"{a: 1}"#, #"{"a": +1}"#, #"{"a": "1"} "#,
        ]
        var taken = 0
        for json in documents {
            let decoded = try? JSONDecoder().decode([String: Scalar].self, from: Data(json.utf8)).mapValues(\.text)
            guard let fast = FlatJSONObject.textFields(of: json) else { continue }
            taken += 1
            XCTAssertEqual(fast, decoded, json.debugDescription)
        }
        XCTAssertEqual(taken, 13, "the plain objects at the top of the list are read without JSONDecoder")
    }

    func testPlainObjectsAreReadAndOthersLeftAlone() {
        XCTAssertEqual(FlatJSONObject.textFields(of: #"{"name": "a", "id": 7, "ok": true}"#), ["name": "a", "id": "7", "ok": "true"])
        XCTAssertNil(FlatJSONObject.textFields(of: #"{"a": 1.5}"#))
        XCTAssertNil(FlatJSONObject.textFields(of: #"{"a": 1, "a": 2}"#))
    }

    /// The decoding of `AnalyticsAssertions`, repeated as the oracle.
    private enum Scalar: Decodable {
        case text(String)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let bool = try? container.decode(Bool.self) {
                self = .text(bool ? "true" : "false")
            } else if let integer = try? container.decode(Int.self) {
                self = .text(String(integer))
            } else if let number = try? container.decode(Double.self) {
                self = .text(String(number))
            } else {
                self = .text(try container.decode(String.self))
            }
        }

        var text: String {
            switch self {
            case .text(let text): return text
            }
        }
    }
}
