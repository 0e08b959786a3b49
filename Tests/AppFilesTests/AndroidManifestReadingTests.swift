import AppFiles
import AppSimulation
import Foundation
import PlatformLinkRules
import XCTest

/// Reading an AndroidManifest.xml: what is kept, where each element and
/// attribute is (as the user counts lines and characters), and broken
/// manifests as errors at the place at fault.
final class AndroidManifestReadingTests: XCTestCase {
    private func read(_ xml: String) throws -> AndroidManifest {
        try AndroidManifest.read(Array(xml.utf8), file: "AndroidManifest.xml")
    }

    private func assertError(_ xml: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(xml), file: file, line: line) { error in
            XCTAssertEqual((error as? AppFileError)?.description, expected, file: file, line: line)
        }
    }

    private let manifest = """
    <?xml version="1.0" encoding="utf-8"?>
    <manifest xmlns:android="http://schemas.android.com/apk/res/android"
        package="com.babylon.app">
        <uses-sdk android:minSdkVersion="26" android:targetSdkVersion="35" />
        <application android:label="Babylon">
            <activity android:name=".RecordActivity" android:exported="true">
                <intent-filter android:autoVerify="true">
                    <action android:name="android.intent.action.VIEW" />
                    <category android:name="android.intent.category.DEFAULT" />
                    <category android:name="android.intent.category.BROWSABLE" />
                    <data android:scheme="https" android:host="babylon.example" android:port="8443" />
                    <data
                        android:pathPrefix="/records/"
                        android:pathPattern="/a\\\\*b" />
                    <uri-relative-filter-group android:allow="false">
                        <data android:query="debug=1" android:fragmentPrefix="x" />
                    </uri-relative-filter-group>
                </intent-filter>
            </activity>
            <activity-alias android:name=".Alias" android:targetActivity=".RecordActivity">
                <intent-filter><action android:name="android.intent.action.VIEW" /></intent-filter>
            </activity-alias>
            <service android:name=".Sync"><intent-filter><action android:name="x" /></intent-filter></service>
        </application>
    </manifest>
    """

    func testTheManifestsPackageMinSdkActivitiesAndFiltersAreRead() throws {
        let read = try read(manifest)
        XCTAssertEqual(read.package?.value, "com.babylon.app")
        XCTAssertEqual(read.minSdk?.value, 26)
        XCTAssertEqual(read.activities.map(\.name.value), [".RecordActivity", ".Alias"], "a <service>'s filters are not links")
        XCTAssertEqual(read.activities.map(\.isAlias), [false, true])
        let filter = try XCTUnwrap(read.activities.first?.intentFilters.first)
        XCTAssertEqual(filter.autoVerify?.value, true)
        XCTAssertEqual(filter.actions.map(\.value), [IntentFilter.viewAction])
        XCTAssertEqual(filter.categories.map(\.value), [IntentFilter.defaultCategory, IntentFilter.browsableCategory])
        XCTAssertEqual(filter.schemes.map(\.value), ["https"])
        XCTAssertEqual(filter.authorities.map(\.host.value), ["babylon.example"])
        XCTAssertEqual(filter.authorities.map(\.port?.value), ["8443"])
        XCTAssertEqual(filter.paths.map(\.description), [#"pathPrefix "/records/""#, #"pathPattern "/a\*b""#],
                       #"the manifest's "\\*" reaches the pattern as "\*""#)
        XCTAssertEqual(filter.groups.map(\.allow), [false])
        XCTAssertEqual(filter.groups.first?.rules.map(\.description), [#"query "debug=1""#, #"fragmentPrefix "x""#])
        XCTAssertTrue(read.activities[1].intentFilters[0].takesBrowserLinks == false)
    }

    /// `AndroidManifest.xml:line:column` of the first `needle` after `marker`,
    /// counted here from the text (lines end at `\n`, columns count characters).
    private func location(of needle: String, in text: String, after marker: String = "") throws -> String {
        let start = marker.isEmpty ? text.startIndex : try XCTUnwrap(text.range(of: marker)).upperBound
        let range = try XCTUnwrap(text.range(of: needle, range: start..<text.endIndex), "'\(needle)' is not in the text")
        let lines = Array(text[..<range.lowerBound].unicodeScalars).split(separator: "\n", omittingEmptySubsequences: false)
        return "AndroidManifest.xml:\(lines.count):\((lines.last?.count ?? 0) + 1)"
    }

    func testEachElementAndAttributeIsLocatedWhereItsNameStarts() throws {
        let read = try read(manifest)
        XCTAssertEqual(read.location.description, try location(of: "<manifest", in: manifest))
        XCTAssertEqual(read.package?.location.description, try location(of: "package=", in: manifest))
        XCTAssertEqual(read.minSdk?.location.description, try location(of: "android:minSdkVersion", in: manifest))
        let activity = try XCTUnwrap(read.activities.first)
        XCTAssertEqual(activity.location.description, try location(of: "<activity", in: manifest))
        XCTAssertEqual(activity.name.location.description, try location(of: "android:name", in: manifest, after: "<activity"))
        let filter = try XCTUnwrap(activity.intentFilters.first)
        XCTAssertEqual(filter.location.description, try location(of: "<intent-filter", in: manifest))
        XCTAssertEqual(filter.autoVerify?.location.description, try location(of: "android:autoVerify", in: manifest))
        XCTAssertEqual(filter.schemes.first?.location.description, try location(of: "android:scheme", in: manifest))
        XCTAssertEqual(filter.authorities.first?.host.location.description, try location(of: "android:host", in: manifest))
        XCTAssertEqual(filter.authorities.first?.port?.location.description, try location(of: "android:port", in: manifest))
        XCTAssertEqual(filter.paths.map(\.location.description),
                       [try location(of: "android:pathPrefix", in: manifest), try location(of: "android:pathPattern", in: manifest)],
                       "attributes on lines of their own")
        XCTAssertEqual(filter.groups.first?.location.description, try location(of: "<uri-relative-filter-group", in: manifest))
        XCTAssertEqual(filter.groups.first?.rules.map(\.location.description),
                       [try location(of: "android:query", in: manifest), try location(of: "android:fragmentPrefix", in: manifest)])
        XCTAssertEqual(read.activities[1].intentFilters[0].actions.first?.location.description,
                       try location(of: "android:name", in: manifest, after: "<activity-alias android:name"), "two elements on one line")
    }

    func testColumnsCountCharactersAndTabsAsOneAndLinesEndAtLineFeeds() throws {
        let xml = "\u{FEFF}<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"é.app\">\r\n"
            + "<application>\t<activity android:name=\"Ünïcode\"><intent-filter>"
            + "<data android:scheme=\"x\"/></intent-filter></activity></application></manifest>"
        let read = try read(xml)
        XCTAssertEqual(read.location.description, "AndroidManifest.xml:1:1", "the byte-order mark is no character")
        let activity = try XCTUnwrap(read.activities.first)
        XCTAssertEqual(activity.location.description, "AndroidManifest.xml:2:15", "CRLF ends one line; the tab is one column")
        XCTAssertEqual(activity.intentFilters.first?.schemes.first?.location.description, try location(of: "android:scheme", in: xml),
                       "'Ü' and 'ï' are one column each")
    }

    func testAManifestWithoutPackageOrMinSdkLeavesThemUnset() throws {
        let read = try read(#"<manifest xmlns:android="http://schemas.android.com/apk/res/android"><application/></manifest>"#)
        XCTAssertNil(read.package)
        XCTAssertNil(read.minSdk)
        XCTAssertEqual(read.activities.count, 0)
    }

    func testBrokenManifestsAreErrorsAtThePlaceAtFault() {
        assertError(#"{"manifest": true}"#, "AndroidManifest.xml:1:1: $: not valid XML: not an XML document ('<' expected)")
        assertError("", "AndroidManifest.xml:1:1: $: the file is empty: expected an XML document")
        assertError("<manifest>\n  <application>\n</manifest>",
                    "AndroidManifest.xml:3:12: $: not valid XML: a closing tag does not match its opening tag")
        assertError("<manifest>\n  <application a=\"1\" a=\"2\"/></manifest>",
                    "AndroidManifest.xml:2:27: $: not valid XML: an attribute written twice on one element")
        assertError("<manifest>\n  <application android:label=\"x\"/></manifest>",
                    #"AndroidManifest.xml:2:33: $: not valid XML: an undeclared namespace prefix (a manifest declares xmlns:android="http://schemas.android.com/apk/res/android")"#)
        assertError("<plist version=\"1.0\"><dict/></plist>",
                    "AndroidManifest.xml:1:1: $: an AndroidManifest.xml holds a <manifest> element, found <plist>")
        let filter = { (body: String) in
            "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application>\n<activity android:name=\"A\">\n\(body)\n</activity></application></manifest>"
        }
        assertError(filter(#"<intent-filter android:autoVerify="yes"/>"#),
                    #"AndroidManifest.xml:4:16: $: android:autoVerify is "true" or "false", found 'yes'"#)
        assertError(filter(#"<intent-filter><action/></intent-filter>"#), "AndroidManifest.xml:4:16: $: <action> needs android:name")
        assertError(filter(#"<intent-filter><data android:host="${appHost}"/></intent-filter>"#),
                    "AndroidManifest.xml:4:22: $: '${appHost}' holds the manifest placeholder ${appHost}, which Gradle fills in from the build's manifestPlaceholders: "
                        + #"give its value in app.json's manifestPlaceholders ("appHost": "…")"#)
        assertError(filter(#"<intent-filter><data android:host="@string/app_host"/></intent-filter>"#),
                    "AndroidManifest.xml:4:22: $: '@string/app_host' refers to a string resource, and app.json names no androidResources and there is no res folder beside the manifest: "
                    + "name the app's res folder in app.json's androidResources")
        assertError(filter(#"<intent-filter><data android:pathAdvancedPattern="/records/[0-9"/></intent-filter>"#),
                    "AndroidManifest.xml:4:22: $: '/records/[0-9' is not an advanced pattern: '[' at 10 is never closed")
        assertError(filter(#"<intent-filter><data android:port="https"/></intent-filter>"#),
                    "AndroidManifest.xml:4:22: $: android:port is a port number, found 'https'")
        assertError("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<application>\n  <activity/></application></manifest>",
                    "AndroidManifest.xml:3:3: $: <activity> needs android:name")
        assertError("<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\">\n<uses-sdk android:minSdkVersion=\"twenty\"/></manifest>",
                    "AndroidManifest.xml:2:11: $: android:minSdkVersion is an API level (a whole number like 26), found 'twenty'")
    }

    func testTheManifestIsReadThroughTheGuardedFileReader() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertThrowsError(try AppMap.fileBytes(atPath: folder.path), "a folder named as the manifest is an error, never a hang")
        let file = folder.appendingPathComponent("AndroidManifest.xml")
        try Data(manifest.utf8).write(to: file)
        XCTAssertEqual(try AndroidManifest.read(try AppMap.fileBytes(atPath: file.path), file: "AndroidManifest.xml").activities.count, 2)
    }
}

extension AndroidManifestReadingTests {
    /// An element an entity of the DOCTYPE writes has no start tag of its own in
    /// the text: it is kept, at the place the parser reports.
    func testAnElementAnEntityWritesIsKeptAtTheParsersPlace() throws {
        let xml = """
        <!DOCTYPE manifest [<!ENTITY filter "<intent-filter><action android:name='android.intent.action.VIEW'/></intent-filter>">]>
        <manifest xmlns:android="http://schemas.android.com/apk/res/android">
        <application><activity android:name="A">&filter;</activity></application></manifest>
        """
        let filter = try XCTUnwrap(try AndroidManifest.read(Array(xml.utf8), file: "m.xml").activities.first?.intentFilters.first)
        XCTAssertEqual(filter.actions.map(\.value), [IntentFilter.viewAction])
        XCTAssertEqual(filter.location.line, 3)
    }
}
