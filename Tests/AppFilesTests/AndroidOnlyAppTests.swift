import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// Issue 35: Android as real apps write it. `Fixtures/AndroidOnlyApp` is an
/// app map of Android files only (a Gradle layout: the manifest under
/// `app/src/main`, its `res` folder beside it), as a team writes it for an
/// Android app: no `schemes`, no `universalLinkHosts`, nothing of iOS.
final class AndroidOnlyAppTests: XCTestCase {
    private let manifest = "app/src/main/AndroidManifest.xml"
    private let strings = "app/src/main/res/values/strings.xml"

    private func app() throws -> FixtureApp { try FixtureApp(self, fixture: "AndroidOnlyApp") }

    /// The app on an Android phone, launched and logged in.
    private func phone(_ fixture: FixtureApp) throws -> SimulatedApp {
        var app = SimulatedApp(map: try fixture.map(), platform: .android)
        app.launch()
        app.logIn(as: "mock user")
        return app
    }

    // MARK: item 3: an Android-only map routes its App Links by the manifest

    func testAnAndroidOnlyMapRoutesItsVerifiedAppLinkWithoutUniversalLinkHosts() throws {
        var app = try phone(try app())
        XCTAssertEqual(app.open("https://cards.example/share#cardid=1234"), .routed(RoutingEvent("importCard")), "\(app.events)")
        XCTAssertEqual(app.visibleScreen?.name, "Import")
        XCTAssertEqual(app.open("cards://share"), .routed(RoutingEvent("importCard")), "the manifest's custom scheme")
    }

    func testAnAndroidOnlyMapTakesItsSchemesAndHostsFromTheManifest() throws {
        let map = try app().map()
        XCTAssertEqual(map.schemes, [], "app.json states none, and no Info.plist registers any")
        XCTAssertEqual(map.universalLinkHosts, [], "no associated domain: the map describes no iOS app")
        XCTAssertEqual(map.appLinkHosts, ["cards.example"])
        XCTAssertEqual(map.deepLinkScheme, "cards", "the manifest's custom scheme")
    }

    func testOnAnIPhoneTheAndroidOnlyMapsWebLinksOpenTheBrowser() throws {
        var app = SimulatedApp(map: try app().map(), platform: .iOS)
        app.launch()
        app.logIn(as: "mock user")
        guard case .openedInBrowser = app.open("https://cards.example/share") else { return XCTFail("\(app.events)") }
    }

