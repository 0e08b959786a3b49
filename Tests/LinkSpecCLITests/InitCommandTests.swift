import Foundation
import LinkSpecCLI
import TestSupport
import XCTest

/// `linkspec init`, run as the executable in a folder holding copies of an app's files.
final class InitCommandTests: XCTestCase {
    var folder: URL!
    let root = SharedConformance.repositoryRoot

    override func setUpWithError() throws {
        folder = try temporaryFolder()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// Copies the files of a repository folder into `App/` of the test's folder.
    func copyAppFiles(from source: String, into target: String = "App") throws {
        let from = root.appendingPathComponent(source)
        let to = folder.appendingPathComponent(target)
        try FileManager.default.createDirectory(at: to, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: from.path) {
            try FileManager.default.copyItem(at: from.appendingPathComponent(name), to: to.appendingPathComponent(name))
        }
    }

    func write(_ text: String, to path: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func contents(_ path: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
    }

    /// Init, then `check` and a run of the feature it wrote: the map loads with
    /// no findings and every scenario passes.
    func initChecksAndPasses(_ arguments: [String] = [], file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let made = try LinkSpecExecutable.run(["init"] + arguments, in: folder)
        XCTAssertEqual(made.code, 0, made.err, file: file, line: line)
        let check = try LinkSpecExecutable.run(["check", "--app", "Features/app.json"], in: folder)
        XCTAssertEqual(check.code, 0, check.out + check.err, file: file, line: line)
        XCTAssertEqual(check.out, "no findings\n", file: file, line: line)
        let run = try LinkSpecExecutable.run(["Features/", "--app", "Features/app.json"], in: folder)
        XCTAssertEqual(run.code, 0, run.out + run.err, file: file, line: line)
        XCTAssertFalse(run.out.contains("failed"), run.out, file: file, line: line)
        return made.out
    }

    func testOnTheDemoFilesTheMapLoadsChecksCleanAndTheFeaturePasses() throws {
        try copyAppFiles(from: "Features/App")
        let out = try initChecksAndPasses()
        XCTAssertTrue(out.contains("App/Info.plist: bundle ID com.babylon.demo, schemes babylon, otherprefix, ribs-training"), out)
        XCTAssertTrue(out.contains("App/Demo.entitlements: applinks domains babylon.example"), out)
        XCTAssertTrue(out.contains("App/babylon.example.aasa.json: the AASA of babylon.example, 1 entry in details, 10 rules\n"), out)
        XCTAssertTrue(out.contains("Fill in next:"), out)
        let map = try contents("Features/app.json")
        XCTAssertTrue(map.contains(#""infoPlist": "../App/Info.plist""#), map)
        XCTAssertTrue(map.contains(#""appleAppSiteAssociation": {"babylon.example": "../App/babylon.example.aasa.json"}"#), map)
        XCTAssertTrue(map.contains(#""teamID": "ABCDE12345""#), map)
        // The excluded "/records/*" gives no route; "/$(section)" one per value; "/prescriptions/$(digit)*" an int.
        XCTAssertFalse(map.contains(#""pattern": "records/"#), map)
        XCTAssertTrue(map.contains(#""pattern": "chat""#), map)
        XCTAssertTrue(map.contains(#""pattern": "prescriptions/{id:int}""#), map)
        XCTAssertTrue(map.contains(#""pattern": "launchGame?{gameId?}""#), map)
        let feature = try contents("Features/deep_links.feature")
        XCTAssertTrue(feature.contains(#"When I open "ribs-training://home""#), feature)
        XCTAssertTrue(feature.contains(#"When I open "https://babylon.example/prescriptions/1""#), feature)
    }

    /// The map's `$schema`, resolved from its folder: a file holding the schema of this linkspec.
    private func assertTheSchemaResolves(_ mapPath: String = "Features/app.json", file: StaticString = #filePath, line: UInt = #line) throws {
        let map = try JSONSerialization.jsonObject(with: Data(try contents(mapPath).utf8)) as? [String: Any]
        let schema = try XCTUnwrap(map?["$schema"] as? String, "no $schema in the map", file: file, line: line)
        let resolved = folder.appendingPathComponent(mapPath).deletingLastPathComponent().appendingPathComponent(schema)
        let text = try String(contentsOf: resolved, encoding: .utf8)
        XCTAssertEqual(text, try String(contentsOf: root.appendingPathComponent("Schemas/app-map.schema.json"), encoding: .utf8),
                       "$schema \(schema) is not the app map's schema", file: file, line: line)
    }

    /// Issue 37, items 1 and 2: wherever the executable was built (in a
    /// checkout, or with --scratch-path elsewhere), the map names a schema that resolves.
    func testTheMapNamesTheSchemaOfTheLinkspecItWasWrittenBy() throws {
        try copyAppFiles(from: "Features/App")
        let out = try initChecksAndPasses()
        try assertTheSchemaResolves()
        XCTAssertTrue(out.contains("app-map.schema.json: the app map's JSON Schema")
                      || out.contains("app-map.schema.json (the app map's JSON Schema"), out)
    }

    /// Run as a shell runs it, found through PATH, from a build folder anywhere.
    func testRunThroughThePathTheMapStillNamesTheSchema() throws {
        try copyAppFiles(from: "Features/App")
        let executable = try XCTUnwrap(LinkSpecExecutable.url)
        XCTAssertEqual(try runThroughPath(folder: executable.deletingLastPathComponent()), 0)
        try assertTheSchemaResolves()
    }

    /// `linkspec init` as a shell runs it, with `binFolder` first on PATH.
    private func runThroughPath(folder binFolder: URL, arguments: String = "") throws -> Int32 {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "linkspec init \(arguments) > /dev/null"]
        shell.currentDirectoryURL = folder
        shell.environment = ["PATH": binFolder.path + ":/usr/bin:/bin"]
        try shell.run()
        shell.waitUntilExit()
        return shell.terminationStatus
    }

    /// Issue 37, item 2: the binary copied alone into an empty folder on PATH (as
    /// from a release download, or /usr/local/bin) writes the schema beside the
    /// map and names it, so that editors find it offline.
    func testTheBinaryAloneWritesTheSchemaBesideTheMapAndNamesIt() throws {
        try copyAppFiles(from: "Features/App")
        let bin = folder.appendingPathComponent("bin with space")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try XCTUnwrap(LinkSpecExecutable.url), to: bin.appendingPathComponent("linkspec"))
        XCTAssertEqual(try runThroughPath(folder: bin), 0)
        let map = try JSONSerialization.jsonObject(with: Data(try contents("Features/app.json").utf8)) as? [String: Any]
        XCTAssertEqual(map?["$schema"] as? String, "app-map.schema.json")
        try assertTheSchemaResolves()
        // Run again into another folder: a copy already there is named, not rewritten.
        try write("{\n  \"$id\": \"https://linkspec.dev/schemas/app-map.schema.json\"\n}\n", to: "Other/app-map.schema.json")
        XCTAssertEqual(try runThroughPath(folder: bin, arguments: "--out Other"), 0)
        XCTAssertEqual(try contents("Other/app-map.schema.json"), "{\n  \"$id\": \"https://linkspec.dev/schemas/app-map.schema.json\"\n}\n")
        XCTAssertTrue(try contents("Other/app.json").contains(#""$schema": "app-map.schema.json""#))
    }

    /// A file of the copy's name that is not the schema is the user's: kept, not named, and init says so.
    func testAUsersFileWhereTheSchemaWouldGoIsKeptAndInitSaysSo() throws {
        try copyAppFiles(from: "Features/App")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: try XCTUnwrap(LinkSpecExecutable.url), to: bin.appendingPathComponent("linkspec"))
        try write("my notes\n", to: "Features/app-map.schema.json")
        let shell = Process()
        shell.executableURL = bin.appendingPathComponent("linkspec")
        shell.arguments = ["init"]
        shell.currentDirectoryURL = folder
        let out = Pipe()
        shell.standardOutput = out
        try shell.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        XCTAssertEqual(shell.terminationStatus, 0)
        XCTAssertEqual(try contents("Features/app-map.schema.json"), "my notes\n")
        XCTAssertFalse(try contents("Features/app.json").contains("$schema"))
        XCTAssertTrue(text.contains("$schema: Features/app-map.schema.json exists and is not the app map's JSON Schema, so app.json names none; "
                                    + "`linkspec schema > FILE` writes it"), text)
    }

    /// Issue 37, item 2: the schema the executable carries is the one in `Schemas/`
    /// (regenerate with Scripts/generate-app-map-schema.swift when this fails).
    func testTheSchemaTheExecutableCarriesIsTheOneInSchemas() throws {
        let file = root.appendingPathComponent("Schemas/app-map.schema.json")
        let text = try String(contentsOf: file, encoding: .utf8)
        XCTAssertTrue(AppMapSchema.text == text, "Sources/LinkSpecCLI/Generated/AppMapSchema.swift is stale: run "
                      + "swift Scripts/generate-app-map-schema.swift Schemas/app-map.schema.json Sources/LinkSpecCLI/Generated/AppMapSchema.swift")
        XCTAssertEqual(AppMapSchema.fileName, file.lastPathComponent)
    }

    /// A team's package that depends on linkspec has its checkout inside the
    /// project: the map names that schema, which follows the dependency's version,
    /// and writes no copy. A checkout outside the project (where the executable
    /// was built) is not named: the path would lead nowhere on a teammate's machine.
    func testAPackagesOwnCheckoutOfLinkspecGivesTheSchema() throws {
        try copyAppFiles(from: "Features/App")
        try write(try String(contentsOf: root.appendingPathComponent("Schemas/app-map.schema.json"), encoding: .utf8),
                  to: ".build/checkouts/linkspec/Schemas/app-map.schema.json")
        let out = try initChecksAndPasses()
        XCTAssertTrue(try contents("Features/app.json").contains(#""$schema": "../.build/checkouts/linkspec/Schemas/app-map.schema.json""#))
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features/app-map.schema.json").path))
        XCTAssertTrue(out.contains(".build/checkouts/linkspec/Schemas/app-map.schema.json: the app map's JSON Schema"), out)
    }

    func testTheSchemaCommandPrintsTheSchemaOfSchemas() throws {
        let result = try LinkSpecExecutable.run(["schema"], in: folder)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.out, try String(contentsOf: root.appendingPathComponent("Schemas/app-map.schema.json"), encoding: .utf8))
        let extra = try LinkSpecExecutable.run(["schema", "app.json"], in: folder)
        XCTAssertEqual(extra.code, 2)
        XCTAssertTrue(extra.err.contains("unexpected argument 'app.json' for 'linkspec schema'"), extra.err)
    }

    func testOnTheExampleTeamFilesTheMapLoadsChecksCleanAndTheFeaturePasses() throws {
        try copyAppFiles(from: "Examples/BabylonTeam/Features/App")
        let out = try initChecksAndPasses()
        XCTAssertTrue(out.contains("bundle ID com.babylon.app"), out)
        XCTAssertTrue(try contents("Features/app.json").contains(#""pattern": "invite/{id}""#))
    }

    func testAnExistingAppJSONIsAnErrorAndNothingIsWritten() throws {
        try copyAppFiles(from: "Features/App")
        try write("keep me", to: "Features/app.json")
        let result = try LinkSpecExecutable.run(["init"], in: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertEqual(result.err, "Features/app.json:1:1: exists; linkspec init never overwrites a file (nothing was written)\n")
        XCTAssertEqual(try contents("Features/app.json"), "keep me")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("Features").path), ["app.json"])
    }

    func testAnExistingFeatureFileIsAnErrorAndNoMapIsWritten() throws {
        try copyAppFiles(from: "Features/App")
        try write("Feature: mine\n", to: "Features/deep_links.feature")
        let result = try LinkSpecExecutable.run(["init"], in: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("Features/deep_links.feature:1:1: exists"), result.err)
        XCTAssertEqual(try contents("Features/deep_links.feature"), "Feature: mine\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features/app.json").path))
    }

    func testAMalformedInfoPlistIsALocatedErrorAndNothingIsWritten() throws {
        try copyAppFiles(from: "Features/App")
        try write("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n  <key>CFBundleURLTypes</key>\n  <array>\n</dict>\n</plist>\n",
                  to: "App/Info.plist")
        let result = try LinkSpecExecutable.run(["init"], in: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("App/Info.plist:6:"), result.err)
        XCTAssertTrue(result.err.contains("not a valid property list"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features").path))
    }

    func testAnUnreadableNamedFileIsALocatedError() throws {
        try copyAppFiles(from: "Features/App")
        let result = try LinkSpecExecutable.run(["init", "--info-plist", "App/Missing.plist"], in: folder)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.hasPrefix("App/Missing.plist:1:1: $: cannot read: "), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features").path))
    }

    /// Found files are skipped for the named ones: a test target's plist is never
    /// taken, and the options choose another plist, entitlements and AASA.
    func testOptionsOverrideDiscovery() throws {
        try copyAppFiles(from: "Features/App", into: "Demo")
        try copyAppFiles(from: "Examples/BabylonTeam/Features/App", into: "Team")
        let out = try initChecksAndPasses(["--info-plist", "Team/Info.plist", "--entitlements", "Team/Babylon.entitlements",
                                           "--aasa", "babylon.example=Team/babylon.example.aasa.json"])
        XCTAssertTrue(out.contains("Team/Info.plist: bundle ID com.babylon.app"), out)
        let map = try contents("Features/app.json")
        XCTAssertTrue(map.contains(#""entitlements": "../Team/Babylon.entitlements""#), map)
        XCTAssertTrue(map.contains(#""babylon.example": "../Team/babylon.example.aasa.json""#), map)
    }

    /// Of several Info.plist files, the app's: not a test target's, not an
    /// extension's, and the one with URL types first; the Xcode project gives
    /// the bundle ID and team of the target whose Info.plist it is.
    func testDiscoveryPrefersTheAppsInfoPlistAndReadsTheXcodeProject() throws {
        try copyAppFiles(from: "Examples/BabylonTeam/Features/App", into: "Babylon")
        try write(#"{"applinks": {"details": [{"appIDs": ["ZYXWV98765.com.other.app"], "components": [{"/": "/x"}]}]}}"#,
                  to: "Babylon/babylon.example.aasa.json")
        try write("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>CFBundleURLTypes</key><array/></dict></plist>\n",
                  to: "BabylonTests/Info.plist")
        try write("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict><key>NSExtension</key><dict/></dict></plist>\n",
                  to: "A/Info.plist")
        try write("""
            // !$*UTF8*$!
            {
                objects = {
                    1 = {isa = XCBuildConfiguration; buildSettings = {DEVELOPMENT_TEAM = ZYXWV98765; INFOPLIST_FILE = "Babylon/Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = com.other.app;}; name = Debug;};
                    2 = {isa = XCBuildConfiguration; buildSettings = {DEVELOPMENT_TEAM = ZYXWV98765; INFOPLIST_FILE = "$(SRCROOT)/Babylon/Info.plist"; PRODUCT_BUNDLE_IDENTIFIER = com.other.app;}; name = Release;};
                };
            }
            """, to: "Babylon.xcodeproj/project.pbxproj")
        let out = try initChecksAndPasses()
        XCTAssertTrue(out.contains("Babylon/Info.plist: bundle ID com.other.app"), out)
        XCTAssertTrue(out.contains("Babylon.xcodeproj/project.pbxproj: the build settings of the target"), out)
        let map = try contents("Features/app.json")
        XCTAssertTrue(map.contains(#""teamID": "ZYXWV98765""#), map)
        XCTAssertTrue(map.contains(#""buildSettings": {"PRODUCT_BUNDLE_IDENTIFIER": "com.other.app"}"#), map)
        XCTAssertTrue(map.contains(#""pattern": "x""#), map)
    }

    func testAnAASAWithoutItsDomainInTheNameIsNamedWithAnOption() throws {
        try copyAppFiles(from: "Examples/BabylonTeam/Features/App")
        try FileManager.default.moveItem(at: folder.appendingPathComponent("App/babylon.example.aasa.json"),
                                         to: folder.appendingPathComponent("App/site.json"))
        let result = try LinkSpecExecutable.run(["init", "--out", "Specs"], in: folder)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.out.contains("babylon.example has no AASA file: name one with --aasa babylon.example=PATH"), result.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Specs/app.json").path))
        let run = try LinkSpecExecutable.run(["Specs/"], in: folder)
        XCTAssertEqual(run.code, 0, run.out + run.err)
    }

    func testUsageErrors() throws {
        let aasa = try LinkSpecExecutable.run(["init", "--aasa", "babylon.example"], in: folder)
        XCTAssertEqual(aasa.code, 2)
        XCTAssertTrue(aasa.err.contains("'--aasa' is DOMAIN=PATH, got 'babylon.example'"), aasa.err)
        // An app ID of another shape is a usage error, as the other options' shapes are (not a file's error at '.:1:1').
        let appID = try LinkSpecExecutable.run(["init", "--app-id", "com.example.shop"], in: folder)
        XCTAssertEqual(appID.code, 2)
        XCTAssertTrue(appID.err.hasPrefix("linkspec: init: '--app-id' is TEAMID.BUNDLE_ID (ten capitals and digits, a dot, the bundle ID), "
                                          + "got 'com.example.shop'\n"), appID.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Features").path), "nothing written")
        let none = try LinkSpecExecutable.run(["init"], in: folder)
        XCTAssertEqual(none.code, 2)
        XCTAssertTrue(none.err.hasPrefix(".:1:1: $: no app's Info.plist under this folder; name one with --info-plist PATH"), none.err)
    }
}
