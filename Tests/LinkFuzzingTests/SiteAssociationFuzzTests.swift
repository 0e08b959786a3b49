import LinkFuzzing
import AppSimulation
import XCTest

/// fuzz-links opens universal links by the AASA's rules: it tries links built from
/// every component, and what the file keeps in the browser never shows a screen.
final class SiteAssociationFuzzTests: XCTestCase {
    func testTheDemoAppsComponentsAreAmongTheLinksTried() throws {
        let links = Set(LinkGenerator(map: try Maps.demo()).systematicLinks())
        for expected in ["https://babylon.example/records/", "https://babylon.example/records/1", "https://babylon.example/chat",
                         "https://babylon.example/prescriptions/0", "https://babylon.example/launchGame?gameId=1",
                         "https://babylon.example/#no_universal_links"] {
            XCTAssertTrue(links.contains(expected), "\(expected) is not tried")
        }
    }

    func testALinkTheAASAExcludesEndsInTheBrowserInEverySystemSituation() throws {
        let map = try Maps.demo()
        let fuzzer = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 3, count: 1))
        XCTAssertTrue(fuzzer.check("https://babylon.example/records/7").isEmpty)
        for situation in fuzzer.situations where situation.channel == .system && situation.platform == .iOS {
            var app = situation.app
            let before = app.screenStack
            guard case .openedInBrowser(let reason) = app.open("https://babylon.example/records/7", via: .system) else {
                return XCTFail("\(situation): \(app.events.suffix(3))")
            }
            XCTAssertEqual(reason, #"babylon.example AASA: component 3 "/records/*" excludes"#)
            XCTAssertEqual(app.screenStack, before, "\(situation)")
        }
    }

    func testAWildcardDomainIsFuzzedOnOneOfItsHosts() throws {
        let map = try AppMap(schemes: ["t"], universalLinkHosts: ["*.shop.example"], tabs: [.init("home", root: "Home")],
                             routes: [Route("home", event: "showHome", .selectTab("home"))])
        let links = LinkGenerator(map: map).systematicLinks()
        XCTAssertTrue(links.contains("https://www.shop.example/home"), "\(links.prefix(20))")
        XCTAssertFalse(links.contains { $0.contains("*") })
        XCTAssertTrue(LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 300)).run().isClean)
    }
}
