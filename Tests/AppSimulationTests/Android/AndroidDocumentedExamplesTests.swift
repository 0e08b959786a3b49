import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// The worked examples of Android's documentation of intent filters, each with
/// the links it says the filter takes and does not take:
/// - `<data>`: https://developer.android.com/guide/topics/manifest/data-element
/// - Intents and intent filters: https://developer.android.com/guide/components/intents-filters
/// - Create deep links (add intent filters for incoming links):
///   https://developer.android.com/training/app-links/deep-linking
/// - `<uri-relative-filter-group>`: https://developer.android.com/guide/topics/manifest/uri-relative-filter-group-element
final class AndroidDocumentedExamplesTests: XCTestCase {
    /// The filters of one activity written as the example writes them; `...`
    /// in the documentation stands for the VIEW action with the DEFAULT and
    /// BROWSABLE categories.
    private func filters(_ body: String, file: StaticString = #filePath, line: UInt = #line) throws -> [IntentFilter] {
        let xml = """
        <manifest xmlns:android="http://schemas.android.com/apk/res/android" package="com.example">
          <application><activity android:name=".Example">
        \(body.replacingOccurrences(of: "<intent-filter>", with: """
            <intent-filter>
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" />
              <category android:name="android.intent.category.BROWSABLE" />
        """))
          </activity></application>
        </manifest>
        """
        return try AndroidManifest.read(Array(xml.utf8), file: "AndroidManifest.xml").activities[0].intentFilters
    }

    private func assertTakes(_ filters: [IntentFilter], _ links: [String], _ expected: Bool,
                             file: StaticString = #filePath, line: UInt = #line) {
        for text in links {
            guard let link = AndroidLink(text) else { return XCTFail("not a link: \(text)", file: file, line: line) }
            XCTAssertEqual(filters.contains { $0.accepts(link) }, expected, text, file: file, line: line)
        }
    }

