@testable import SimulatedApp
import XCTest

/// The shortcuts of the routing hot path against the plain code they replace.
final class RoutingShortcutTests: XCTestCase {
    func testCaseInsensitiveComparisonAgreesWithLowercasing() {
        let words = [
            "", "a", "A", "somescreen", "SomeScreen", "SOMESCREEN", "somescreen2", "somescree", "@", "`", "[", "{",
            "k", "K", "\u{212A}", "a;", "a\u{37E}", "é", "É", "e\u{301}", "E\u{301}", "ß", "SS", "ss", "İ", "i\u{307}",
            "ǅ", "ǆ", "Σ", "σ", "ς", "ﬁ", "FI", "😀", "a😀", "A😀",
        ]
        for a in words {
            for b in words {
                XCTAssertEqual(sameIgnoringCase(a, b), a.lowercased() == b.lowercased(), "\(a.debugDescription) vs \(b.debugDescription)")
            }
        }
    }

    func testTemplateTextFillsAsTheBraceSearchDid() {
        let values = ["id": "42", "a{b": "nested", "": "empty", "é": "accent"]
        let cases: [(String, String)] = [
            ("plain", "plain"), ("{id}", "42"), ("x{id}y{id}z", "x42y42z"), ("{unknown}", ""), ("{}", "empty"),
            ("{a{b}", "nested"), ("{id", "{id"), ("}{id}{", "}42{"), ("{{id}}", "}"), ("{e\u{301}}", "accent"),
            ("{\u{301}id}", "{\u{301}id}"), ("{id}\u{301}", "{id}\u{301}"), ("a{id}\u{301}b{id}", "a"), ("a{id}b\u{301}", "a42b\u{301}"),
        ]
        for (template, expected) in cases {
            let filled = TemplateText(template).filled { values[$0] ?? "" }
            XCTAssertEqual(Array(filled.utf8), Array(expected.utf8), template.debugDescription)
            XCTAssertEqual(Array(filled.utf8), Array(Self.substitutedAsBefore(template, values).utf8), template.debugDescription)
        }
    }

    /// The substitution that searched every template for braces on every routed link.
    private static func substitutedAsBefore(_ template: String, _ values: [String: String]) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            out += rest[..<open]
            let key = String(rest[rest.index(after: open)..<close])
            out += values[key] ?? ""
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    func testPlaceholdersNameTheRouteOrTheLastArgumentOfThatName() throws {
        let route = Route("product/{id:string}", event: "showProduct", .push("Product", onTab: "home"), name: "product")
        let event = RoutingEvent("showProduct", [.init("id", .string("a")), .init("intent", .int(7)), .init("id", .int(3))])
        let values = PlaceholderValues(route: route, event: event)
        XCTAssertEqual(values.value("intent"), "product")
        XCTAssertEqual(values.value("event"), "showProduct")
        XCTAssertEqual(values.value("route"), "product")
        XCTAssertEqual(values.value("id"), "3")
        XCTAssertEqual(values.value("missing"), "")
    }
}
