import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// Android 12's App Links verification and where a link goes, with the
/// examples of "Verify Android App Links"
/// (https://developer.android.com/training/app-links/verify-android-applinks)
/// and the Android 12 behaviour change "Web intent resolution"
/// (https://developer.android.com/about/versions/12/behavior-changes-all#web-intent-resolution).
final class AppLinkVerificationTests: XCTestCase {
    private static let play = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    private static let upload = "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89"
    private let playKey = SigningCertificate(name: "play", fingerprint: play)!
    private let uploadKey = SigningCertificate(name: "upload", fingerprint: upload)!

    private static let verifiable = """
        <action android:name="android.intent.action.VIEW" />
        <category android:name="android.intent.category.DEFAULT" />
        <category android:name="android.intent.category.BROWSABLE" />
    """

    /// The app `com.example` with these `<activity>` elements, and an
    /// assetlinks.json per domain (Google's example statement, with `fingerprints`).
    private func app(_ activities: String, assetLinks domains: [String], fingerprints: [String] = [play],
                     package: String = "com.example") throws -> AndroidFiles {
        let xml = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
          <application>
        \(activities.replacingOccurrences(of: "VERIFIABLE", with: Self.verifiable))
          </application>
        </manifest>
        """
        let json = """
        [{
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {"namespace": "android_app", "package_name": "\(package)",
                     "sha256_cert_fingerprints": [\(fingerprints.map { "\"\($0)\"" }.joined(separator: ", "))]}
        }]
        """
        return AndroidFiles(
            manifest: try AndroidManifest.read(Array(xml.utf8), file: "AndroidManifest.xml"),
            assetLinks: try domains.map { try AssetLinks.read(Array(json.utf8), host: $0, file: "\($0)/assetlinks.json") },
            signingCertificates: [uploadKey, playKey])
    }

    private func verdict(_ files: AndroidFiles, _ link: String, installedWith certificate: SigningCertificate?,
                         openSupportedLinks: Bool = true) throws -> AndroidLinkVerdict {
        files.verdict(for: try XCTUnwrap(AndroidLink(link)), installedWith: certificate, openSupportedLinks: openSupportedLinks)
    }

    /// "Supporting app linking for multiple hosts": MainActivity's autoVerify
    /// filter (http and https, www.example.com) passes verification with a file
    /// at www.example.com; SecondActivity's www.example.net is not verified.
    /// "All <data> elements in the same intent filter are merged", so both
    /// http and https links of www.example.com open the app.
    func testOnlyTheHostsOfTheAutoVerifyFilterAreVerifiedAndEachOnItsOwn() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="http" />
              <data android:scheme="https" />
              <data android:host="www.example.com" />
            </intent-filter>
          </activity>
          <activity android:name="SecondActivity">
            <intent-filter>
              VERIFIABLE
              <data android:scheme="https" />
              <data android:host="www.example.net" />
            </intent-filter>
          </activity>
        """, assetLinks: ["www.example.com"])
        XCTAssertEqual(files.verificationHosts.map(\.value), ["www.example.com"])
        XCTAssertEqual(files.verifications(installedWith: playKey).map(\.isVerified), [true])
        for link in ["https://www.example.com/", "http://www.example.com/any"] {
            XCTAssertEqual(try verdict(files, link, installedWith: playKey).destination, .app(activity: "MainActivity"), link)
        }
        let net = try verdict(files, "https://www.example.net/", installedWith: playKey)
        XCTAssertEqual(net.destination, .browser)
        XCTAssertTrue(net.reason.contains("www.example.net is in no autoVerify intent filter"), net.reason)
        XCTAssertTrue(net.reason.hasSuffix("Android 12 and later open unverified web links in the browser"), net.reason)
    }

    /// "Supporting app linking for subdomains": www.example.com and
    /// mobile.example.com are separate hosts, each verified by its own file.
    func testEachSubdomainNeedsItsOwnAssetLinksFile() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" />
              <data android:host="www.example.com" />
              <data android:host="mobile.example.com" />
            </intent-filter>
          </activity>
        """, assetLinks: ["www.example.com"])
        let verifications = files.verifications(installedWith: playKey)
        XCTAssertEqual(verifications.map(\.isVerified), [true, false])
        XCTAssertEqual(verifications[1].reason, "mobile.example.com: no assetlinks.json is named for mobile.example.com in app.json's assetLinks")
        XCTAssertFalse(try verdict(files, "https://mobile.example.com/", installedWith: playKey).opensApp)
    }

    /// "if you declare your hostname with a wildcard (such as *.example.com),
    /// you must publish your assetlinks.json file at the root hostname
    /// (example.com)": then any sub-name, like foo.example.com, passes.
    func testAWildcardHostIsVerifiedByTheRootDomainsFile() throws {
        let activity = """
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" />
              <data android:host="*.example.com" />
            </intent-filter>
          </activity>
        """
        let verified = try app(activity, assetLinks: ["example.com"])
        XCTAssertTrue(try verdict(verified, "https://foo.example.com/", installedWith: playKey).opensApp)
        XCTAssertEqual(try verdict(verified, "https://example.com/", installedWith: playKey).reason,
                       "no intent filter of the app takes https://example.com/", "the wildcard does not take the root itself")
        let unverified = try app(activity, assetLinks: ["foo.example.com"])
        XCTAssertEqual(try verdict(unverified, "https://foo.example.com/", installedWith: playKey).reason,
                       "*.example.com: no assetlinks.json is named for example.com (the root domain of *.example.com) in app.json's assetLinks: "
                           + "Android 12 and later open unverified web links in the browser")
    }

    /// The statement must list the installed build's certificate: with Play App
    /// Signing, the upload key's fingerprint alone verifies nothing on users' phones.
    func testABuildSignedWithACertificateNoStatementListsIsNotVerified() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
          </activity>
        """, assetLinks: ["babylon.example"], fingerprints: [Self.upload.lowercased()])
        XCTAssertTrue(try verdict(files, "https://babylon.example/records/7", installedWith: uploadKey).opensApp, "compared in any case")
        let play = try verdict(files, "https://babylon.example/records/7", installedWith: playKey)
        XCTAssertEqual(play.destination, .browser)
        XCTAssertEqual(play.reason, #"babylon.example: babylon.example/assetlinks.json has no statement for the "play" certificate (14:6D:E9…): "#
                           + "Android 12 and later open unverified web links in the browser")
        XCTAssertTrue(try verdict(files, "https://babylon.example/", installedWith: nil).reason
            .contains("the installed build's signing certificate is not known"))
    }

    func testAStatementForAnotherPackageVerifiesNothing() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
          </activity>
        """, assetLinks: ["babylon.example"], package: "com.example.other")
        XCTAssertEqual(files.verifications(installedWith: playKey).map(\.reason),
                       ["babylon.example: babylon.example/assetlinks.json has no statement delegating handle_all_urls to com.example"])
    }

    /// "for apps that target Android 12 or higher, the system verifies a domain
    /// only if it's inside an <intent-filter> element that includes the exact
    /// format" (VIEW, DEFAULT, BROWSABLE, http/https: "Do not include other
    /// schemes, as this will prevent verification").
    func testAnAutoVerifyFilterOfAnotherShapeHasNoHostVerified() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="shop.example" />
              <data android:scheme="babylon" />
            </intent-filter>
            <intent-filter>
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
          </activity>
        """, assetLinks: ["babylon.example", "shop.example"])
        let filters = try XCTUnwrap(files.manifest?.activities.first?.intentFilters)
        XCTAssertEqual(filters[0].verificationShapeProblems.map(\.message),
                       ["it has no DEFAULT category (android.intent.category.DEFAULT)"])
        XCTAssertEqual(filters[1].verificationShapeProblems.map(\.message), ["its scheme 'babylon' is neither http nor https"])
        XCTAssertEqual(files.verificationHosts.map(\.value), [])
        let link = try verdict(files, "https://babylon.example/", installedWith: playKey)
        XCTAssertEqual(link.destination, .browser, "the third filter takes it, but nothing verified its host")
        XCTAssertEqual(link.filter, filters[2].location)
    }

    /// "it's sufficient to include autoVerify in only one <intent-filter>
    /// declaration for each host, even if that host is used across other
    /// unmarked declarations": a verified host's links open the app through any filter.
    func testAVerifiedHostOpensTheAppThroughAFilterWithoutAutoVerify() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" android:path="/" />
            </intent-filter>
          </activity>
          <activity android:name="RecordActivity">
            <intent-filter>
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" android:pathPrefix="/records/" />
            </intent-filter>
          </activity>
        """, assetLinks: ["babylon.example"])
        let record = try verdict(files, "https://babylon.example/records/7", installedWith: playKey)
        XCTAssertEqual(record.destination, .app(activity: "RecordActivity"))
        XCTAssertTrue(record.reason.hasPrefix("babylon.example: verified by babylon.example/assetlinks.json statement 1 (com.example, \"play\" certificate"),
                      record.reason)
        XCTAssertEqual(try verdict(files, "https://babylon.example/about", installedWith: playKey).reason,
                       "no intent filter of the app takes https://babylon.example/about")
    }

    /// A custom-scheme link is no web intent: a filter that takes it opens the
    /// app whatever the verification; the user's "Open supported links" switch
    /// turns off only the verified web links.
    func testCustomSchemesOpenTheAppAndTheUsersSwitchSendsVerifiedWebLinksToTheBrowser() throws {
        let files = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
            <intent-filter>
              VERIFIABLE
              <data android:scheme="babylon" />
            </intent-filter>
          </activity>
        """, assetLinks: [])
        XCTAssertEqual(try verdict(files, "babylon://records/7", installedWith: nil).destination, .app(activity: "MainActivity"))
        let off = try verdict(files, "babylon://records/7", installedWith: nil, openSupportedLinks: false)
        XCTAssertTrue(off.opensApp)
        XCTAssertEqual(try verdict(files, "otherapp://x", installedWith: nil).destination, .nothing)

        let verified = try app("""
          <activity android:name="MainActivity">
            <intent-filter android:autoVerify="true">
              VERIFIABLE
              <data android:scheme="https" android:host="babylon.example" />
            </intent-filter>
          </activity>
        """, assetLinks: ["babylon.example"])
        XCTAssertTrue(try verdict(verified, "https://babylon.example/", installedWith: playKey).opensApp)
        let switchedOff = try verdict(verified, "https://babylon.example/", installedWith: playKey, openSupportedLinks: false)
        XCTAssertEqual(switchedOff.destination, .browser)
        XCTAssertEqual(switchedOff.reason, "the user turned off \"Open supported links\" for the app: babylon.example links open in the browser")
    }
}
