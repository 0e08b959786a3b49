import LinkFuzzing
import AppSimulation
import XCTest

/// Maps with one deliberate hole: the fuzzer finds it, once, shrunk to a minimal
/// link in the simplest situation, with a scenario that reproduces it.
final class BrokenMapFuzzTests: XCTestCase {
    func testARouteThatForgotTheClinicalRequirementIsFoundWithAMinimalLink() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let report = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 800)).run()

        XCTAssertEqual(report.violations.count, 1, report.text)
        let violation = try XCTUnwrap(report.violations.first)
        XCTAssertEqual(violation.kind, .clinicalScreenWithoutAccess)
        XCTAssertEqual(violation.route, "records")
        XCTAssertEqual(violation.link, "t://records")
        XCTAssertEqual(violation.situation.state, .loggedIn)
        XCTAssertEqual(violation.situation.channel, .system)
        XCTAssertNil(violation.followUp)
        assertOneMinimal(violation, map: map)
    }

    func testANoisyLinkIsShrunkToTheHoleInTheSimplestSituation() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let fuzzer = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 1, count: 1))
        let violations = fuzzer.check("t://user@records/?utm=1&x=%41#frag")
        XCTAssertEqual(violations.map(\.kind), [.clinicalScreenWithoutAccess])
        let violation = try XCTUnwrap(violations.first)
        XCTAssertEqual(violation.link, "t://records")
        XCTAssertEqual(violation.originalLink, "t://user@records/?utm=1&x=%41#frag")
        XCTAssertEqual(violation.situation.state, .loggedIn)
        XCTAssertEqual(violation.situation.channel, .system)
        assertOneMinimal(violation, map: map)
        XCTAssertTrue(fuzzer.check("t://vault").isEmpty, "the route that kept its requirement is sound")
    }

    func testTheReproducingScenarioUsesTheStandardPhrasesAndExpectsThePrompt() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let report = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 300)).run()
        let scenario = try XCTUnwrap(report.scenarios.first)
        let steps = scenario.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.hasPrefix("#") }
        XCTAssertTrue(steps.first?.hasPrefix("Scenario: ") == true)
        XCTAssertEqual(Array(steps.dropFirst()), [
            "Given the app is launched",
            "And I'm logged in as a mock user",
            #"When I open "t://records""#,
            "Then a password prompt is shown",
        ])
        // The scenario's steps, replayed on the app, show the hole.
        var app = SimulatedApp(map: map)
        app.launch()
        app.logIn(as: "mock user")
        app.open("t://records", via: .system)
        XCTAssertEqual(app.visibleScreen?.name, "Records")
        XCTAssertFalse(app.session.hasClinicalAccess)
    }

    func testALoginScreenReachableWhileLoggedOutIsFound() throws {
        let map = try Maps.forgottenLoginRequirement()
        let report = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 300)).run()
        let violation = try XCTUnwrap(report.violations.first { $0.kind == .loginScreenWhileLoggedOut }, report.text)
        XCTAssertEqual(violation.route, "settings")
        XCTAssertEqual(violation.link, "t://settings")
        XCTAssertEqual(violation.situation.state, .loggedOut)
        assertOneMinimal(violation, map: map)
    }

    func testAWebViewPastTheGuardIsFound() throws {
        let map = try Maps.webViewBehindAWorkflow()
        let report = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 300)).run()
        XCTAssertEqual(report.violations.map(\.kind), [.foreignWebView], report.text)
        XCTAssertEqual(report.violations.first?.route, "open?{url}")
        XCTAssertTrue(report.scenarios.first?.contains("Then the deep link is discarded") == true)
    }

    func testTheReportNamesTheCommandThatRepeatsIt() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let standard = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 800)).run()
        XCTAssertTrue(standard.text.contains("Repeat with: linkspec fuzz-links --seed 5 --count 800"), standard.text)
        // A team's executable (issue 18) repeats the run under its own name.
        let team = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 5, count: 800, command: "acceptance")).run()
        XCTAssertTrue(team.text.contains("Repeat with: acceptance fuzz-links --seed 5 --count 800"), team.text)
        XCTAssertTrue(team.text.contains("# acceptance fuzz-links: "), team.text)
        XCTAssertFalse(team.text.contains("linkspec"), team.text)
    }

    func testEachKindAndRouteIsReportedOnce() throws {
        let report = LinkFuzzer(map: try Maps.forgottenClinicalRequirement(), configuration: FuzzConfiguration(seed: 8, count: 2000)).run()
        let keys = report.violations.map { "\($0.kind) \($0.route ?? "")" }
        XCTAssertEqual(keys.count, Set(keys).count)
        XCTAssertTrue(report.text.contains("1 violation."), report.text)
    }

    /// Removing any one character of the link makes the violation go, in its
    /// situation; the shrinker keeps a `scheme://` link in that form on purpose
    /// (`t:records` would do too, but no team writes it), so those are not counted.
    private func assertOneMinimal(_ violation: Violation, map: AppMap, file: StaticString = #filePath, line: UInt = #line) {
        let scalars = Array(violation.link.unicodeScalars)
        for index in scalars.indices {
            var shorter = scalars
            shorter.remove(at: index)
            var text = ""
            text.unicodeScalars.append(contentsOf: shorter)
            if violation.link.contains("://"), !text.contains("://") { continue }
            var app = violation.situation.app
            app.open(text, via: violation.situation.channel)
            let marked = app.screenStack.contains { entry in
                switch map.screen(named: entry.screen.name)?.requires ?? .none {
                case .clinicalAccess: return !app.session.hasClinicalAccess
                case .login: return !app.session.isLoggedIn
                case .none: return false
                }
            }
            XCTAssertFalse(marked, "'\(text)' still shows the hole, so '\(violation.link)' is not minimal", file: file, line: line)
        }
    }
}
