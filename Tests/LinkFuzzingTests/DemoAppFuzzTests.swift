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
}
