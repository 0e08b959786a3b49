import Foundation
import TestSupport
import XCTest

/// Issue 37, item 5: `linkspec check` run at a project's root finds the app
/// map the project keeps beside its features, `Features/app.json`.
final class CheckAtProjectRootTests: XCTestCase {
    func testCheckAtAProjectRootFindsFeaturesAppJSON() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp")
        try FileManager.default.copyItem(at: fixture, to: project.appendingPathComponent("Features"))
        let text = try LinkSpecExecutable.run(["check"], in: project)
        XCTAssertEqual(text.code, 0, text.out + text.err)
        XCTAssertEqual(text.out, "no findings\n")
        let json = try LinkSpecExecutable.run(["check", "--format", "json"], in: project)
        XCTAssertTrue(json.out.hasPrefix(#"{"app":"Features/app.json""#), json.out)
    }

    /// Issue 37, item 5: the note that paths are relative to app.json's folder
    /// is for a map in another folder; in its own folder the path was read as written.
    func testAMissingFileSaysPathsAreRelativeToTheMapOnlyWhereThatIsAnotherFolder() throws {
        let project = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-root-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Features"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: project) }
        let map = #"{"infoPlist": "App/Info.plist", "tabs": [{"name": "home", "root": "Home"}], "routes": []}"#
        try Data(map.utf8).write(to: project.appendingPathComponent("Features/app.json"))
        let root = try LinkSpecExecutable.run(["check"], in: project)
        XCTAssertEqual(root.code, 2, root.out + root.err)
        XCTAssertEqual(root.err, "Features/app.json:1:15: $.infoPlist: Features/App/Info.plist: no such file; paths in app.json are relative "
                       + "to its folder (Features), so 'App/Info.plist' is read as 'Features/App/Info.plist'\n")
        let beside = try LinkSpecExecutable.run(["check"], in: project.appendingPathComponent("Features"))
        XCTAssertEqual(beside.code, 2, beside.out + beside.err)
        XCTAssertEqual(beside.err, "app.json:1:15: $.infoPlist: App/Info.plist: no such file\n")
    }
}
