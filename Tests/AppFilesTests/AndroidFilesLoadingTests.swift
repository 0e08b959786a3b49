import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// app.json's Android keys (`androidManifest`, `assetLinks`, `applicationId`,
/// `signingCertificates`, `installedCertificate`): the files are read into the
/// map, and every mistake is an error at its place, in app.json or in the file.
final class AndroidFilesLoadingTests: XCTestCase {
    private let manifest = "Android/AndroidManifest.xml"
    private let assetLinks = "Android/example.com.assetlinks.json"

    func testTheAndroidFilesAreReadIntoTheMap() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        let android = try XCTUnwrap(try app.map().android)
        XCTAssertEqual(android.manifest?.file, app.shown(manifest))
        XCTAssertEqual(android.applicationID, "com.example.app", "the manifest's package")
        XCTAssertEqual(android.assetLinks.map(\.host), ["example.com"])
        XCTAssertEqual(android.assetLinks.map(\.file), [app.shown(assetLinks)])
        XCTAssertEqual(android.signingCertificates.map(\.name), ["upload", "play"], "in app.json's order")
        XCTAssertEqual(android.installedCertificate?.name, "play")
    }

    func testWithoutInstalledCertificateTheFirstSigningCertificateIsInstalled() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #""installedCertificate": "play","#, with: "")
        XCTAssertEqual(try app.map().android?.installedCertificate?.name, "upload")
    }

    func testTheApplicationIdStandsInForAManifestWithoutAPackage() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant(manifest, replacing: #"package="com.example.app""#, with: "")
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: "{", in: "app.json", after: #""assetLinks": "#)): $.assetLinks: an assetlinks.json lists apps by application ID, and the manifest has no package: name the applicationId",
        ])
        try app.plant("app.json", replacing: #""androidManifest""#, with: #""applicationId": "com.example.app", "androidManifest""#)
        XCTAssertEqual(try app.map().android?.applicationID, "com.example.app")
    }

    func testAnUnknownKeyIsAnErrorWithASuggestion() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #""assetLinks""#, with: #""assetLink""#)
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: "{", in: "app.json", after: #""assetLink": "#)): $.assetLink: unknown key 'assetLink' (did you mean 'assetLinks'?)",
        ])
    }

    func testWrongValuesAreErrorsAtTheValue() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #""upload": "AB:CD:EF:01"#, with: #""upload": "SHA256:AB:CD:EF:01"#)
        try app.plant("app.json", replacing: #""installedCertificate": "play""#, with: #""installedCertificate": "plai""#)
        try app.plant("app.json", replacing: #""androidManifest""#, with: #""applicationId": "com.1example", "androidManifest""#)
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: #""com.1example""#, in: "app.json")): $.applicationId: 'com.1example' is not an application ID "
                + "(two or more parts joined by '.', each a letter, then letters, digits or '_', like com.babylon.example)",
            "\(try app.location(of: #""SHA256:"#, in: "app.json")): $.signingCertificates.upload: 'SHA256:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89' "
                + "is not a SHA-256 certificate fingerprint (32 pairs of hex digits joined by ':', as Play Console's App signing page and keytool -list show it)",
            "\(try app.location(of: #""plai""#, in: "app.json")): $.installedCertificate: 'plai' is not one of signingCertificates (did you mean 'play'?)",
        ])
    }

    func testAWildcardDomainNamesItsRootDomainsFile() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #"{"example.com": "Android/"#, with: #"{"*.example.com": "Android/"#)
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: #""Android/example.com.assetlinks.json""#, in: "app.json")): $.assetLinks.*.example.com: "
                + "'*.example.com': Android verifies a wildcard host with its root domain's file: name it under 'example.com'",
        ])
    }

    func testAssetLinksWithoutAManifestAskForIt() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #""androidManifest": "Android/AndroidManifest.xml","#, with: "")
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: "{", in: "app.json", after: #""assetLinks": "#)): $.assetLinks: "
                + "name the app's androidManifest too: Android's links are judged by its intent filters",
        ])
    }

    func testAMissingFileIsAnErrorAtItsNameInAppJSON() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant("app.json", replacing: #""Android/AndroidManifest.xml""#, with: #""Android/Manifest.xml""#)
        let errors = try app.loadErrors()
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors[0].hasPrefix("\(try app.location(of: #""Android/Manifest.xml""#, in: "app.json")): $.androidManifest: \(app.shown("Android/Manifest.xml")): "),
                      errors[0])
    }

    func testABrokenManifestIsAnErrorInTheManifest() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant(manifest, replacing: #"<intent-filter android:autoVerify="true">"#, with: #"<intent-filter android:autoVerify="yes">"#)
        XCTAssertEqual(try app.loadErrors(), [
            #"\#(try app.location(of: "android:autoVerify", in: manifest)): $: android:autoVerify is "true" or "false", found 'yes'"#,
        ])
    }

    func testABrokenAssetLinksFileIsAnErrorInTheFile() throws {
        let app = try AndroidCheckRulesTests.androidApp(self)
        try app.plant(assetLinks, replacing: #""relation": ["#, with: #""relation": "#)
        try app.plant(assetLinks, replacing: #""delegate_permission/common.handle_all_urls"],"#, with: #""delegate_permission/common.handle_all_urls","#)
        XCTAssertEqual(try app.loadErrors(), [
            "\(try app.location(of: #""delegate_permission"#, in: assetLinks)): $[0].relation: relation is an array of strings, found a string",
        ])
    }
}
