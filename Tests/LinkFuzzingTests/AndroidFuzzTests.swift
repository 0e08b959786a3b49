import AppSimulation
import XCTest
@testable import LinkFuzzing

/// fuzz-links attacks Android's rules too, when the map names its Android
/// files: every state on an Android phone, links built from the manifest's
/// filters and Chrome's intents, and violations found there written as
/// `@android` scenarios.
final class AndroidFuzzTests: XCTestCase {
    func testEveryStateIsTriedOnAnAndroidPhoneByTheOS() throws {
        let situations = LinkFuzzer(map: try Maps.demo(), configuration: FuzzConfiguration(seed: 1, count: 1)).situations
        let android = situations.filter { $0.platform == .android }
        XCTAssertEqual(Set(android.filter { $0.flavour == nil }.map(\.state)), Set(Situation.State.allCases))
        XCTAssertEqual(Set(android.map(\.channel)), [.system, .pushNotification, .androidIntent],
                       "the in-app router is the same on both platforms; Android's own entry points are tried (issue 35)")
        XCTAssertEqual(Set(android.filter { $0.state == .loggedOut }.map(\.channel)), [.system, .pushNotification])
        XCTAssertTrue(android.allSatisfy { $0.app.platform == .android && $0.description.hasSuffix(", on Android") })
        XCTAssertTrue(android.contains { $0.state == .passwordPrompt && $0.app.isPasswordPromptShown })
        var map = try Maps.demo()
        map.android = nil
        XCTAssertFalse(LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 1, count: 1)).situations.contains { $0.platform == .android })
    }

    func testTheLinksAttackTheManifestsFiltersAndChromesIntents() throws {
        let links = LinkGenerator(map: try Maps.demo()).systematicLinks()
        for expected in ["https://babylon.example/records", "https://babylon.example/RECORDS", "https://babylon.example/prescriptions/1",
                         "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.babylon.demo;end",
                         "intent://babylon.example/somescreen/42#Intent;scheme=https;package=com.evil.app;end",
                         "intent://somescreen/42#Intent;scheme=babylon;package=com.babylon.demo;end"] {
            XCTAssertTrue(links.contains(expected), "\(expected) is not tried")
        }
        var map = try Maps.demo()
        map.android = nil
        XCTAssertFalse(LinkGenerator(map: map).systematicLinks().contains { $0.hasPrefix("intent:") })
    }

    func testTheDemoAppBreaksNoRuleOnAndroid() throws {
        let fuzzer = LinkFuzzer(map: try Maps.demo(), configuration: FuzzConfiguration(seed: 26, count: 600))
        XCTAssertTrue(fuzzer.check("intent://babylon.example/records#Intent;scheme=https;package=com.babylon.demo;end").isEmpty)
        XCTAssertTrue(fuzzer.run().isClean)
    }

    func testAViolationOnAndroidIsAnAndroidScenario() throws {
        let map = try Maps.forgottenClinicalRequirement()
        let situation = Situation(platform: .android, state: .loggedIn, channel: .system, flavour: nil,
                                  setup: [.launch, .logIn], map: map, routing: nil)
        let violation = Violation(finding: Finding(kind: .clinicalScreenWithoutAccess, route: "records", followUp: nil, detail: "seen"),
                                  link: "t://records", situationIndex: 0, situation: situation)
        let lines = ReproductionScenario(violation: violation, map: map, checker: InvariantChecker(map: map), command: "linkspec").lines
        XCTAssertEqual(Array(lines.prefix(2)), ["@android", "Scenario: a clinical screen without clinical access via route 'records'"])
    }
}