    /// `<data>`: "All the <data> elements contained within the same
    /// <intent-filter> element contribute to the same filter": scheme and host
    /// in one element, or each in its own, is the same filter.
    func testDataElementsOfOneFilterAreMergedWhereverEachAttributeIsWritten() throws {
        let together = try filters(#"<intent-filter><data android:scheme="something" android:host="project.example.com" /></intent-filter>"#)
        let apart = try filters(#"<intent-filter><data android:scheme="something" /><data android:host="project.example.com" /></intent-filter>"#)
        for filters in [together, apart] {
            assertTakes(filters, ["something://project.example.com", "something://project.example.com/any/path"], true)
            assertTakes(filters, ["something://other.example.com/", "https://project.example.com/"], false)
        }
    }

    /// `<data>`: "If a scheme isn't specified for the intent filter, all the
    /// other URI attributes are ignored. If a host isn't specified for the
    /// filter, the port attribute and all the path attributes are ignored."
    func testWithoutASchemeNoLinkIsTakenAndWithoutAHostPortAndPathsAreIgnored() throws {
        let noScheme = try filters(#"<intent-filter><data android:host="project.example.com" android:path="/a" /></intent-filter>"#)
        assertTakes(noScheme, ["https://project.example.com/a", "http://project.example.com/a"], false)
        let noHost = try filters(#"<intent-filter><data android:scheme="https" android:port="8080" android:pathPrefix="/a" /></intent-filter>"#)
        assertTakes(noHost, ["https://project.example.com/b", "https://other.example/", "https://x.example:9000/c"], true)
    }

    /// `<data>`, android:host: "To match multiple subdomains, use an asterisk (*)
    /// to match zero or more characters in the host. For example, the host
    /// *.google.com matches www.google.com, .google.com, and developer.google.com."
    func testAWildcardHostMatchesAnyRunOfCharactersBeforeItsDomain() throws {
        let filters = try filters(#"<intent-filter><data android:scheme="https" android:host="*.google.com" /></intent-filter>"#)
        assertTakes(filters, ["https://www.google.com/", "https://.google.com/", "https://developer.google.com/"], true)
        assertTakes(filters, ["https://google.com/", "https://www.google.co/"], false)
    }

    /// `<data>`: "Host name matching in the Android framework is case-sensitive,
    /// unlike the formal RFC" and "Scheme matching in the Android framework is
    /// case-sensitive": a filter written in capitals never takes a browser's
    /// (lower-case) link.
    func testSchemeAndHostAreComparedCaseSensitively() throws {
        assertTakes(try filters(#"<intent-filter><data android:scheme="https" android:host="Project.Example.com" /></intent-filter>"#),
                    ["https://Project.Example.com/", "https://project.example.com/"], false)
        assertTakes(try filters(#"<intent-filter><data android:scheme="HTTPS" android:host="project.example.com" /></intent-filter>"#),
                    ["HTTPS://project.example.com/", "https://project.example.com/"], false)
        assertTakes(try filters(#"<intent-filter><data android:scheme="babylon" android:host="Records" /></intent-filter>"#),
                    ["babylon://Records/7"], true)
        assertTakes(try filters(#"<intent-filter><data android:scheme="babylon" android:host="Records" /></intent-filter>"#),
                    ["babylon://records/7"], false)
    }

    /// Create deep links: a filter with `https://www.example.com` and
    /// `app://open.my.app` in two <data> elements "actually supports those two,
    /// plus these: app://www.example.com and https://open.my.app".
    func testEverySchemeGoesWithEveryHostOfTheFilter() throws {
        let filters = try filters("""
        <intent-filter>
          <data android:scheme="https" android:host="www.example.com" />
          <data android:scheme="app" android:host="open.my.app" />
        </intent-filter>
        """)
        assertTakes(filters, ["https://www.example.com", "app://open.my.app", "app://www.example.com", "https://open.my.app"], true)
        assertTakes(filters, ["http://www.example.com", "app://example.com"], false)
    }

    /// Create deep links: GizmosActivity's filters accept URIs that begin with
    /// "http://www.example.com/gizmos" and "example://gizmos".
    func testTheGizmosActivityTakesItsTwoKindsOfLinks() throws {
        let filters = try filters("""
        <intent-filter>
          <data android:scheme="http" android:host="www.example.com" android:pathPrefix="/gizmos" />
        </intent-filter>
        <intent-filter>
          <data android:scheme="example" android:host="gizmos" />
        </intent-filter>
        """)
        assertTakes(filters, ["http://www.example.com/gizmos", "http://www.example.com/gizmos/1234", "http://www.example.com/gizmosX",
                              "example://gizmos", "example://gizmos/any"], true)
        assertTakes(filters, ["http://www.example.com/", "http://www.example.com/toys/gizmos", "https://www.example.com/gizmos",
                              "example://gadgets"], false)
    }

    /// Intents and intent filters, the data test: the URI
    /// content://com.example.project:200/folder/subfolder/etc has the scheme
    /// content, the host com.example.project, the port 200 and the path
    /// folder/subfolder/etc; a filter specifying only a scheme takes every URI
    /// of it; scheme and authority, every path; scheme, authority and path, that path.
    func testTheDataTestComparesOnlyThePartsTheFilterSpecifies() throws {
        let uri = "content://com.example.project:200/folder/subfolder/etc"
        let link = try XCTUnwrap(AndroidLink(uri))
        XCTAssertEqual([link.scheme, link.host, link.port.map(String.init), link.path], ["content", "com.example.project", "200", "/folder/subfolder/etc"])
        assertTakes(try filters(#"<intent-filter><data android:scheme="content" /></intent-filter>"#), [uri, "content://other/x"], true)
        let authority = try filters(#"<intent-filter><data android:scheme="content" android:host="com.example.project" android:port="200" /></intent-filter>"#)
        assertTakes(authority, [uri, "content://com.example.project:200/other"], true)
        assertTakes(authority, ["content://com.example.project:201/folder", "content://com.example.project/folder"], false)
        let path = try filters("""
        <intent-filter><data android:scheme="content" android:host="com.example.project" android:path="/folder/subfolder/etc" /></intent-filter>
        """)
        assertTakes(path, [uri], true)
        assertTakes(path, ["content://com.example.project:200/folder"], false)
    }

    /// Intents and intent filters: "Android automatically applies the
    /// CATEGORY_DEFAULT category to all implicit intents", and a link from a
    /// browser is BROWSABLE ("Create deep links": without BROWSABLE "clicking a
    /// link in a browser cannot resolve to your app"); the action must be listed.
    func testABrowsersLinkNeedsTheViewActionAndTheDefaultAndBrowsableCategories() throws {
        let data = #"<data android:scheme="https" android:host="www.example.com" />"#
        let link = try XCTUnwrap(AndroidLink("https://www.example.com/"))
        for (filter, expected) in [
            (#"<action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.DEFAULT" />"#, false),
            (#"<action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.BROWSABLE" />"#, false),
            (#"<category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />"#, false),
            (#"<action android:name="android.intent.action.VIEW" /><category android:name="android.intent.category.DEFAULT" />"#
                + #"<category android:name="android.intent.category.BROWSABLE" />"#, true),
        ] {
            let read = try filters("<intent-filter android:label=\"x\">\(filter)\(data)</intent-filter>")
            XCTAssertTrue(read[0].acceptsData(of: link), "the data test passes either way")
            XCTAssertEqual(read[0].accepts(link), expected, filter)
        }
    }

    /// `<uri-relative-filter-group>`, Matching: a group with the queries
    /// param1=value1 and param2=value2 matches a URI with both, in any order and
    /// among others, but not one missing param2=value2.
    func testAGroupsQueriesMustAllBePresentInAnyOrder() throws {
        let filters = try filters("""
        <intent-filter>
          <data android:scheme="https" android:host="project.example.com" />
          <uri-relative-filter-group android:allow="true">
            <data android:query="param1=value1" />
            <data android:query="param2=value2" />
          </uri-relative-filter-group>
        </intent-filter>
        """)
        assertTakes(filters, ["https://project.example.com/any/path/here?param1=value1&param2=value2&param3=value3",
                              "https://project.example.com/any/path/here?param2=value2&param1=value1"], true)
        assertTakes(filters, ["https://project.example.com/any/path/here?param1=value1", "https://project.example.com/any/path/here"], false)
    }

    /// `<uri-relative-filter-group>`, OR and AND: <data> elements outside a group
    /// are ORed ("paths that start with /prefix OR end with suffix"), inside
    /// one ANDed ("start with /prefix AND end with suffix").
    func testPathsOutsideAGroupAreAlternativesAndInsideOneAllMustMatch() throws {
        let ored = try filters("""
        <intent-filter>
          <data android:scheme="https" android:host="project.example.com" />
          <data android:pathPrefix="/prefix" />
          <data android:pathSuffix="suffix" />
        </intent-filter>
        """)
        let anded = try filters("""
        <intent-filter>
          <data android:scheme="https" android:host="project.example.com" />
          <uri-relative-filter-group>
            <data android:pathPrefix="/prefix" />
            <data android:pathSuffix="suffix" />
          </uri-relative-filter-group>
        </intent-filter>
        """)
        assertTakes(ored, ["https://project.example.com/prefix/a", "https://project.example.com/a/suffix",
                           "https://project.example.com/prefix/suffix"], true)
        assertTakes(ored, ["https://project.example.com/a"], false)
        assertTakes(anded, ["https://project.example.com/prefix/suffix", "https://project.example.com/prefix-suffix"], true)
        assertTakes(anded, ["https://project.example.com/prefix/a", "https://project.example.com/a/suffix"], false)
    }

    /// `<uri-relative-filter-group>` with android:allow="false" keeps out the
    /// links it matches; IntentFilter.addUriRelativeFilterGroup: "Groups will be
    /// matched in the order they were added and matching will only be done if
    /// no data paths match or if none are included."
    func testGroupsAreTriedInOrderAfterThePathsAndTheFirstThatMatchesDecides() throws {
        let filters = try filters("""
        <intent-filter>
          <data android:scheme="https" android:host="project.example.com" />
          <data android:path="/always" />
          <uri-relative-filter-group android:allow="false">
            <data android:fragment="no_app" />
          </uri-relative-filter-group>
          <uri-relative-filter-group>
            <data android:pathPrefix="/records/" />
          </uri-relative-filter-group>
        </intent-filter>
        """)
        assertTakes(filters, ["https://project.example.com/records/7", "https://project.example.com/always#no_app"], true)
        assertTakes(filters, ["https://project.example.com/records/7#no_app", "https://project.example.com/other"], false)
    }

    /// `<data>`: "a literal * is written as \\* and a literal \ is written as
    /// \\\\" in the manifest, because "\ is used as an escape character when
    /// the string is read from XML, before it is parsed as a pattern".
    func testTheManifestDoublesTheBackslashOfAPatternsEscape() throws {
        let filters = try filters(#"""
        <intent-filter>
          <data android:scheme="https" android:host="www.example.com" />
          <data android:pathPattern="/star\\*" />
          <data android:pathPattern="/back\\\\slash" />
          <data android:pathPattern="/single\*" />
        </intent-filter>
        """#)
        assertTakes(filters, ["https://www.example.com/star*", #"https://www.example.com/back\slash"#,
                              "https://www.example.com/single", "https://www.example.com/singleeee"], true)
        assertTakes(filters, ["https://www.example.com/star", "https://www.example.com/single*"], false)
    }
}
