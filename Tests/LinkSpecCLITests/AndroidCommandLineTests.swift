import Foundation
import TestSupport
import XCTest

/// Android through the command line: `check` on the Android files, broken
/// Android files as located errors with exit code 2, and `--platform` in
/// runs, their reports and `merge-junit`.
final class AndroidCommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-android-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let demo = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        for item in ["app.json", "App", "Android"] {
            try FileManager.default.copyItem(at: demo.appendingPathComponent(item), to: folder.appendingPathComponent(item))
        }
        try Data("""
            Feature: Records
              Scenario: A record link
                Given the app is launched
                And I'm logged in as a mock user
                When I open "https://babylon.example/somescreen/7"
                Then the "Some Screen" screen is displayed with id "7"

              @android
              Scenario: Back
                Given the app is launched
                And I'm logged in as a mock user
                When I open "babylon://settings"
                And I press back
                Then no screen is presented
            """.utf8).write(to: folder.appendingPathComponent("records.feature"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func plant(_ file: String, replacing old: String, with new: String) throws {
        let url = folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(old) in \(file)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    private func run(_ arguments: [String]) throws -> (code: Int32, out: String, err: String) {
        let result = try LinkSpecExecutable.run(arguments, in: folder)
        return (result.code, result.out, result.err)
    }

    func testCheckFindsADefectPlantedInTheAndroidFiles() throws {
        try plant("Android/assetlinks.json", replacing: #""com.babylon.demo""#, with: #""com.babylon.dmeo""#)
        let result = try run(["check"])
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.hasPrefix("Android/assetlinks.json:6:23: assetlinks-package-mismatch: no statement names the application ID com.babylon.demo"),
                      result.out)
        XCTAssertTrue(result.out.hasSuffix("\n1 finding\n"), result.out)
    }

    func testBrokenAndroidFilesAreLocatedErrorsWithExitCode2() throws {
        try plant("Android/AndroidManifest.xml", replacing: #"<data android:path="/chat" />"#, with: #"<data android:path="/chat" >"#)
        for arguments in [["check"], ["records.feature"], ["records.feature", "--platform", "android"]] {
            let result = try run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.out + result.err)")
            XCTAssertTrue(result.err.hasPrefix("Android/AndroidManifest.xml:"), result.err)
            XCTAssertTrue(result.err.contains("not valid XML"), result.err)
        }
        try plant("Android/AndroidManifest.xml", replacing: #"<data android:path="/chat" >"#, with: #"<data android:path="/chat" />"#)
        try plant("Android/assetlinks.json", replacing: #""target": {"#, with: #""target": ["#)
        let result = try run(["check"])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertEqual(result.err, "Android/assetlinks.json:5:18: $: not valid JSON: expected ',' or ']'\n")
    }

    func testAndroidWithoutTheAndroidFilesIsAUsageError() throws {
        // The demo's map without its Android keys: iOS runs need none of them.
        let url = folder.appendingPathComponent("app.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: #"  "androidManifest""#))
        let end = try XCTUnwrap(text.range(of: #""installedCertificate": "play",\#n"#))
        try Data(text.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "").utf8).write(to: url)
        try Data("Feature: F\n  Scenario: S\n    Given the app is launched\n".utf8).write(to: folder.appendingPathComponent("records.feature"))
        XCTAssertEqual(try run(["records.feature"]).code, 0)
        let result = try run(["records.feature", "--platform", "all"])
        XCTAssertEqual(result.code, 2, result.out + result.err)
        XCTAssertEqual(result.err, "app.json: the app map names no androidManifest, so the app cannot run on Android (--platform all): "
                       + "name its Android files in app.json (see the documentation's \"The app map: app.json\", Sources/LinkSpecTesting/LinkSpecTesting.docc/AppMapReference.md)\n")
    }

    func testEachReportNamesThePlatformOfEachTestCase() throws {
        let result = try run(["records.feature", "--platform", "all", "--format", "junit:junit.xml", "--format", "message:run.ndjson",
                              "--format", "json:cucumber.json", "--format", "html:report.html"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("3 scenarios (3 passed)"), result.out)
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        for name in ["A record link [iOS]", "A record link [Android]", "Back [Android]"] {
            XCTAssertTrue(junit.contains(#"<testcase classname="Records" name="\#(name)""#), junit)
        }
        let stream = try String(contentsOf: folder.appendingPathComponent("run.ndjson"), encoding: .utf8)
        let pickles = try stream.split(separator: "\n").compactMap { line in
            try (JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["pickle"] as? [String: Any]
        }
        XCTAssertEqual(pickles.map { $0["name"] as? String }, ["A record link [iOS]", "A record link [Android]", "Back [Android]"])
        XCTAssertEqual(pickles.map { ($0["tags"] as? [[String: Any]])?.compactMap { $0["name"] as? String } }, [["@ios"], ["@android"], ["@android"]])
        XCTAssertEqual(Set(pickles.compactMap { $0["id"] as? String }).count, 3)
        let json = try String(contentsOf: folder.appendingPathComponent("cucumber.json"), encoding: .utf8)
        XCTAssertTrue(json.contains(#""name":"A record link [Android]""#), json)
        let html = try String(contentsOf: folder.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("A record link [iOS]") && html.contains("A record link [Android]"), "the HTML report names both")
    }

    func testMergeJUnitKeepsThePlatformsOfSeparateRunsApart() throws {
        for platform in ["ios", "android"] {
            let result = try run(["records.feature", "--platform", platform, "--format", "junit:\(platform).xml"])
            XCTAssertEqual(result.code, 0, result.out + result.err)
        }
        let selection = try run(["records.feature", "--platform", "all", "--dry-run", "--format", "message:selection.ndjson"])
        XCTAssertEqual(selection.code, 0, selection.err)
        let merged = try run(["merge-junit", "--expect-from", "selection.ndjson", "merged.xml", "ios.xml", "android.xml"])
        XCTAssertEqual(merged.code, 0, "one job per platform, each naming its platform: " + merged.err)
        let jobs = try String(contentsOf: folder.appendingPathComponent("merged.xml"), encoding: .utf8)
        XCTAssertTrue(jobs.contains(#"name="A record link [iOS]""#) && jobs.contains(#"name="A record link [Android]""#), jobs)
        let all = try run(["records.feature", "--platform", "all", "--shard", "1/2", "--format", "junit:shard-1.xml"])
        let other = try run(["records.feature", "--platform", "all", "--shard", "2/2", "--format", "junit:shard-2.xml"])
        XCTAssertEqual(all.code + other.code, 0, all.err + other.err)
        let shards = try run(["merge-junit", "--expect-from", "selection.ndjson", "merged.xml", "shard-1.xml", "shard-2.xml"])
        XCTAssertEqual(shards.code, 0, shards.err)
        let text = try String(contentsOf: folder.appendingPathComponent("merged.xml"), encoding: .utf8)
        XCTAssertTrue(text.contains(#"tests="3""#), text)
    }
}
