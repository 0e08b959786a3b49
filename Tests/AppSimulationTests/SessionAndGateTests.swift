import AppTestSupport
import AppSimulation
import XCTest

/// Login, pending policies, the clinical-access gate, flavours, cold starts.
final class SessionAndGateTests: XCTestCase {
    func testColdStartLoggedOutWaitsThenRoutesAfterLogin() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        guard case .pending = app.open("babylon://somescreen/42") else { return XCTFail() }
        XCTAssertEqual(app.launchState, .foreground)
        XCTAssertEqual(app.screenStack, [StackEntry(.login, Screen("Login"))])
        XCTAssertTrue(app.isWaitingForLogin)
        app.logIn(as: "mock user")
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Home")), StackEntry(.modal, Screen("Some Screen", context: ["id": "42"]))])
        XCTAssertTrue(app.pendingLinks.isEmpty)
    }

    func testSessionPersistsAcrossLaunchesAndColdStartGoesStraightToTheRoute() throws {
        var app = try DemoApp.loggedIn()
        app.terminate()
        XCTAssertNil(app.visibleScreen)
        XCTAssertEqual(app.open("babylon://settings"), .routed(RoutingEvent("showSettings")))
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "modal: Settings"])
    }

    func testBackgroundAppComesForwardKeepingItsState() throws {
        var app = try DemoApp.loggedIn()
        try app.selectTab("chat")
        app.moveToBackground()
        app.open("babylon://settings")
        XCTAssertEqual(app.launchState, .foreground)
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "chat")
    }

    func testLatestPolicyKeepsOnlyTheNewestPendingLink() throws {
        var app = try DemoApp.launched()
        app.open("babylon://somescreen/1")
        app.open("babylon://settings")
        XCTAssertEqual(app.pendingLinks.map(\.link), ["babylon://settings"])
        app.logIn(as: "mock user")
        XCTAssertEqual(SimulatedAppView(app).presentedScreens, [Screen("Settings")])
    }

    func testLatestPolicyLeavesAQueuedWorkflowWaitingBesideTheNewestLink() throws {
        var app = try DemoApp.launched()
        app.open("ribs-training://launchGame?gameId=ticTacToe")
        app.open("babylon://somescreen/42")
        app.logIn(as: "player 1 and player 2")
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Tic Tac Toe", "modal: Some Screen {id: 42}"])
        let discarded = app.events.filter { if case .linkDiscarded = $0 { return true } else { return false } }
        XCTAssertEqual(discarded, [], "the queued workflow link is not replaced by the newer one")
    }

    func testQueuePolicyRunsEveryWaitingWorkflowInOrder() throws {
        var app = try DemoApp.launched()
        app.open("ribs-training://launchGame?gameId=randomWin")
        app.open("ribs-training://launchGame?gameId=ticTacToe")
        XCTAssertEqual(app.pendingLinks.count, 2)
        app.logIn(as: "player 1 and player 2")
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Random Win", "push: Tic Tac Toe"])
    }

    func testDropPolicyDiscardsALinkThatNeedsLogin() throws {
        let map = try SmallMaps.tabsAndSettings(pendingPolicy: .drop)
        var app = SimulatedApp(map: map)
        app.launch()
        guard case .discarded(let reason) = app.open("test://settings") else { return XCTFail() }
        XCTAssertTrue(reason.contains("drop"), reason)
        app.logIn(as: "someone")
        XCTAssertTrue(SimulatedAppView(app).presentedScreens.isEmpty)
    }

    func testRightPasswordGrantsAccessAndTheRouteGoesOn() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("babylon://records"), .awaitingPassword(RoutingEvent("showHealthRecords")))
        XCTAssertTrue(app.isPasswordPromptShown)
        XCTAssertEqual(try app.enterPassword("1234"), .routed(RoutingEvent("showHealthRecords")))
        XCTAssertEqual(app.visibleScreen, Screen("Health Records"))
        XCTAssertTrue(app.session.hasClinicalAccess)
        XCTAssertEqual(app.open("babylon://prescriptions/3"), .routed(RoutingEvent("showPrescription", [.init("id", .int(3))])), "the grant lasts")
    }

    func testWrongPasswordDiscardsTheRouteAndTheScreenStaysAsItWas() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://settings")
        let before = app.screenStack
        app.open("babylon://prescriptions/3")
        guard case .discarded(let reason) = try app.enterPassword("0000") else { return XCTFail() }
        XCTAssertTrue(reason.contains("wrong"), reason)
        XCTAssertEqual(app.screenStack, before)
        XCTAssertFalse(app.session.hasClinicalAccess)
    }

    func testCancelledPasswordPromptDiscardsTheRoute() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://records")
        guard case .discarded = try app.cancelPasswordPrompt() else { return XCTFail() }
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Home"))])
        XCTAssertThrowsError(try app.enterPassword("1234"), "no prompt is shown any more")
    }

    func testClinicalAccessEndsAtLogout() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://records")
        try app.enterPassword("1234")
        app.logOut()
        app.logIn(as: "mock user")
        XCTAssertEqual(app.open("babylon://records"), .awaitingPassword(RoutingEvent("showHealthRecords")))
    }

    func testClinicalLinkWhileLoggedOutWaitsForLoginThenAsksForThePassword() throws {
        var app = try DemoApp.launched()
        guard case .pending = app.open("babylon://records") else { return XCTFail() }
        app.logIn(as: "mock user")
        XCTAssertTrue(app.isPasswordPromptShown)
        try app.enterPassword("1234")
        XCTAssertEqual(app.visibleScreen, Screen("Health Records"))
    }

    func testChangedPasswordIsTheOneAccepted() throws {
        var app = try DemoApp.loggedIn()
        app.clinicalAccessPassword = "9999"
        app.open("babylon://records")
        guard case .discarded = try app.enterPassword("1234") else { return XCTFail() }
    }

    func testLiteFlavourDisablesPrescriptionsAndRecordsByEveryChannel() throws {
        for link in ["babylon://records", "babylon://prescriptions/1", "https://babylon.example/records", "prescriptions/abc"] {
            for channel in [OpeningChannel.system, .inApp] where !(channel == .system && !link.contains(":")) {
                var app = try DemoApp.loggedIn()
                app.flavour = "lite"
                let before = app.screenStack
                guard case .ignored(let reason) = app.open(link, via: channel) else { return XCTFail("\(link) via \(channel)") }
                XCTAssertTrue(reason.contains("flavour 'lite'"), reason)
                XCTAssertEqual(app.screenStack, before)
                XCTAssertFalse(app.isPasswordPromptShown)
            }
        }
    }

    func testADisabledIntentHasNoEffectAndTheLogSaysWhy() throws {
        var app = try DemoApp.loggedIn()
        app.disableIntent("settings")
        guard case .ignored = app.open("babylon://settings", via: .inApp) else { return XCTFail() }
        XCTAssertTrue(app.events.contains(.linkIgnored(link: "babylon://settings", reason: "the intent 'settings' is disabled")))
    }

    func testANewLinkSupersedesAShownPasswordPrompt() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://records")
        app.open("babylon://settings", via: .inApp)
        XCTAssertFalse(app.isPasswordPromptShown)
        XCTAssertEqual(app.visibleScreen, Screen("Settings"))
    }

    func testTerminationDiscardsPendingLinksWithAReason() throws {
        var app = try DemoApp.launched()
        app.open("babylon://settings")
        app.terminate()
        XCTAssertTrue(app.pendingLinks.isEmpty)
        XCTAssertTrue(app.events.contains(.linkDiscarded(link: "babylon://settings", reason: "the app was terminated")))
    }

    func testStateDescriptionShowsStackTabSessionAndPendingLinks() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://somescreen/42")
        let text = SimulatedAppView(app).stateDescription
        for part in ["logged in as mock user", "selected tab: home", "modal  Some Screen {id: 42}", "pending links: none"] {
            XCTAssertTrue(text.contains(part), "missing '\(part)' in:\n\(text)")
        }
    }

    func testUserActionsTheStateDoesNotAllowThrowClearErrors() throws {
        var app = try DemoApp.launched()
        XCTAssertThrowsError(try app.selectTab("home")) { XCTAssertTrue("\($0)".contains("logged out")) }
        app.logIn(as: "u")
        XCTAssertThrowsError(try app.selectTab("settngs")) { XCTAssertTrue("\($0)".contains("unknown tab")) }
        XCTAssertThrowsError(try app.dismissPresentedScreen())
        XCTAssertThrowsError(try app.present(screenNamed: "Nope"))
    }
}