    func testARouteMayBeScopedToAManifestHost() throws {
        let fixture = try app()
        try fixture.plant("app.json", replacing: #""present": "Import"}"#, with: #""present": "Import", "hosts": ["cards.example"]}"#)
        XCTAssertEqual(try fixture.map().routes.first?.hosts, ["cards.example"])
        try fixture.plant("app.json", replacing: #""hosts": ["cards.example"]"#, with: #""hosts": ["www.cards.example"]"#)
        XCTAssertTrue(try fixture.loadErrors().contains { $0.contains("'www.cards.example' is not one of the app's universal-link or App Links domains (cards.example)") })
    }

    func testAMapWithNoSchemeAnywhereIsStillRefused() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: #"<data android:scheme="cards" />"#, with: "")
        try fixture.plant(manifest, replacing: #"<data android:scheme="https" />"#, with: "")
        XCTAssertTrue(try fixture.loadErrors().contains { $0.contains("no browsable intent filter of the manifest declares one") })
    }

    // MARK: items 2 and 3: check on an Android-only map of a consistent app is clean

    func testCheckOnTheAndroidOnlyMapFindsNothing() throws {
        XCTAssertEqual(try app().findings(), [])
    }

    func testUniversalLinkHostsOnAnAndroidOnlyMapAreNotDomainWithoutAASA() throws {
        let fixture = try app()
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "universalLinkHosts": ["cards.example"], "schemes": ["cards"],"#)
        XCTAssertEqual(try fixture.findings(), [], "Apple's rules judge only a map that describes an iOS app")
    }

    func testAnAppleFileMakesTheMapAnIOSAppAgain() throws {
        let fixture = try app()
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "universalLinkHosts": ["cards.example"], "teamID": "ABCDE12345","#)
        XCTAssertEqual(try fixture.findings().map(\.rule), [.domainWithoutAASA])
    }

    // MARK: item 1: resource references and manifest placeholders

    private func referToResources(_ fixture: FixtureApp) throws {
        try fixture.plant(manifest, replacing: #"<data android:host="cards.example" />"#, with: #"<data android:host="@string/share_host" />"#)
        try fixture.plant(manifest, replacing: #"<data android:pathPrefix="/share" />"#, with: #"<data android:pathPrefix="@string/share_path" />"#)
        try fixture.plant(manifest, replacing: #"<data android:scheme="cards" />"#, with: #"<data android:scheme="@string/login_redirect_scheme" />"#)
        try fixture.plant(manifest, replacing: #"<intent-filter android:autoVerify="true">"#, with: #"<intent-filter android:autoVerify="@bool/autoVerify">"#)
    }

    func testStringAndBoolReferencesAreResolvedFromTheResFolderBesideTheManifest() throws {
        let fixture = try app()
        try referToResources(fixture)
        var app = try phone(fixture)
        XCTAssertEqual(app.open("https://cards.example/share#cardid=1234"), .routed(RoutingEvent("importCard")), "\(app.events)")
        XCTAssertEqual(app.visibleScreen?.name, "Import")
        let filter = try XCTUnwrap(try fixture.map().android?.manifest?.intentFilters[1].filter)
        XCTAssertEqual(filter.autoVerify?.value, true)
        XCTAssertEqual(filter.authorities.first?.host.value, "cards.example")
        XCTAssertEqual(filter.authorities.first?.host.location.description, try fixture.location(of: #"android:host="@string/share_host""#, in: manifest),
                       "a resolved value stays where the manifest refers to it")
        XCTAssertEqual(try fixture.findings(), [])
    }

    func testAResFolderNamedInAppJSONIsRead() throws {
        let fixture = try app()
        try referToResources(fixture)
        try FileManager.default.moveItem(at: fixture.folder.appendingPathComponent("app/src/main/res"),
                                         to: fixture.folder.appendingPathComponent("resources"))
        XCTAssertTrue(try fixture.loadErrors().contains { $0.contains("there is no res folder beside the manifest") })
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "androidResources": "resources","#)
        XCTAssertEqual(try fixture.map().appLinkHosts, ["cards.example"])
    }

    func testQualifiedValuesFoldersYieldToTheDefaultOne() throws {
        let fixture = try app()
        try referToResources(fixture)
        let french = fixture.folder.appendingPathComponent("app/src/main/res/values-fr")
        try FileManager.default.createDirectory(at: french, withIntermediateDirectories: true)
        try Data(#"<resources><string name="share_host">cartes.example</string><string name="only_here">x</string></resources>"#.utf8)
            .write(to: french.appendingPathComponent("strings.xml"))
        XCTAssertEqual(try fixture.map().appLinkHosts, ["cards.example"])
    }

    func testAnUnknownResourceReferenceIsAnErrorAtItsLine() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: #"<data android:host="cards.example" />"#, with: #"<data android:host="@string/share_hots" />"#)
        let errors = try fixture.loadErrors()
        XCTAssertEqual(errors.count, 1, "\(errors)")
        let location = try fixture.location(of: #"android:host="@string/share_hots""#, in: manifest)
        XCTAssertTrue(errors.first?.hasPrefix("\(location): ") == true, "\(errors)")
        XCTAssertTrue(errors.first?.contains("'@string/share_hots': \(fixture.shown("app/src/main/res"))/values*/ defines no string 'share_hots' (did you mean 'share_host'?)") == true,
                      "\(errors)")
    }

    func testAReferenceToAnotherKindOfResourceIsAnError() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: #"<data android:host="cards.example" />"#, with: #"<data android:host="@integer/host" />"#)
        XCTAssertTrue(try fixture.loadErrors().first?.contains("refers to an integer resource; linkspec resolves @string and @bool references") == true)
    }

    func testManifestPlaceholdersAreFilledInFromAppJSON() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: #"<data android:host="cards.example" />"#, with: #"<data android:host="${hostName}" />"#)
        var errors = try fixture.loadErrors()
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix(try fixture.location(of: #"android:host="${hostName}""#, in: manifest)) == true, "\(errors)")
        XCTAssertTrue(errors.first?.contains(#"the manifest placeholder ${hostName}, which Gradle fills in from the build's manifestPlaceholders: give its value in app.json's manifestPlaceholders ("hostName": "…")"#) == true,
                      "\(errors)")
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "manifestPlaceholders": {"hostName": "cards.example"},"#)
        try fixture.plant(manifest, replacing: #"package="com.cards.app""#, with: #"package="${applicationId}""#)
        errors = try fixture.loadErrors()
        XCTAssertTrue(errors.first?.hasPrefix(try fixture.location(of: #"package="${applicationId}""#, in: manifest)) == true, "\(errors)")
        XCTAssertTrue(errors.first?.contains("give it as app.json's applicationId") == true, "\(errors)")
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "applicationId": "com.cards.app","#)
        var app = try phone(fixture)
        XCTAssertEqual(app.open("https://cards.example/share"), .routed(RoutingEvent("importCard")), "\(app.events)")
        XCTAssertEqual(try fixture.findings(), [])
    }

    // MARK: item 4: route-not-in-intent-filter judges each route on its own hosts

    func testARouteScopedToOneHostIsJudgedOnThatHostOnly() throws {
        let fixture = try app()
        let customSchemeFilter = "            <intent-filter>\n                <action android:name=\"android.intent.action.VIEW\" />"
        try fixture.plant(manifest, replacing: customSchemeFilter, with: #"""
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <category android:name="android.intent.category.BROWSABLE" />
                        <data android:scheme="https" android:host="www.cards.example" android:path="/about" />
                    </intent-filter>

        """# + customSchemeFilter)
        try fixture.write("www.json", try fixture.text("cards.example.assetlinks.json"))
        try fixture.plant("app.json", replacing: #""cards.example.assetlinks.json"}"#, with: #""cards.example.assetlinks.json", "www.cards.example": "www.json"}"#)
        try fixture.plant("app.json", replacing: #""screens": ["Import"]"#, with: #""screens": ["Import", "About"]"#)
        try fixture.plant("app.json", replacing: #""present": "Import"}"#,
                          with: #""present": "Import", "hosts": ["cards.example"]}, {"name": "about", "pattern": "about", "event": "showAbout", "present": "About", "hosts": ["www.cards.example"]}"#)
        XCTAssertEqual(try fixture.findings(), [], "'about' is not judged on cards.example, nor 'share' on www.cards.example")
        try fixture.plant("app.json", replacing: #", "hosts": ["www.cards.example"]"#, with: "")
        XCTAssertEqual(try fixture.findings().map(\.description).map { $0.contains("route 'about' handles web links no intent filter") && $0.contains("https://cards.example/about") }, [true],
                       "without hosts, the route is judged on every host the app claims")
    }

    // MARK: item 5: autoVerify on a filter with nothing to verify

    func testAutoVerifyOnTheLauncherFilterIsANoteThatSaysItDoesNothing() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: "            <intent-filter>\n                <action android:name=\"android.intent.action.MAIN\" />",
                          with: "            <intent-filter android:autoVerify=\"true\">\n                <action android:name=\"android.intent.action.MAIN\" />")
        try assertOnlyFinding(fixture, .autoVerifyUnused, at: try fixture.location(of: #"android:autoVerify="true""#, in: manifest),
                              saying: ["android:autoVerify on the intent filter of .MainActivity (line 8) does nothing",
                                       "Android verifies only filters with VIEW, BROWSABLE and DEFAULT and an http or https scheme",
                                       "it is the app's launcher filter, which takes no links"])
    }

    func testAutoVerifyOnACustomSchemeFilterIsANoteAndNeverSaysTheBrowserOpensIt() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: "            <intent-filter>\n                <action android:name=\"android.intent.action.VIEW\" />",
                          with: "            <intent-filter android:autoVerify=\"true\">\n                <action android:name=\"android.intent.action.VIEW\" />")
        let found = try fixture.findings()
        XCTAssertEqual(found.map(\.rule), [.autoVerifyUnused])
        XCTAssertEqual(found.first?.severity, .note)
        XCTAssertTrue(found.first?.message.contains("its cards: links open the app without any verification") == true, "\(found)")
        XCTAssertFalse(found.first?.message.contains("browser") == true)
        var app = try phone(fixture)
        XCTAssertEqual(app.open("cards://share"), .routed(RoutingEvent("importCard")))
    }

    func testALoginCallbackSchemeFirstInTheManifestIsThirdPartySchemeAtItsPlace() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: #"<data android:scheme="cards" />"#,
                          with: #"<data android:scheme="com.googleusercontent.apps.123-abc" /><data android:scheme="cards" />"#)
        try assertOnlyFinding(fixture, .thirdPartyScheme, at: try fixture.location(of: #"android:scheme="com.googleusercontent"#, in: manifest),
                              saying: ["would use 'com.googleusercontent.apps.123-abc', the first scheme of the browsable intent filters of \(fixture.shown(manifest))",
                                       "Google Sign-In"])
    }

    func testAnAndroidResourcesFolderThatIsNotThereIsAnErrorAtTheKey() throws {
        let fixture = try app()
        try fixture.plant("app.json", replacing: #""name": "Cards","#, with: #""name": "Cards", "androidResources": "app/src/main/rez","#)
        let errors = try fixture.loadErrors()
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors.first?.contains("$.androidResources: \(fixture.shown("app/src/main/rez")): no such folder") == true, "\(errors)")
        XCTAssertTrue(errors.last?.hasSuffix("'@xml/shortcuts' names a shortcuts file in the res folder, and app.json's androidResources is no folder") == true,
                      "the manifest's reference says why it is not resolved, and no other folder is read instead: \(errors)")
    }

    func testACustomSchemesHostInAnAutoVerifyFilterNeedsNoAssetLinks() throws {
        let fixture = try app()
        try fixture.plant(manifest, replacing: "            <intent-filter>\n                <action android:name=\"android.intent.action.VIEW\" />",
                          with: "            <intent-filter android:autoVerify=\"true\">\n                <action android:name=\"android.intent.action.VIEW\" />")
        try fixture.plant(manifest, replacing: #"<data android:scheme="cards" />"#, with: #"<data android:scheme="cards" android:host="open" />"#)
        XCTAssertEqual(try fixture.findings().map(\.rule), [.autoVerifyUnused], "no assetlinks-missing for 'open'")
    }

    func testAResourceFileThatCannotBeReadIsNamedOnceAtItsPlace() throws {
        let fixture = try app()
        try FileManager.default.createDirectory(at: fixture.folder.appendingPathComponent("app/src/main/res/values/broken.xml"),
                                                withIntermediateDirectories: true)
        let errors = try fixture.loadErrors()
        let shown = fixture.shown("app/src/main/res/values/broken.xml")
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("\(shown):1:1: ") == true, "\(errors)")
        XCTAssertEqual(errors.first?.components(separatedBy: shown).count, 2, "the path once, as the location: \(errors)")
    }
}
