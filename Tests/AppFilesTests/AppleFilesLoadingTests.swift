import Foundation
import AppSimulation
import XCTest

/// The files app.json names are read, not retyped, and a broken one is an error
/// located in it (never a crash).
final class AppleFilesLoadingTests: XCTestCase {
    func testTheFilesGiveTheSchemesTheHostsAndTheAppID() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "<string>example</string>",
                      with: "<string>Example</string><string>${PRODUCT_BUNDLE_IDENTIFIER:rfc1034identifier}</string>")
        try app.plant("App/App.entitlements", replacing: "<string>webcredentials:example.com</string>",
                      with: "<string>applinks:*.example.com?mode=developer</string>")
        let document = try app.document()
        XCTAssertEqual(document.map.schemes, ["example", "com.example.app"])
        XCTAssertEqual(document.map.universalLinkHosts, ["example.com", "*.example.com"])
        XCTAssertEqual(document.map.appID, "ABCDE12345.com.example.app")
        XCTAssertEqual(document.files?.infoPlist?.schemes.first?.location.description,
                       try app.location(of: "<string>Example", in: "App/Info.plist"))
        XCTAssertTrue(document.map.claimsUniversalLinks(onHost: "shop.example.com"))
        XCTAssertFalse(document.map.claimsUniversalLinks(onHost: "example.org"))
    }

    func testABinaryPropertyListIsReadAndLocatedAtLineOne() throws {
        let app = try FixtureApp(self)
        let binary = try PropertyListSerialization.data(fromPropertyList: [
            "CFBundleIdentifier": "com.example.app",
            "CFBundleURLTypes": [["CFBundleURLSchemes": ["example", 42]]],
        ] as [String: Any], format: .binary, options: 0)
        try binary.write(to: app.folder.appendingPathComponent("App/Info.plist"))
        XCTAssertEqual(try app.loadErrors(), ["\(app.shown("App/Info.plist")):1:1: $.CFBundleURLTypes[0].CFBundleURLSchemes[1]: expected a string, found a number or boolean"])
        var truncated = binary
        truncated.removeLast(12)
        try truncated.write(to: app.folder.appendingPathComponent("App/Info.plist"))
        let errors = try app.loadErrors()
        XCTAssertEqual(errors.count, 1)
        XCTAssertTrue(errors.first?.hasPrefix("\(app.shown("App/Info.plist")):1:1: $: not a valid property list") == true, "\(errors)")
    }

    func testBrokenXMLIsLocatedAtTheElementThatBreaksIt() throws {
        let cases: [(old: String, new: String, at: String, message: String)] = [
            ("<string>example</string>", "<string>example</strin>", "</strin>", "</strin> closes <string> from line 12"),
            ("<key>CFBundleURLSchemes</key>", "<string>CFBundleURLSchemes</string>", "<string>CFBundleURLSchemes", "expected <key> in <dict>, found <string>"),
            ("<string>example</string>", "<sting>example</sting>", "<sting>", "unknown element <sting>"),
            ("</plist>", "", "</dict>\n</plist>", "unexpected end of the file inside <plist> from line 3"),
            ("<string>example</string>", "<string>example</strin></string>", "</strin>", "</strin> closes <string> from line 12"),
            ("</dict>\n</plist>", "\t<key>Extra</key>\n</dict>\n</plist>", "<key>Extra", "the key 'Extra' has no value"),
            ("<string>example</string>", "<string>ünï</string><stríng>x</stríng>", "<stríng>", "unknown element <stríng>"),
        ]
        for (old, new, at, message) in cases {
            let app = try FixtureApp(self)
            try app.plant("App/Info.plist", replacing: old, with: new)
            let errors = try app.loadErrors()
            XCTAssertEqual(errors.count, 1, "\(errors)")
            let place = at == "</dict>\n</plist>" ? "\(app.shown("App/Info.plist")):18:1" : try app.location(of: at, in: "App/Info.plist")
            XCTAssertEqual(errors.first, "\(place): $: not a valid property list: \(message)")
        }
    }

    func testWrongTypesAreErrorsAtTheValue() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "<array>\n\t\t\t\t<string>example</string>\n\t\t\t</array>", with: "<string>example</string>")
        try app.plant("App/App.entitlements", replacing: "applinks:example.com", with: "applinks:example.com/path")
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: "<string>example", in: "App/Info.plist")): $.CFBundleURLTypes[0].CFBundleURLSchemes: expected an array of schemes, found a string",
            "\(try app.location(of: "<string>applinks", in: "App/App.entitlements")): $.com.apple.developer.associated-domains[0]: 'applinks:example.com/path': 'example.com/path' is not a domain name (a wildcard is written *.example.com)",
        ])
    }

    /// Issue 24, item 4: `${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}` with no suffix set loads, as Xcode builds it.
    func testAnUnsetBuildSettingExpandsToNothingAndTheMapLoads() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "$(PRODUCT_BUNDLE_IDENTIFIER)", with: "${BUNDLE_ID_PREFIX}.app${BUNDLE_ID_SUFFIX}")
        try app.plant("app.json", replacing: #"{"PRODUCT_BUNDLE_IDENTIFIER": "com.example.app"}"#, with: #"{"BUNDLE_ID_PREFIX": "com.example"}"#)
        let document = try app.document()
        XCTAssertEqual(document.map.appID, "ABCDE12345.com.example.app")
        XCTAssertEqual(document.files?.unsetBuildSettings.map(\.name), ["BUNDLE_ID_SUFFIX"])
    }

    /// Issue 37, item 3: a scheme or domain that is only an unset setting (`${ENV_URL_HANDLER}`,
    /// set in the project's .xcconfig) names the setting and where to set it, not just "'' is not a URL scheme".
    func testAValueAnUnsetSettingLeavesInvalidNamesTheSettingAndWhereToSetIt() throws {
        let app = try FixtureApp(self)
        try app.plant("App/Info.plist", replacing: "<string>example</string>", with: "<string>${ENV_URL_HANDLER}</string>")
        try app.plant("App/App.entitlements", replacing: "applinks:example.com", with: "applinks:$(LINK_DOMAIN)")
        try app.plant("app.json", replacing: #""schemes": ["example"],"#, with: "")
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: "<string>${ENV", in: "App/Info.plist")): $.CFBundleURLTypes[0].CFBundleURLSchemes[0]: "
                + "the build setting ENV_URL_HANDLER is not set in app.json's buildSettings, so it expands to nothing in '${ENV_URL_HANDLER}' "
                + "and '' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.'): set it there "
                + #"("buildSettings": {"ENV_URL_HANDLER": "..."}) to the value the app's build gives (the target's build settings in Xcode, or its .xcconfig)"#,
            "\(try app.location(of: "<string>applinks", in: "App/App.entitlements")): $.com.apple.developer.associated-domains[0]: "
                + "the build setting LINK_DOMAIN is not set in app.json's buildSettings, so it expands to nothing in 'applinks:$(LINK_DOMAIN)' "
                + "and 'applinks:': '' is not a domain name (a wildcard is written *.example.com): set it there "
                + #"("buildSettings": {"LINK_DOMAIN": "..."}) to the value the app's build gives (the target's build settings in Xcode, or its .xcconfig)"#,
        ])
    }

    func testAnAASAThatIsNotJSONAndAMissingFileAreLocatedErrors() throws {
        let app = try FixtureApp(self)
        try app.plant("App/example.com.aasa.json", replacing: #"{"/": "/vault"},"#, with: #"{"/": "/vault"},,"#)
        try app.plant("app.json", replacing: #""entitlements": "App/App.entitlements""#, with: #""entitlements": "App/Missing.entitlements""#)
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: #""App/Missing"#, in: "app.json")): $.entitlements: \(app.shown("App/Missing.entitlements")): no such file; "
                + "paths in app.json are relative to its folder (\(app.folder.path)), so 'App/Missing.entitlements' is read as '\(app.shown("App/Missing.entitlements"))'",
            "\(try app.location(of: ",", in: "App/example.com.aasa.json", after: #""/vault"},"#)): $: not valid JSON: unexpected character ',', expected a value",
        ])
    }

    func testAFolderOrADeviceIsRefusedNotRead() throws {
        let app = try FixtureApp(self)
        try app.plant("app.json", replacing: #""infoPlist": "App/Info.plist""#, with: #""infoPlist": "/dev/zero""#)
        try app.plant("app.json", replacing: #""entitlements": "App/App.entitlements""#, with: #""entitlements": "App""#)
        let errors = try app.loadErrors()
        XCTAssertEqual(errors.count, 2, "\(errors)")
        XCTAssertTrue(errors[0].hasSuffix("$.infoPlist: /dev/zero: is not a regular file"), errors[0])
        XCTAssertTrue(errors[1].hasSuffix("$.entitlements: \(app.shown("App")): is a folder, not a file"), errors[1])
    }
}
