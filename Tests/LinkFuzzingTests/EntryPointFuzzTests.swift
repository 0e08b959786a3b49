import AppSimulation
import LinkFuzzing
import LinkSpecRunner
import LinkSpecSteps
import XCTest

/// The fuzzer tries links by every entry point, and while the app is not
/// installed (then installs it), and writes each situation's step in the
/// standard phrases.
final class EntryPointFuzzTests: XCTestCase {
    func testEveryEntryPointIsTriedLoggedInAndTheAppsOwnCodeAlsoLoggedOutAndAtAColdStart() throws {
        let situations = LinkFuzzer(map: try Maps.demo(), configuration: FuzzConfiguration(seed: 1, count: 1)).situations
        let loggedIn = Set(situations.filter { $0.state == .loggedIn && $0.flavour == nil }.map(\.channel))
        // An App Shortcut carries the link of its shortcuts.xml, not one the fuzzer makes.
        XCTAssertEqual(loggedIn, Set(OpeningChannel.allCases).subtracting([.deferredLink, .appShortcut]))
        for state in [Situation.State.loggedOut, .coldStart] {
            let channels = Set(situations.filter { $0.state == state && $0.flavour == nil }.map(\.channel))
            XCTAssertEqual(channels, [.system, .inApp, .pushNotification, .widget, .spotlight, .handoff, .webView, .smartAppBanner], "\(state)")
        }
        XCTAssertTrue(situations.filter { $0.flavour != nil }.allSatisfy { [.system, .inApp].contains($0.channel) })
    }

    func testAMapWithoutAPayloadKeyOrSignInCallbackIsNotTriedByThem() throws {
        let situations = LinkFuzzer(map: try Maps.forgottenLoginRequirement(), configuration: FuzzConfiguration(seed: 1, count: 1)).situations
        let channels = Set(situations.map(\.channel))
        XCTAssertFalse(channels.contains(.pushNotification))
        XCTAssertFalse(channels.contains(.signInRedirect))
        XCTAssertTrue(channels.contains(.handoff))
    }

    func testALinkKeptWhileTheAppIsNotInstalledIsFollowedByInstallingIt() throws {
        let map = try Maps.demo()
        let fuzzer = LinkFuzzer(map: map, configuration: FuzzConfiguration(seed: 1, count: 1))
        let situation = try XCTUnwrap(fuzzer.situations.first { $0.state == .notInstalled && $0.channel == .system && $0.flavour == nil })
        XCTAssertEqual(situation.setup, [.notInstalled, .allowPasting])
        var app = situation.app
        XCTAssertEqual(app.open("https://babylon.example/somescreen/4", via: .system),
                       .openedAppStore(reason: "the app is not installed: its web page copies the link to the pasteboard and sends the user to the App Store"))
        try app.installAndOpen()
        XCTAssertEqual(app.pendingLinks.map(\.link), ["https://babylon.example/somescreen/4"], "a fresh install is logged out")
        XCTAssertTrue(fuzzer.check("https://babylon.example/somescreen/4").isEmpty)
    }

    func testEachEntryPointsStepIsAStandardPhrase() throws {
        let catalog = try StepCatalog(StandardSteps.library())
        for channel in OpeningChannel.allCases {
            let phrase = EntryPointChannels.phrase(opening: "babylon://chat", by: channel)
            XCTAssertEqual(catalog.bindings(of: phrase, kind: .action).count, 1, "\(channel): \(phrase)")
        }
    }
}
