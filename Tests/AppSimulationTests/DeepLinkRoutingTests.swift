import AppTestSupport
import AppSimulation
import XCTest

/// The demo app's routes, prefixes, universal links and fallbacks.
final class DeepLinkRoutingTests: XCTestCase {
    func testBothPrefixesAreEquivalent() throws {
        for scheme in ["babylon", "otherprefix", "ribs-training"] {
            var app = try DemoApp.loggedIn()
            let outcome = app.open("\(scheme)://somescreen/42", via: .system)
            XCTAssertEqual(outcome, .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])), scheme)
            XCTAssertEqual(app.visibleScreen, Screen("Some Screen", context: ["id": "42"]), scheme)
        }
    }

    func testUnregisteredSchemeDoesNotOpenTheApp() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        let outcome = app.open("unknownprefix://somescreen/42", via: .system)
        guard case .notOpened(let reason) = outcome else { return XCTFail("\(outcome)") }
        XCTAssertTrue(reason.contains("unknownprefix"), reason)
        XCTAssertEqual(app.launchState, .notRunning)
    }

    func testInAppOpeningReachesThisAppWhateverTheScheme() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("unknownprefix://settings", via: .inApp), .routed(RoutingEvent("showSettings")))
        XCTAssertEqual(app.open("somescreen/7", via: .inApp), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(7))])))
        XCTAssertEqual(app.visibleScreen, Screen("Some Screen", context: ["id": "7"]))
    }

    func testClaimedUniversalLinkRoutesInTheApp() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("https://babylon.example/somescreen/42", via: .system),
                       .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])))
        XCTAssertEqual(app.open("https://BABYLON.example/settings", via: .system), .routed(RoutingEvent("showSettings")))
    }

    func testUnclaimedUniversalLinkOpensInTheBrowserAndNotTheApp() throws {
        var app = SimulatedApp(map: try DemoApp.map())
        guard case .openedInBrowser = app.open("https://babylon.example/about/team", via: .system) else { return XCTFail() }
        guard case .openedInBrowser = app.open("https://elsewhere.example/somescreen/42", via: .system) else { return XCTFail() }
        XCTAssertEqual(app.launchState, .notRunning)
    }

    func testNonIntegerIdFallsBackToTheHomeTab() throws {
        var app = try DemoApp.loggedIn()
        try app.selectTab("chat")
        XCTAssertEqual(app.open("babylon://somescreen/abc"), .routed(RoutingEvent("showHome")))
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "home")
        XCTAssertEqual(app.visibleScreen, Screen("Home"))
        XCTAssertTrue(app.events.contains { if case .fallbackTaken = $0 { return true } else { return false } })
    }

    func testMissingIdFallsBackToTheHomeTab() throws {
        var app = try DemoApp.loggedIn()
        try app.selectTab("profile")
        XCTAssertEqual(app.open("babylon://somescreen"), .routed(RoutingEvent("showHome")))
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "home")
    }

    func testAppointmentsWithoutIdSelectsTheTabWithIdPresentsAndWithBadIdFallsBack() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://appointments")
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "appointments")
        app.open("babylon://appointments/9")
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Appointments")), StackEntry(.modal, Screen("Appointment", context: ["id": "9"]))])
        XCTAssertEqual(app.open("babylon://appointments/nine"), .routed(RoutingEvent("showHome")))
        XCTAssertEqual(app.screenStack, [StackEntry(.tab, Screen("Home"))])
    }

    func testTabRoutesSelectTheirTab() throws {
        var app = try DemoApp.loggedIn()
        for (link, tab) in [("chat", "chat"), ("profile", "profile"), ("homepage", "home")] {
            app.open("babylon://\(link)")
            XCTAssertEqual(SimulatedAppView(app).selectedTab, tab, link)
        }
    }

    func testPresentingADeepLinkScreenFirstDismissesWhatIsPresented() throws {
        var app = try DemoApp.loggedIn()
        try app.present(screenNamed: "Settings")
        try app.present(screenNamed: "Some Screen", context: ["id": "1"])
        app.open("babylon://somescreen/2", via: .inApp)
        XCTAssertEqual(SimulatedAppView(app).presentedScreens, [Screen("Some Screen", context: ["id": "2"])])
        let dismissed = app.events.filter { if case .screenDismissed = $0 { return true } else { return false } }
        XCTAssertEqual(dismissed.count, 2)
    }

    func testFinderPopsToAnExistingProductInsteadOfPushingItTwice() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://product/a")
        app.open("babylon://product/b")
        app.open("babylon://product/a")
        XCTAssertEqual(app.screenStack.map(\.description), ["tab: Home", "push: Product {id: a}"])
        XCTAssertTrue(app.events.contains(.screenReused(Screen("Product", context: ["id": "a"]))))
    }

    func testProductSelectsHomeAndPushesFromAnotherTab() throws {
        var app = try DemoApp.loggedIn()
        try app.selectTab("chat")
        app.open("babylon://product/shoe")
        XCTAssertEqual(SimulatedAppView(app).selectedTab, "home")
        XCTAssertEqual(app.visibleScreen, Screen("Product", context: ["id": "shoe"]))
    }

    func testPercentEncodedParametersAreDecoded() throws {
        var app = try DemoApp.loggedIn()
        XCTAssertEqual(app.open("babylon://product/red%20shoes%2F42"),
                       .routed(RoutingEvent("showProduct", [.init("id", .string("red shoes/42"))])))
        XCTAssertEqual(app.visibleScreen, Screen("Product", context: ["id": "red shoes/42"]))
        XCTAssertEqual(app.open("babylon://some%73creen/%34%32"), .routed(RoutingEvent("showSomeScreen", [.init("id", .int(42))])))
    }

    func testBadPercentEncodingIsNotOpenedWithAReason() throws {
        var app = try DemoApp.loggedIn()
        guard case .notOpened(let reason) = app.open("babylon://product/%zz") else { return XCTFail() }
        XCTAssertTrue(reason.contains("%"), reason)
    }

    func testUnknownIntentIsIgnoredWithItsReason() throws {
        var app = try DemoApp.loggedIn()
        guard case .ignored(let reason) = app.open("babylon://nowhere/1") else { return XCTFail() }
        XCTAssertTrue(reason.contains("no route matches 'nowhere/1'"), reason)
        XCTAssertEqual(app.visibleScreen, Screen("Home"))
    }

    func testTwoLinksInQuickSuccessionLeaveTheSecondOnScreen() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://somescreen/1")
        app.open("otherprefix://settings")
        XCTAssertEqual(SimulatedAppView(app).presentedScreens, [Screen("Settings")])
    }

    func testEveryRoutedLinkLogsDeeplinkOpenedAndProductLogsProductViewed() throws {
        var app = try DemoApp.loggedIn()
        app.open("babylon://product/abc")
        XCTAssertEqual(SimulatedAppView(app).analyticsEvents.map(\.description),
                       [#"{"name": "deeplink_opened", "intent": "product"}"#, #"{"name": "product_viewed", "productId": "abc"}"#])
        app.open("babylon://nowhere")
        XCTAssertEqual(SimulatedAppView(app).analyticsEvents.count, 2, "an ignored link logs no analytics")
    }

    /// Babylon's URL-to-RoutingEvent unit test as one table.
    func testLinksResolveToRoutingEventsWithoutNavigating() throws {
        let app = try DemoApp.loggedIn()
        let table: [(String, String?)] = [
            ("homepage", "showHome"),
            ("somescreen/42", "showSomeScreen(id: 42)"),
            ("somescreen/x", "showHome"),
            ("appointments", "showAppointments"),
            ("appointments/3", "showAppointment(id: 3)"),
            ("prescriptions/5", "showPrescription(id: 5)"),
            ("records", "showHealthRecords"),
            ("product/red%20shoes", #"showProduct(id: "red shoes")"#),
            ("launchGame?gameId=ticTacToe", #"launchGame(gameId: "ticTacToe")"#),
            ("launchGame", "launchGame"),
            ("webview?url=https://babylon.example/faq", #"showWebView(url: "https://babylon.example/faq")"#),
            ("babylon://chat", "showChat"),
            ("https://babylon.example/profile", "showProfile"),
            ("unknown", nil),
        ]
        for (link, expected) in table {
            XCTAssertEqual(app.resolve(link)?.description, expected, link)
        }
        XCTAssertEqual(app.events.count, 2, "resolving navigates nowhere and logs nothing")
    }
}
