import AppFiles
import AppSimulation
import PlatformLinkRules
import XCTest

/// Reading assetlinks.json: Google's examples read without a problem; values
/// of the wrong type are errors at their place; values Android does not
/// understand are problems (for `assetlinks-syntax`).
final class AssetLinksReadingTests: XCTestCase {
    private func read(_ json: String) throws -> AssetLinks {
        try AssetLinks.read(Array(json.utf8), host: "example.com", file: "assetlinks.json")
    }

    private func assertError(_ json: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try read(json), file: file, line: line) { error in
            XCTAssertEqual((error as? AppFileError)?.description, expected, file: file, line: line)
        }
    }

    private func problems(_ json: String) throws -> [String] {
        try read(json).problems.map { "\($0.location.line):\($0.location.column): \($0.path): \($0.message)" }
    }

    private let fingerprint = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    /// "Verify Android App Links", Declare website associations:
    /// https://developer.android.com/training/app-links/verify-android-applinks
    func testGooglesExampleStatementDelegatesLinksToItsPackageWithItsFingerprint() throws {
        let links = try read("""
        [{
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {
            "namespace": "android_app",
            "package_name": "com.example",
            "sha256_cert_fingerprints":
            ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
          }
        }]
        """)
        XCTAssertEqual(links.problems.map(\.message), [])
        let statement = try XCTUnwrap(links.statements.first)
        XCTAssertTrue(statement.delegatesLinks(to: "com.example"))
        XCTAssertFalse(statement.delegatesLinks(to: "com.example.other"))
        XCTAssertTrue(statement.lists(try XCTUnwrap(SigningCertificate(name: "play", fingerprint: fingerprint.lowercased()))),
                      "fingerprints compare in any case")
        XCTAssertEqual(statement.packageName?.location.description, "assetlinks.json:5:21")
        XCTAssertEqual(statement.fingerprintsLocation.description, "assetlinks.json:7:5")
    }

    /// The same page, "Associating a website with multiple apps": two statements, two packages.
    func testGooglesTwoAppExampleDelegatesLinksToBothPackages() throws {
        let links = try read("""
        [{
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {
            "namespace": "android_app",
            "package_name": "example.com.puppies.app",
            "sha256_cert_fingerprints":
            ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
          }
          },
          {
          "relation": ["delegate_permission/common.handle_all_urls"],
          "target": {
            "namespace": "android_app",
            "package_name": "example.com.monkeys.app",
            "sha256_cert_fingerprints":
            ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]
          }
        }]
        """)
        XCTAssertEqual(links.problems.map(\.message), [])
        XCTAssertEqual(links.statements(delegatingTo: "example.com.puppies.app").map(\.number), [1])
        XCTAssertEqual(links.statements(delegatingTo: "example.com.monkeys.app").map(\.number), [2])
    }

    func testAWebTargetAndTheLoginCredentialsRelationAreUnderstoodButDelegateNoLinks() throws {
        let links = try read("""
        [{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://example.com"}}]
        """)
        XCTAssertEqual(links.problems.map(\.message), [])
        XCTAssertEqual(links.statements(delegatingTo: "com.example").count, 0)
    }

    /// `line:column` of the first `needle` after `marker` in `text`, counted here.
    private func at(_ needle: String, after marker: String = "", in text: String) throws -> String {
        let start = marker.isEmpty ? text.startIndex : try XCTUnwrap(text.range(of: marker), "'\(marker)'").upperBound
        let range = try XCTUnwrap(text.range(of: needle, range: start..<text.endIndex), "'\(needle)' is not in the text")
        let lines = Array(text[..<range.lowerBound].unicodeScalars).split(separator: "\n", omittingEmptySubsequences: false)
        return "\(lines.count):\((lines.last?.count ?? 0) + 1)"
    }

    func testValuesOfTheWrongTypeAreErrorsAtTheirPlace() throws {
        assertError("{\"relation\": []}", "assetlinks.json:1:1: $: an assetlinks.json file is an array of statements, found an object")
        assertError("[\n  \"delegate_permission/common.handle_all_urls\"\n]", "assetlinks.json:2:3: $[0]: a statement is an object, found a string")
        let relation = #"[{"relation": "delegate_permission/common.handle_all_urls"}]"#
        assertError(relation, "assetlinks.json:\(try at(#""delegate"#, in: relation)): $[0].relation: relation is an array of strings, found a string")
        let fingerprint = #"[{"relation": [], "target": {"namespace": "android_app", "sha256_cert_fingerprints": [14]}}]"#
        assertError(fingerprint, "assetlinks.json:\(try at("14", in: fingerprint)): $[0].target.sha256_cert_fingerprints[0]: "
                        + "each of sha256_cert_fingerprints is a string, found a number")
        let target = #"[{"target": []}]"#
        assertError(target, "assetlinks.json:\(try at("[]", in: target)): $[0].target: a target is an object, found an array")
        for broken in ["[{\"relation\": [\n", "<html>Not found</html>"] {
            XCTAssertThrowsError(try read(broken)) { error in
                XCTAssertTrue("\(error)".hasPrefix("assetlinks.json:\(broken.hasPrefix("<") ? "1:1" : "2:1"): $: not valid JSON: "), "\(error)")
            }
        }
    }

    func testValuesAndroidDoesNotUnderstandAreProblems() throws {
        let json = """
        [{"relation": ["delegate_permission/common.handle_all_url"],
          "target": {"namespace": "android_ap", "package_name": "com.example",
                     "sha256_cert_fingerprints": ["14:6D:E9", "\(fingerprint)"], "package": "x"}},
         {"relation": [], "target": {"namespace": "android_app"}},
         {"target": {"package_name": "com.example"}}]
        """
        XCTAssertEqual(try problems(json), [
            "\(try at(#""delegate"#, in: json)): $[0].relation[0]: unknown relation 'delegate_permission/common.handle_all_url' "
                + "(did you mean 'delegate_permission/common.handle_all_urls'?)",
            "\(try at(#""package""#, in: json)): $[0].target.package: unknown key 'package' in a target",
            "\(try at(#""android_ap""#, in: json)): $[0].target.namespace: unknown namespace 'android_ap' (did you mean 'android_app'?): "
                + #"an app's is "android_app""#,
            "\(try at(#""14:6D:E9""#, in: json)): $[0].target.sha256_cert_fingerprints[0]: '14:6D:E9' is not a SHA-256 fingerprint "
                + "(32 pairs of hex digits joined by ':', like 14:6D:E9:…:E5)",
            "\(try at("[]", in: json)): $[1].relation: relation is empty: the statement grants nothing",
            "\(try at("{", after: #""relation": [], "target": "#, in: json)): $[1].target: an android_app target needs a package_name",
            "\(try at("{", after: #""relation": [], "target": "#, in: json)): $[1].target: an android_app target needs sha256_cert_fingerprints: "
                + "no build is verified",
            "\(try at("{", after: "\"android_app\"}},\n ", in: json)): $[2]: the statement has no relation: add \"relation\": [\"delegate_permission/common.handle_all_urls\"]",
            "\(try at("{", after: #"{"target": "#, in: json)): $[2].target: the target has no namespace (\"android_app\" for an app)",
        ])
    }
}
