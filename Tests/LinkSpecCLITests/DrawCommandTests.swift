import Foundation
import TestSupport
import XCTest
@testable import LinkSpecCLI

final class DrawCommandTests: XCTestCase {
    private var folder: URL!
    private let app = SharedConformance.repositoryRoot.appendingPathComponent("Features/app.json").path
    private let pictures = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppDrawingTests/Pictures")

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The demo app after the links, from a logged-in launch, is exactly the pinned
    /// picture of that state (which was checked by eye).
    func testDrawsTheAppAfterTheLinksToTheFile() throws {
        let out = folder.appendingPathComponent("prompt.svg").path
        let result = runLinkSpec(["draw", "--app", app, "--link", "babylon://product/sku-9",
                                  "--link", "babylon://prescriptions/7", "--out", out])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(try String(contentsOfFile: out, encoding: .utf8),
                       try String(contentsOf: pictures.appendingPathComponent("prompt.svg"), encoding: .utf8))
        XCTAssertEqual(result.err, """
            babylon://product/sku-9: routed: showProduct(id: "sku-9")
            babylon://prescriptions/7: awaiting the password for showPrescription(id: 7)

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["prompt.svg"], "no temporary file left")
    }

    func testDrawsToStandardOutputWithoutOut() throws {
        let result = runLinkSpec(["draw", "--app", app, "--link=babylon://product/sku-9"])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, try String(contentsOf: pictures.appendingPathComponent("push.svg"), encoding: .utf8))
    }

    func testWithoutLinksDrawsTheInitialTab() throws {
        let result = runLinkSpec(["draw", "--app", app])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("<title>Babylon demo: Home on the home tab</title>"), result.out)
        XCTAssertEqual(result.err, "")
    }

    func testABrokenAppMapIsALocatedErrorAndTheOutputIsUntouched() throws {
        let map = folder.appendingPathComponent("app.json")
        try Data(#"{"schemes": ["x"], "tabs": [{"name": "a", "root": "A"}], "initialTab": "b", "routes": []}"#.utf8).write(to: map)
        let out = folder.appendingPathComponent("picture.svg")
        try Data("keep me".utf8).write(to: out)
        let result = runLinkSpec(["draw", "--app", map.path, "--out", out.path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("\(map.path):1:"), result.err)
        XCTAssertTrue(result.err.contains("initialTab"), result.err)
        XCTAssertEqual(try String(contentsOf: out, encoding: .utf8), "keep me")
    }

    func testAMissingAppMapIsAnError() {
        let result = runLinkSpec(["draw", "--app", folder.appendingPathComponent("none.json").path])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("none.json: cannot load the app map: no such file"), result.err)
    }

    func testAnUnwritablePathIsALocatedErrorAndLeavesNoFile() throws {
        let out = folder.appendingPathComponent("missing/picture.svg").path
        let result = runLinkSpec(["draw", "--app", app, "--out", out])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("linkspec: \(out): "), result.err)
        XCTAssertEqual(result.out, "")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testUsageErrorsAndHelp() {
        let unknown = runLinkSpec(["draw", "--colour"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "linkspec: unknown option '--colour' for 'linkspec draw'\nRun 'linkspec draw --help' for usage.\n")
        let missing = runLinkSpec(["draw", "--link"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.err.contains("missing value for '--link'"), missing.err)
        let help = runLinkSpec(["draw", "--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.out.hasPrefix("USAGE: linkspec draw [--app PATH] [--link URL]... [--out FILE]"))
        XCTAssertTrue(runLinkSpec(["--help"]).out.contains("  draw "), "the main help lists the subcommand")
    }

    /// Issue 35, item 10: `--platform android` opens the links by Android's rules (the demo's manifest).
    func testLinksAreOpenedByTheOSOfThePlatform() throws {
        let link = "https://babylon.example/SomeScreen/5"
        let iPhone = runLinkSpec(["draw", "--app", app, "--link", link])
        XCTAssertEqual(iPhone.code, 0, iPhone.err)
        XCTAssertEqual(iPhone.err, "\(link): routed: showSomeScreen(id: 5)\n")
        let android = runLinkSpec(["draw", "--app", app, "--platform", "android", "--link", link])
        XCTAssertEqual(android.code, 0, android.err)
        XCTAssertEqual(android.err, "\(link): opened in the browser: no intent filter of the app takes \(link)\n")
        let all = runLinkSpec(["draw", "--app", app, "--platform", "all"])
        XCTAssertEqual(all.code, 2)
        XCTAssertTrue(all.err.contains("'--platform' expects 'ios' or 'android', got 'all'"), all.err)
    }

    /// Issue 35 (docs/decisions/1001-platform-of-a-map.md): a map of Android
    /// files only is an Android app even where it states `universalLinkHosts`,
    /// so `draw` opens its links on Android unless told otherwise.
    func testAMapOfAndroidFilesOnlyIsDrawnOnAndroidEvenWithUniversalLinkHosts() throws {
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/AndroidOnlyApp")
        let copy = folder.appendingPathComponent("cards")
        try FileManager.default.copyItem(at: fixture, to: copy)
        let json = copy.appendingPathComponent("app.json")
        let text = try String(contentsOf: json, encoding: .utf8)
        try Data(text.replacingOccurrences(of: #""name": "Cards","#, with: #""name": "Cards", "universalLinkHosts": ["cards.example"],"#).utf8)
            .write(to: json)
        let drawn = runLinkSpec(["draw", "--app", json.path, "--link", "cards://share", "--out", folder.appendingPathComponent("cards.svg").path])
        XCTAssertEqual(drawn.code, 0, drawn.err)
        XCTAssertEqual(drawn.err, "cards://share: routed: importCard\n", "the manifest's scheme opens the app on Android")
    }
}
