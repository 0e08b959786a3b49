import AppSimulation
import XCTest

/// Routing that real apps need: a rest-of-path parameter (`/wiki/AC/DC`,
/// `/navigate/lovelace/x`, `/artist/{id}/...`) and patterns that start with a
/// parameter (vanity links, `app://{slug}`), with their precedence: a pattern
/// starting with a literal over one starting with a parameter, then literal
/// segments, then typed over plain parameters, then a plain parameter over a
/// rest-of-path one. Issue 24, items 10 and 11.
final class PathShapeTests: XCTestCase {
    private func map() throws -> AppMap {
        try AppMap(
            schemes: ["app"], universalLinkHosts: ["example.com"], tabs: [.init("home", root: "Home")],
            screens: ["Article", "Page", "Artist", "Track", "Profile", "Search", "Number"].map { AppMap.ScreenSpec($0) },
            routes: [
                Route("wiki/{title...}", event: "showArticle", .present("Article")),
                Route("wiki/{page}", event: "showPage", .present("Page")),
                Route("wiki/{n:int}", event: "showNumber", .present("Number")),
                Route("artist/{id:int}/{rest...?}", event: "showArtist", .present("Artist")),
                Route("{slug}", event: "showProfile", .present("Profile")),
                Route("{slug}/tracks/{track}", event: "showTrack", .present("Track")),
                Route("search", event: "showSearch", .present("Search")),
            ])
    }

    func testARestOfPathParameterTakesEverySegmentLeftAsAString() throws {
        let app = SimulatedApp(map: try map())
        XCTAssertEqual(app.resolve("app://wiki/AC/DC")?.description, #"showArticle(title: "AC/DC")"#)
        XCTAssertEqual(app.resolve("https://example.com/wiki/Ada_Lovelace/x/y")?.description, #"showArticle(title: "Ada_Lovelace/x/y")"#)
        XCTAssertEqual(app.resolve("app://wiki/AC%2FDC")?.description, #"showPage(page: "AC/DC")"#,
                       "%2F stays inside its one segment, which the plain parameter takes")
        XCTAssertEqual(app.resolve("app://artist/5/albums/2")?.description, #"showArtist(id: 5, rest: "albums/2")"#)
        XCTAssertEqual(app.resolve("app://artist/5")?.description, "showArtist(id: 5)", "{rest...?} may take nothing")
    }

    func testATypedThenAPlainParameterWinOverARestOfPathOne() throws {
        let app = SimulatedApp(map: try map())
        XCTAssertEqual(app.resolve("app://wiki/42")?.description, "showNumber(n: 42)")
        XCTAssertEqual(app.resolve("app://wiki/Seoul")?.description, #"showPage(page: "Seoul")"#)
        XCTAssertEqual(app.resolve("app://wiki/A/B")?.description, #"showArticle(title: "A/B")"#)
    }

    func testAPatternStartingWithAParameterIsTriedAfterEveryLiteralPattern() throws {
        let app = SimulatedApp(map: try map())
        XCTAssertEqual(app.resolve("app://lovelace")?.description, #"showProfile(slug: "lovelace")"#)
        XCTAssertEqual(app.resolve("https://example.com/lovelace")?.description, #"showProfile(slug: "lovelace")"#)
        XCTAssertEqual(app.resolve("app://search")?.description, "showSearch")
        XCTAssertEqual(app.resolve("app://wiki/tracks/y")?.description, #"showArticle(title: "tracks/y")"#,
                       "a leading literal wins though the vanity pattern has as many literal segments")
        XCTAssertEqual(app.resolve("app://lovelace/tracks/1")?.description, #"showTrack(slug: "lovelace", track: "1")"#)
        XCTAssertEqual(app.resolve("app://wiki")?.description, #"showProfile(slug: "wiki")"#,
                       "a full match wins over the literal patterns that lack their parameter")
        XCTAssertEqual(try map().route(named: "{slug}")?.intent, "", "a vanity route has no intent")
    }

    func testRestOfPathPatternsAreCheckedLikeOthers() {
        let cases: [(String, String)] = [
            ("a/{rest...}/b", "pattern 'a/{rest...}/b': only the last path parameter may take the rest of the path ('{rest...}')"),
            ("a/{n:int...}", "pattern 'a/{n:int...}': the rest of the path is a string; write '{n...}'"),
            ("a?{q...}", "pattern 'a?{q...}': a query item cannot take the rest of the path ('{q...}')"),
        ]
        for (pattern, message) in cases {
            XCTAssertThrowsError(try AppMap(schemes: ["s"], tabs: [.init("a", root: "A")],
                                            routes: [Route(pattern, event: "e", .selectTab("a"))])) { error in
                XCTAssertEqual((error as? AppMapError)?.issues.map(\.message), [message], pattern)
            }
        }
        XCTAssertThrowsError(try AppMap(schemes: ["s"], tabs: [.init("a", root: "A")], routes: [
            Route("w/{x...}", event: "e", .selectTab("a")), Route("W/{y...}", event: "f", .selectTab("a")),
        ])) { error in
            XCTAssertEqual((error as? AppMapError)?.issues.map(\.message), ["pattern 'W/{y...}' can never be told apart from 'w/{x...}' at $.routes[0]"])
        }
    }
}
