import LinkFuzzing
import AppSimulation
import XCTest

/// The demo app honours every rule: the fuzzer finds nothing there, although its
/// links reach every route and its situations cover every state.
final class DemoAppFuzzTests: XCTestCase {
    func testTheDemoAppBreaksNoRule() throws {
        let report = LinkFuzzer(map: try Maps.demo(), configuration: FuzzConfiguration(seed: 2024, count: 1500)).run()
        XCTAssertTrue(report.isClean, report.text)
        XCTAssertEqual(report.linksTried, 1500)
        XCTAssertEqual(report.trials, report.linksTried * report.situations)
    }

    func testTheLinksReachEveryRouteOfTheDemoApp() throws {
        let map = try Maps.demo()
        let app = SimulatedApp(map: map)
        var reached = Set<String>()
        for link in LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 1, count: 400)).links() {
            if case .event(_, let route) = app.resolution(of: link) { reached.insert(route) }
        }
        XCTAssertEqual(reached, Set(map.routes.map(\.name)))
    }

    func testEveryStateIsTriedByBothChannelsWithAndWithoutTheFlavour() throws {
        let situations = LinkFuzzer(map: try Maps.demo(), configuration: FuzzConfiguration(seed: 1, count: 1)).situations
        let plain = situations.filter { $0.flavour == nil && $0.platform == .iOS }
        XCTAssertEqual(Set(plain.map(\.state)), Set(Situation.State.allCases))
        XCTAssertEqual(plain.filter { $0.channel == .inApp }.count, plain.filter { $0.channel == .system }.count)
        // In the lite flavour no clinical route is left to raise the prompt or grant access.
        let lite = Set(situations.filter { $0.flavour == "lite" && $0.platform == .iOS }.map(\.state))
        XCTAssertEqual(lite, Set(Situation.State.allCases).subtracting([.passwordPrompt, .clinicalAccessGranted]))
        for situation in situations {
            switch situation.state {
            case .pendingLogin: XCTAssertTrue(situation.app.isWaitingForLogin, situation.description)
            case .passwordPrompt: XCTAssertTrue(situation.app.isPasswordPromptShown, situation.description)
            case .clinicalAccessGranted: XCTAssertTrue(situation.app.session.hasClinicalAccess, situation.description)
            case .coldStart, .coldStartLoggedIn: XCTAssertFalse(situation.app.isRunning, situation.description)
            case .background: XCTAssertEqual(situation.app.launchState, .background)
            case .loggedIn: XCTAssertTrue(situation.app.session.isLoggedIn)
            case .loggedOut: XCTAssertFalse(situation.app.session.isLoggedIn)
            case .notInstalled: XCTAssertFalse(situation.app.entry.isInstalled, situation.description)
            }
        }
    }

    func testTheSameSeedGivesTheSameLinksAndReport() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let configuration = FuzzConfiguration(seed: 99, count: 600)
        let first = LinkFuzzer(map: map, configuration: configuration)
        let second = LinkFuzzer(map: map, configuration: configuration)
        XCTAssertEqual(Array(first.links()), Array(second.links()))
        XCTAssertEqual(first.run().text, second.run().text)
        let other = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 100, count: 600))
        XCTAssertNotEqual(Array(first.links()), Array(other.links()), "another seed mutates differently")
    }

    /// Issue 24: a map shaped like real apps' (tabs logged out, a vanity pattern,
    /// a rest-of-path one, routes scoped to hosts, a login callback as the first
    /// scheme) breaks no rule either: the tab roots need no login there, and a
    /// disabled intent stays disabled when a vanity pattern would take the link.
    func testAMapShapedLikeRealAppsBreaksNoRule() throws {
        let map = try AppMap.decode(#"""
            {"schemes": ["fb1234", "shop"], "deepLinkScheme": "shop", "universalLinkHosts": ["example.com", "*.example.com"],
             "tabsWhenLoggedOut": true, "tabs": [{"name": "discover", "root": "Discover"}, {"name": "me", "root": "Me"}],
             "screens": ["Project", "Article", "Profile", {"name": "Me", "requires": "login"}, {"name": "Vault", "requires": "clinicalAccess"}],
             "clinicalAccessPassword": "1", "flavours": {"lite": {"disabledIntents": ["wiki"]}},
             "routes": [
               {"pattern": "projects/{id}", "event": "showProject", "requires": "none", "push": "Project", "tab": "discover"},
               {"pattern": "me", "event": "showMe", "selectTab": "me"},
               {"pattern": "wiki/{title...}", "event": "showArticle", "requires": "none", "present": "Article", "hosts": ["www.example.com"]},
               {"pattern": "vault/{rest...?}", "event": "showVault", "requires": "clinicalAccess", "present": "Vault"},
               {"pattern": "{slug}", "event": "showProfile", "requires": "none", "present": "Profile", "hosts": ["example.com"]}
             ]}
            """#, file: "shop.json")
        let report = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 225_697_408, count: 3000)).run()
        XCTAssertTrue(report.isClean, report.text)
        var app = SimulatedApp(map: map)
        app.flavour = "lite"
        XCTAssertEqual(app.open("shop://wiki"), .ignored(reason: "the intent 'wiki' is disabled in flavour 'lite'"))
        XCTAssertEqual(app.open("shop://lovelace").description, #"routed: showProfile(slug: "lovelace")"#)
    }
}
