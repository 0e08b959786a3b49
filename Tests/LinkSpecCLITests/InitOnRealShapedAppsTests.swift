import Foundation
import TestSupport
import XCTest

/// Issue 37, items 3 and 4: `linkspec init` on folders shaped like real apps'
/// (no Xcode project beside the files, schemes from unset settings and from
/// .xcconfig files, a login provider's callback scheme first, several AASA
/// files listing many app IDs, a wildcard domain) writes a map that loads,
/// checks clean and whose feature passes, with the app's own scheme and app ID.
extension InitCommandTests {
    private func plist(bundleID: String, schemes: [String]) -> String {
        let types = schemes.map { "    <dict><key>CFBundleURLSchemes</key><array><string>\($0)</string></array></dict>\n" }.joined()
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
              <key>CFBundleIdentifier</key><string>\(bundleID)</string>
              <key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string>
              <key>CFBundleURLTypes</key>
              <array>
            \(types)  </array>
            </dict>
            </plist>

            """
    }

    private func entitlements(_ domains: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
          <key>com.apple.developer.associated-domains</key>
          <array>\(domains.map { "<string>applinks:\($0)</string>" }.joined())<string>webcredentials:\(domains[0])</string></array>
        </dict>
        </plist>

        """
    }

    private func appJSON(_ path: String = "Features/app.json") throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(try contents(path).utf8)) as? [String: Any])
    }

    /// Like an app whose Info.plist registers `$(PRODUCT_BUNDLE_IDENTIFIER)` and
    /// `${ENV_URL_HANDLER}` with no project beside it: the bundle ID comes from
    /// the AASA, the other setting gets a placeholder and a "fill in" line.
    func testSchemesFromUnsetSettingsGetPlaceholdersAndNeverBlock() throws {
        try write(plist(bundleID: "$(PRODUCT_BUNDLE_IDENTIFIER)", schemes: ["$(PRODUCT_BUNDLE_IDENTIFIER)", "${ENV_URL_HANDLER}"]),
                  to: "App/Info.plist")
        try write(entitlements(["home.example"]), to: "App/App.entitlements")
        try write(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.io.example.home"], "components": [{"/": "/navigate/*"}]}]}}"#,
                  to: "App/home.example.aasa.json")
        let out = try initChecksAndPasses()
        let map = try appJSON()
        XCTAssertEqual(map["buildSettings"] as? [String: String],
                       ["PRODUCT_BUNDLE_IDENTIFIER": "io.example.home", "ENV_URL_HANDLER": "fill-in-env-url-handler"])
        // The bundle ID's scheme is an OAuth redirect's usual one: the other is the app's own.
        XCTAssertEqual(map["deepLinkScheme"] as? String, "fill-in-env-url-handler")
        XCTAssertEqual(map["teamID"] as? String, "ABCDE12345")
        XCTAssertTrue(out.contains(#"buildSettings.ENV_URL_HANDLER: "fill-in-env-url-handler" is a placeholder: App/Info.plist uses "#
                                   + "'${ENV_URL_HANDLER}' at $.CFBundleURLTypes[1].CFBundleURLSchemes[0]"), out)
        XCTAssertTrue(out.contains("--build-setting ENV_URL_HANDLER=VALUE"), out)
        XCTAssertTrue(out.contains("deepLinkScheme: 'fill-in-env-url-handler' comes from the placeholder of ENV_URL_HANDLER"), out)
        XCTAssertTrue(try contents("Features/deep_links.feature").contains(#"When I open "fill-in-env-url-handler://home""#))

        // Given on the command line, the setting is the app's, and nothing is a placeholder.
        let given = try LinkSpecExecutable.run(["init", "--out", "Given", "--build-setting", "ENV_URL_HANDLER=homeapp",
                                                "--build-setting", "ENV_URL_HANDLR=typo"], in: folder)
        XCTAssertEqual(given.code, 0, given.err)
        XCTAssertEqual(try appJSON("Given/app.json")["buildSettings"] as? [String: String],
                       ["PRODUCT_BUNDLE_IDENTIFIER": "io.example.home", "ENV_URL_HANDLER": "homeapp"])
        XCTAssertEqual(try appJSON("Given/app.json")["deepLinkScheme"] as? String, "homeapp")
        XCTAssertFalse(given.out.contains("fill-in-"), given.out)
        XCTAssertTrue(given.out.contains("--build-setting: ENV_URL_HANDLER = homeapp"), given.out)
        XCTAssertTrue(given.out.contains("--build-setting ENV_URL_HANDLR: neither App/Info.plist nor the entitlements use it "
                                         + "(did you mean 'ENV_URL_HANDLER'?)"), given.out)
    }

    /// A bundle ID made of settings nothing sets (`$(PREFIX).app`): the app ID is
    /// unknown, so the map cannot name the AASA (it would not load); init lists it to add.
    func testABundleIDOfUnsetSettingsNeverBlocksAndTheAASAIsListedToAdd() throws {
        try write(plist(bundleID: "$(PREFIX).app", schemes: ["edgeapp"]), to: "App/Info.plist")
        try write(entitlements(["edge.example"]), to: "App/App.entitlements")
        try write(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.io.example.edge"], "components": [{"/": "/x/*"}]}]}}"#,
                  to: "App/edge.example.aasa.json")
        let made = try LinkSpecExecutable.run(["init"], in: folder)
        XCTAssertEqual(made.code, 0, made.err)
        XCTAssertTrue(made.out.contains(#"appleAppSiteAssociation: add "edge.example": "../App/edge.example.aasa.json" once teamID "#
                                        + "and the bundle ID are known"), made.out)
        XCTAssertTrue(made.out.contains("buildSettings.PREFIX: used by App/Info.plist at $.CFBundleIdentifier"), made.out)
        XCTAssertNil(try appJSON()["appleAppSiteAssociation"])
        let run = try LinkSpecExecutable.run(["Features/"], in: folder)
        XCTAssertEqual(run.code, 0, run.out + run.err)
        let chosen = try LinkSpecExecutable.run(["init", "--out", "Chosen", "--app-id", "ABCDE12345.io.example.edge"], in: folder)
        XCTAssertEqual(chosen.code, 2)
        XCTAssertTrue(chosen.err.hasPrefix("App/Info.plist:4:"), chosen.err)
        XCTAssertTrue(chosen.err.contains("CFBundleIdentifier is '$(PREFIX).app', which uses build settings nothing sets; "
                                          + "give them with --build-setting NAME=VALUE"), chosen.err)
    }

    /// The map init wrote, without its buildSettings: runs and `check` name the
    /// setting and where to set it, not "'' is not a URL scheme" alone.
    func testRunsAndCheckNameAnUnsetSettingAndWhereToSetIt() throws {
        try write(plist(bundleID: "io.example.home", schemes: ["${ENV_URL_HANDLER}"]), to: "App/Info.plist")
        XCTAssertEqual(try LinkSpecExecutable.run(["init"], in: folder).code, 0)
        let map = try contents("Features/app.json")
        try write(map.split(separator: "\n").filter { !$0.contains("buildSettings") && !$0.contains("deepLinkScheme") }
            .joined(separator: "\n"), to: "Features/app.json")
        let expected = "App/Info.plist:8:47: $.CFBundleURLTypes[0].CFBundleURLSchemes[0]: the build setting ENV_URL_HANDLER is not set "
            + "in app.json's buildSettings, so it expands to nothing in '${ENV_URL_HANDLER}' and '' is not a URL scheme"
        for arguments in [["check", "--app", "Features/app.json"], ["Features/"]] {
            let result = try LinkSpecExecutable.run(arguments, in: folder)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix(expected), result.err)
            XCTAssertTrue(result.err.contains(#"set it there ("buildSettings": {"ENV_URL_HANDLER": "..."})"#), result.err)
        }
    }

    /// Like an app whose scheme is set in its .xcconfig files (Debug and Release
    /// differ) and whose Info.plist lists Facebook's and Google's callback schemes
    /// around its own: the Release value, and the app's own scheme as deepLinkScheme.
    func testTheSchemeComesFromTheXcconfigAndSkipsLoginCallbackSchemes() throws {
        try write(plist(bundleID: "$(PRODUCT_BUNDLE_IDENTIFIER)",
                        schemes: ["fb1234567890", "${ENV_URL_HANDLER}", "com.googleusercontent.apps.1234-abcd"]), to: "Shop/Info.plist")
        try write("// Shared settings\nPRODUCT_BUNDLE_IDENTIFIER = com.example.shop // the app\nDEVELOPMENT_TEAM = ABCDE12345\n"
                  + "#include? \"Local.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER[sdk=macosx*] = com.example.shop.mac\n", to: "Config/Shared.xcconfig")
        try write("#include \"Shared.xcconfig\"\nENV_URL_HANDLER = shopapp-debug\n", to: "Config/Debug.xcconfig")
        try write("#include \"Shared.xcconfig\"\nENV_URL_HANDLER = shopapp\n", to: "Config/Release.xcconfig")
        let out = try initChecksAndPasses()
        let map = try appJSON()
        XCTAssertEqual(map["deepLinkScheme"] as? String, "shopapp")
        XCTAssertEqual(map["buildSettings"] as? [String: String], ["PRODUCT_BUNDLE_IDENTIFIER": "com.example.shop", "ENV_URL_HANDLER": "shopapp"])
        XCTAssertTrue(out.contains("Config/Release.xcconfig: ENV_URL_HANDLER = shopapp (also Config/Debug.xcconfig: shopapp-debug; "
                                   + "--build-setting ENV_URL_HANDLER=VALUE chooses)"), out)
        XCTAssertTrue(out.contains("Config/Shared.xcconfig: PRODUCT_BUNDLE_IDENTIFIER = com.example.shop\n"),
                      "shown where it is set, not as the file including it: \(out)")
        XCTAssertTrue(out.contains("deepLinkScheme shopapp, the app's own scheme (fb1234567890 looks like Facebook Login's callback; "
                                   + "com.googleusercontent.apps.1234-abcd looks like Google Sign-In's callback)"), out)
        let feature = try contents("Features/deep_links.feature")
        XCTAssertTrue(feature.contains(#"When I open "shopapp://home""#), feature)
        XCTAssertFalse(feature.contains("fb1234567890://"), feature)
    }

    /// Several AASA files, the first entry listing an old team's and a dev build's
    /// IDs before the app's: the app ID the most files list, with the candidates
    /// shown; `--app-id` chooses another. The root's file serves the wildcard domain.
    func testTheAppIDIsTheOneTheAASAFilesListMostAndCanBeChosen() throws {
        try write(plist(bundleID: "com.example.shop", schemes: ["shop"]), to: "Shop/Info.plist")
        try write(entitlements(["shop.example", "*.shop.example", "help.example"]), to: "Shop/Shop.entitlements")
        let old = ["OLDTEAM001.com.example.shop.dev", "OLDTEAM001.com.example.shop", "DEVTEAM002.com.example.shop",
                   "DEVTEAM002.com.example.shop.beta", "NEWTEAM123.com.example.shop", "NEWTEAM123.com.example.shop.clip",
                   "NEWTEAM123.com.example.shop.widget", "QATEAM0004.com.example.shop"]
        let listed = old.map { "\"\($0)\"" }.joined(separator: ", ")
        try write(#"{"applinks": {"details": [{"appIDs": [\#(listed)], "components": [{"/": "/legacy/*"}]}, "#
                  + #"{"appIDs": ["NEWTEAM123.com.example.shop"], "components": [{"/": "/products/*"}, {"/": "/orders/*"}]}]}}"#,
                  to: "Web/shop.example/.well-known/apple-app-site-association")
        try write(#"{"applinks": {"details": [{"appIDs": ["NEWTEAM123.com.example.shop"], "components": [{"/": "/articles/*"}]}]}}"#,
                  to: "Web/help.example/.well-known/apple-app-site-association")
        let out = try initChecksAndPasses()
        let map = try appJSON()
        XCTAssertEqual(map["teamID"] as? String, "NEWTEAM123")
        XCTAssertEqual((map["appleAppSiteAssociation"] as? [String: String]).map { Set($0.keys) }, ["shop.example", "help.example"])
        XCTAssertTrue(out.contains("app ID NEWTEAM123.com.example.shop: listed by 2 of 2 AASA files, 4 rules, taken for the team ID; "
                                   + "also listed: OLDTEAM001.com.example.shop (1 file, 1 rule), DEVTEAM002.com.example.shop (1 file, 1 rule), "
                                   + "QATEAM0004.com.example.shop (1 file, 1 rule); --app-id TEAMID.BUNDLE_ID chooses another"), out)
        XCTAssertFalse(out.contains("*.shop.example has no AASA file"), out)
        XCTAssertTrue(out.contains("Web/shop.example/.well-known/apple-app-site-association: the AASA of shop.example and *.shop.example"), out)
        let routes = (map["routes"] as? [[String: Any]])?.compactMap { $0["pattern"] as? String } ?? []
        XCTAssertTrue(Set(["products/{path...}", "orders/{path...}", "articles/{path...}"]).isSubset(of: Set(routes)), "\(routes)")

        let chosen = try LinkSpecExecutable.run(["init", "--out", "Old", "--app-id", "OLDTEAM001.com.example.shop"], in: folder)
        XCTAssertEqual(chosen.code, 0, chosen.err)
        XCTAssertEqual(try appJSON("Old/app.json")["teamID"] as? String, "OLDTEAM001")
        let wrong = try LinkSpecExecutable.run(["init", "--out", "Wrong", "--app-id", "OLDTEAM001.com.example.other"], in: folder)
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.err.contains("--app-id OLDTEAM001.com.example.other is not this app's: its bundle ID is com.example.shop"), wrong.err)
    }

    /// An AASA rule whose query item has a value without wildcards
    /// (`"?": {"page": "QUEUE"}`): the stub route carries it as a literal
    /// query value, which a link must carry too, instead of "write its route by hand".
    func testAnAASAQueryValueWithoutWildcardsGivesARouteWithThatValue() throws {
        try write(plist(bundleID: "com.example.shop", schemes: ["shopapp"]), to: "Shop/Info.plist")
        try write(entitlements(["shop.example"]), to: "Shop/Shop.entitlements")
        try write(#"{"applinks": {"details": [{"appIDs": ["NEWTEAM123.com.example.shop"], "components": ["#
                  + #"{"/": "/deals", "?": {"page": "QUEUE"}}, {"/": "/promo/*", "?": {"ref": "?*"}}]}]}}"#,
                  to: "Shop/shop.example.aasa.json")
        let out = try initChecksAndPasses()
        XCTAssertFalse(out.contains("write its route by hand"), out)
        let routes = (try appJSON()["routes"] as? [[String: Any]])?.compactMap { $0["pattern"] as? String } ?? []
        XCTAssertTrue(routes.contains("deals?page=QUEUE"), "\(routes)")
        XCTAssertTrue(routes.contains("promo/{path...}?{ref}"), "a value with wildcards is still a parameter: \(routes)")
        XCTAssertTrue(try contents("Features/deep_links.feature").contains(#"When I open "https://shop.example/deals?page=QUEUE""#))
    }

    /// A wildcard domain without a file: the root's file serves it (the
    /// universal-links article), and init prints the command that fetches it;
    /// `--aasa` names one domain's file and discovery still finds the others'.
    func testAWildcardDomainIsServedByTheRootsFileAndAASAOptionsAddToDiscovery() throws {
        try write(plist(bundleID: "com.example.wild", schemes: ["wildapp"]), to: "App/Info.plist")
        try write(entitlements(["*.wild.example", "other.example"]), to: "App/App.entitlements")
        try write("DEVELOPMENT_TEAM = ABCDE12345\n", to: "App/App.xcconfig")
        let first = try LinkSpecExecutable.run(["init", "--out", "First"], in: folder)
        XCTAssertEqual(first.code, 0, first.err)
        XCTAssertTrue(first.out.contains("*.wild.example has no AASA file (the file of wild.example serves *.wild.example): name one with "
                                         + "--aasa wild.example=PATH, or fetch the one https://wild.example/.well-known/apple-app-site-association "
                                         + "serves with: linkspec check --app First/app.json --served --save-served First/served"), first.out)
        XCTAssertTrue(first.out.contains("other.example has no AASA file: name one with --aasa other.example=PATH"), first.out)
        XCTAssertFalse(first.out.contains("domain-without-aasa"), "said once, with the command that fetches it: \(first.out)")

        try write(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.wild"], "components": [{"/": "/tag/*"}]}]}}"#,
                  to: "Downloads/site.json")
        try write(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.wild"], "components": [{"/": "/other/*"}]}]}}"#,
                  to: "App/other.example.aasa.json")
        let out = try initChecksAndPasses(["--aasa", "wild.example=Downloads/site.json"])
        let map = try appJSON()
        XCTAssertEqual(map["appleAppSiteAssociation"] as? [String: String],
                       ["wild.example": "../Downloads/site.json", "other.example": "../App/other.example.aasa.json"])
        XCTAssertFalse(out.contains("has no AASA file"), out)
        XCTAssertTrue(try contents("Features/deep_links.feature").contains("When I open \"https://"), "a universal link of the wildcard domain")
    }
}
