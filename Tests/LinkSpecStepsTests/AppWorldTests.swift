import LinkSpecRunner
import LinkSpecSteps
import AppSimulation
import XCTest

/// The world as a team's step uses it: actions change the app, the read-only
/// view (`world.app`) reads it, and an action the app refuses fails the step
/// with what the app shows.
final class AppWorldTests: XCTestCase {
    private func world() -> AppWorld { AppWorld(map: StepsHarness.demoMap) }

    func testActionsChangeTheAppAndTheViewReadsIt() throws {
        let world = world()
        XCTAssertFalse(world.app.isRunning)
        XCTAssertEqual(world.app.screenStack, [])
        world.launch()
        try world.logIn(as: "mock user")
        XCTAssertEqual(world.open("babylon://somescreen/42", via: .system), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])))
        XCTAssertEqual(world.lastLink, "babylon://somescreen/42")
        XCTAssertEqual(world.app.session.user, "mock user")
        XCTAssertEqual(world.app.selectedTab, "home")
        XCTAssertEqual(world.app.tabs, ["home", "appointments", "chat", "profile"])
        XCTAssertEqual(world.app.visibleScreen, Screen("Some Screen", context: ["id": "42"]))
        XCTAssertEqual(world.app.screenStack.map(\.name), ["Home", "Some Screen"], "the tab's root, then the presented screen")
        XCTAssertEqual(world.app.selectedTabScreens, [Screen("Home")])
        XCTAssertEqual(world.app.presentedScreens, [Screen("Some Screen", context: ["id": "42"])])
        XCTAssertTrue(world.app.eventLog.contains("logged in as mock user"), "\(world.app.eventLog)")
        XCTAssertEqual(world.app.resolve("records"), RoutingEvent("showHealthRecords"))
    }

    func testADisabledIntentRoutesNothingUntilEnabledAgain() throws {
        let world = world()
        try world.disableIntent("Records")
        XCTAssertNil(world.app.resolve("records"))
        world.enableIntent("records")
        XCTAssertEqual(world.app.resolve("records"), RoutingEvent("showHealthRecords"))
    }

    func testAViewKeepsTheAppAsItWasWhenRead() throws {
        let world = world()
        world.launch()
        let before = world.app
        try world.logIn(as: "mock user")
        XCTAssertFalse(before.session.isLoggedIn)
        XCTAssertTrue(world.app.session.isLoggedIn)
    }

    func testARefusedActionFailsTheStepSayingWhatTheAppShows() {
        let world = world()
        XCTAssertThrowsError(try world.selectTab("chat")) { error in
            let failure = error as? StepFailure
            XCTAssertEqual(failure?.message.split(separator: "\n").first, #"cannot select the "chat" tab: the app is not running"#)
            XCTAssertTrue(failure?.message.contains("the app shows:\n  app: not running, logged out") ?? false, "\(error)")
        }
        XCTAssertThrowsError(try world.useFlavour("dark")) { error in
            XCTAssertTrue("\(error)".hasPrefix(#"unknown app flavour "dark"; the app map's flavours are "lite""#), "\(error)")
        }
        XCTAssertThrowsError(try world.disableIntent("nope")) { error in
            XCTAssertTrue("\(error)".hasPrefix(#"unknown intent "nope"; the app map's intents are "homepage", "appointments""#), "\(error)")
        }
        XCTAssertThrowsError(try world.logIn(as: " ")) { error in
            XCTAssertTrue("\(error)".hasPrefix("a user name cannot be empty"), "\(error)")
        }
        XCTAssertFalse(world.app.session.isLoggedIn, "a refused action changes nothing")
    }

    func testTheLinkBehindThePasswordPromptIsWhatAnsweringItReturns() throws {
        let world = world()
        world.launch()
        try world.logIn(as: "mock user")
        XCTAssertEqual(world.open("babylon://records", via: .system), .awaitingPassword)
        XCTAssertTrue(world.app.isPasswordPromptShown)
        XCTAssertEqual(world.app.promptedLink, "babylon://records")
        XCTAssertEqual(try world.enterPassword("1234"), .routed(RoutingEvent("showHealthRecords")))
        XCTAssertEqual(world.lastLinkFate, .routed(RoutingEvent("showHealthRecords")))
        XCTAssertThrowsError(try world.cancelPasswordPrompt(), "no prompt is shown any more")
    }

    func testARebuiltAppReplaysEveryActionOfTheScenario() throws {
        let world = world()
        world.launch()
        try world.logIn(as: "mock user")
        try world.selectTab("chat")
        world.usePendingPolicy(.drop)
        XCTAssertEqual(world.app.selectedTab, "chat", "the launch, the login and the tab are replayed")
    }

    func testEarlierLinksMeetTheNewPendingPolicy() throws {
        let world = world()
        world.launch()
        world.open("babylon://appointments/7", via: .system)
        XCTAssertEqual(world.app.pendingLinks, ["babylon://appointments/7"])
        XCTAssertTrue(world.app.isWaitingForLogin)
        world.usePendingPolicy(.drop)
        XCTAssertEqual(world.app.pendingLinks, [], "replayed under the drop policy, the link is not kept")
        XCTAssertTrue(world.app.isRunning, "the launch is replayed")
    }
}
