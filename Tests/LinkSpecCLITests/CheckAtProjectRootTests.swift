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
}
