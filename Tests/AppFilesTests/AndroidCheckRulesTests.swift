import AppFiles
import AppSimulation
import XCTest

/// `linkspec check`'s Android rules on the clean fixture's Android files
/// (`Fixtures/CleanApp/Android`: the same app as its Apple files, named in its
/// app.json): the clean files give no finding, and each defect planted gives
/// exactly its own finding, at the place in the file at fault.
final class AndroidCheckRulesTests: XCTestCase {
    private let manifest = "Android/AndroidManifest.xml"
    private let assetLinks = "Android/example.com.assetlinks.json"

    /// The fixture with its Android files named in app.json, as a team names
    /// them (the other tests of the fixture see the Apple files only).
    static func androidApp(_ test: XCTestCase) throws -> FixtureApp {
        let app = try FixtureApp(test)
        try app.plant("app.json", replacing: #""tabs": ["#, with: #"""
        "androidManifest": "Android/AndroidManifest.xml",
          "assetLinks": {"example.com": "Android/example.com.assetlinks.json"},
          "signingCertificates": {
            "upload": "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89",
            "play": "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
          },
          "installedCertificate": "play",
          "tabs": [
        """#)
        return app
    }

    func testTheCleanFixturesAndroidFilesHaveNoFinding() throws {
        XCTAssertEqual(try Self.androidApp(self).findings(), [])
    }

    func testAnAutoVerifyHostWithoutAnAssetLinksFileIsAssetLinksMissing() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:host="example.com" />"#,
                      with: #"<data android:host="example.com" /><data android:host="www.example.com" />"#)
        try assertOnlyFinding(app, .assetLinksMissing, at: try app.location(of: #"android:host="www.example.com""#, in: manifest),
                              saying: ["www.example.com is in an autoVerify intent filter of .MainActivity", "no assetlinks.json for www.example.com",
                                       "open in the browser"])
    }

    func testAWildcardHostIsAssetLinksMissingForItsRootDomain() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:host="example.com" />"#,
                      with: #"<data android:host="example.com" /><data android:host="*.example.org" />"#)
        try assertOnlyFinding(app, .assetLinksMissing, at: try app.location(of: #"android:host="*.example.org""#, in: manifest),
                              saying: ["no assetlinks.json for example.org (the root domain of *.example.org, which Android asks)"])
    }

    func testAnAssetLinksFileForAnotherPackageIsAssetLinksPackageMismatch() throws {
        let app = try Self.androidApp(self)
        try app.plant(assetLinks, replacing: #""com.example.app""#, with: #""com.exmaple.app""#)
        try assertOnlyFinding(app, .assetLinksPackageMismatch, at: try app.location(of: #""com.exmaple.app""#, in: assetLinks),
                              saying: ["no statement names the application ID com.example.app", "the package of \(app.shown(manifest))",
                                       "the nearest is com.exmaple.app", "links of example.com open in the browser"])
    }

    func testASigningCertificateNoStatementListsIsAssetLinksFingerprintMissing() throws {
        let app = try Self.androidApp(self)
        try app.plant(assetLinks, replacing: #"      "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89","#, with: "")
        try assertOnlyFinding(app, .assetLinksFingerprintMissing, at: try app.location(of: "[", in: assetLinks, after: #""sha256_cert_fingerprints": "#),
                              saying: [#"no statement for com.example.app lists the "upload" certificate (AB:CD:EF…)"#,
                                       "never verified for example.com"])
    }

    func testAnUnknownRelationIsAssetLinksSyntaxAndNothingElse() throws {
        let app = try Self.androidApp(self)
        try app.plant(assetLinks, replacing: "common.handle_all_urls", with: "common.handle_all_url")
        try assertOnlyFinding(app, .assetLinksSyntax, at: try app.location(of: #""delegate_permission"#, in: assetLinks),
                              saying: ["$[0].relation[0]: unknown relation 'delegate_permission/common.handle_all_url'",
                                       "did you mean 'delegate_permission/common.handle_all_urls'"])
    }

    func testAMisspeltNamespaceIsAssetLinksSyntaxAndNothingElse() throws {
        let app = try Self.androidApp(self)
        try app.plant(assetLinks, replacing: #""android_app""#, with: #""androidapp""#)
        try assertOnlyFinding(app, .assetLinksSyntax, at: try app.location(of: #""androidapp""#, in: assetLinks),
                              saying: ["$[0].target.namespace: unknown namespace 'androidapp' (did you mean 'android_app'?)"])
    }

    func testAFingerprintOfTheWrongFormatIsAssetLinksSyntax() throws {
        let app = try Self.androidApp(self)
        try app.plant(assetLinks, replacing: #""sha256_cert_fingerprints": ["#, with: #""sha256_cert_fingerprints": ["SHA256:146DE983", "#)
        try assertOnlyFinding(app, .assetLinksSyntax, at: try app.location(of: #""SHA256:146DE983""#, in: assetLinks),
                              saying: ["$[0].target.sha256_cert_fingerprints[0]: 'SHA256:146DE983' is not a SHA-256 fingerprint"])
    }

    func testAnAutoVerifyFilterWithACustomSchemeIsIntentFilterShape() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:scheme="https" />"#, with: #"<data android:scheme="https" /><data android:scheme="example" />"#)
        try assertOnlyFinding(app, .intentFilterShape, at: try app.location(of: #"android:scheme="example""#, in: manifest),
                              saying: ["the autoVerify intent filter of .MainActivity (line 12) is never verified",
                                       "its scheme 'example' is neither http nor https"])
    }

    func testAnAutoVerifyFilterWithoutBrowsableIsIntentFilterShape() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: "        </activity>", with: """
                    <intent-filter android:autoVerify="true">
                        <action android:name="android.intent.action.VIEW" />
                        <category android:name="android.intent.category.DEFAULT" />
                        <data android:scheme="https" android:host="example.com" />
                    </intent-filter>
                </activity>
        """)
        try assertOnlyFinding(app, .intentFilterShape, at: try app.location(of: #"android:autoVerify="true""#, in: manifest, after: #"<data android:scheme="example" />"#),
                              saying: ["it has no BROWSABLE category (android.intent.category.BROWSABLE)"])
    }

    func testARouteWhoseWebLinksNoFilterTakesIsRouteNotInIntentFilter() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"                <data android:path="/about" />"# + "\n", with: "")
        try assertOnlyFinding(app, .routeNotInIntentFilter, at: try app.location(of: #""about""#, in: "app.json"),
                              saying: ["route 'about' handles web links no intent filter of \(app.shown(manifest)) takes (https://example.com/about)",
                                       "Android opens them in the browser"])
    }

    func testAPathNoRouteHandlesIsIntentFilterPathWithoutRoute() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:path="/about" />"#, with: #"<data android:path="/about" /><data android:pathPrefix="/blog" />"#)
        try assertOnlyFinding(app, .intentFilterPathWithoutRoute, at: try app.location(of: #"android:pathPrefix="/blog""#, in: manifest),
                              saying: [#"pathPrefix "/blog" of the intent filter of .MainActivity lets links open the app that no route handles"#,
                                       "(https://example.com/blog)", "shows nothing"])
    }

    func testAnAdvancedPatternBelowAPILevel31IsAttributeNeedsAPILevel() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:pathPrefix="/items/" />"#,
                      with: #"<data android:pathPrefix="/items/" /><data android:pathAdvancedPattern="/items/[0-9]+" />"#)
        try assertOnlyFinding(app, .attributeNeedsAPILevel, at: try app.location(of: "android:pathAdvancedPattern", in: manifest),
                              saying: ["android:pathAdvancedPattern needs API level 31 (Android 12), but minSdkVersion is 26",
                                       "phones before Android 12 ignore it"])
    }

    func testAGroupBelowAPILevel35IsAttributeNeedsAPILevel() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"<data android:path="/about" />"#, with: """
        <data android:path="/about" />
                        <uri-relative-filter-group android:allow="false"><data android:query="debug=1" /></uri-relative-filter-group>
        """)
        try assertOnlyFinding(app, .attributeNeedsAPILevel, at: try app.location(of: "<uri-relative-filter-group", in: manifest),
                              saying: ["<uri-relative-filter-group> needs API level 35 (Android 15)", "takes the links it means to keep out"])
    }

    func testWithMinSdk35TheNewAttributesGiveNoFinding() throws {
        let app = try Self.androidApp(self)
        try app.plant(manifest, replacing: #"android:minSdkVersion="26""#, with: #"android:minSdkVersion="35""#)
        try app.plant(manifest, replacing: #"<data android:pathPrefix="/items/" />"#,
                      with: #"<data android:pathPrefix="/items/" /><data android:pathAdvancedPattern="/items/[0-9]+" />"#)
        XCTAssertEqual(try app.findings(), [])
    }

    func testAnApplicationIdTheManifestContradictsIsAppJSONDisagrees() throws {
        let app = try Self.androidApp(self)
        try app.plant("app.json", replacing: #""androidManifest""#, with: #""applicationId": "com.example.other", "androidManifest""#)
        try assertOnlyFinding(app, .appJSONDisagrees, at: try app.location(of: #""com.example.other""#, in: "app.json"),
                              saying: ["app.json's applicationId is 'com.example.other'", "declares package 'com.example.app'", "runs follow the manifest"])
    }

    func testACertificateAddedToAppJSONThatNoStatementListsIsAssetLinksFingerprintMissing() throws {
        let app = try Self.androidApp(self)
        try app.plant("app.json", replacing: #""signingCertificates": {"#,
                      with: #""signingCertificates": {"debug": "00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF:00:11:22:33:44:55:66:77:88:99:AA:BB:CC:DD:EE:FF", "#)
        try assertOnlyFinding(app, .assetLinksFingerprintMissing, at: try app.location(of: "[", in: assetLinks, after: #""sha256_cert_fingerprints": "#),
                              saying: [#"no statement for com.example.app lists the "debug" certificate (00:11:22…)"#])
    }
}
