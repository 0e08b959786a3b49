@testable import AppSimulation
import AppTestSupport
import XCTest

/// The shortcuts of the routing hot path against the plain code they replace.
final class RoutingShortcutTests: XCTestCase {
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
        XCTAssertEqual(route.placeholder("intent", of: event), "product")
        XCTAssertEqual(route.placeholder("event", of: event), "showProduct")
        XCTAssertEqual(route.placeholder("route", of: event), "product")
        XCTAssertEqual(route.placeholder("id", of: event), "3")
        XCTAssertEqual(route.placeholder("missing", of: event), "")
    }
}

extension RoutingShortcutTests {
    /// The router skips patterns whose first literal is not the link's first
    /// segment; it must choose exactly as trying every pattern does.
    func testTheRouterChoosesAsTryingEveryPatternDoes() throws {
        let map = try DemoApp.map()
        let paths: [[String]] = [
            [], ["somescreen"], ["SomeScreen", "42"], ["somescreen", "x"], ["somescreen", "1", "2"], ["appointments"],
            ["APPOINTMENTS", "7"], ["product", "a"], ["launchGame"], ["webview"], ["unknown"], ["k"], ["\u{212A}"],
            ["Homepage"], ["records", "1"], ["e\u{301}"],
        ]
        for router in [map.customRouter, map.universalRouter] {
            for path in paths {
                for query in [[], [(name: "gameId", value: "ticTacToe")], [(name: "url", value: "")]] {
                    let chosen = router.resolve(path, query: query)
                    let everyPattern = Router.resolveTryingEveryPattern(router.patterns, path, query)
                    XCTAssertEqual("\(chosen)", "\(everyPattern)", "\(path)")
                }
            }
        }
    }
}

private extension Router {
    static func resolveTryingEveryPattern(_ patterns: [(route: Int, pattern: RoutePattern)], _ path: [String],
                                          _ query: [(name: String, value: String)]) -> Resolution {
        var best: (route: Int, arguments: [RoutingEvent.Argument], rank: MatchRank)?
        var bestPartial: (route: Int, problem: String, rank: MatchRank)?
        for (route, pattern) in patterns {
            switch pattern.match(path, lowercasedPath: path.map { $0.lowercased() }, query: query) {
            case .full(let arguments, let rank):
                if best.map({ $0.rank < rank }) ?? true { best = (route, arguments, rank) }
            case .partial(let problem, let rank):
                if bestPartial.map({ $0.rank < rank }) ?? true { bestPartial = (route, problem, rank) }
            case .none:
                continue
            }
        }
        if let best { return .matched(route: best.route, arguments: best.arguments) }
        if let bestPartial { return .rejected(route: bestPartial.route, problem: bestPartial.problem) }
        return .unmatched
    }
}
