import Foundation
import TestSupport
import XCTest

/// `linkspec fuzz-links` as a team runs it: the built executable, in a folder of
/// its own, with its exit codes.
final class FuzzLinksCommandTests: XCTestCase {
    func testTheDemoAppFoundFromTheCurrentFolderIsCleanAndExitsZero() throws {
        let result = try runLinkSpec(["fuzz-links", "--seed", "7", "--count", "150"], in: Maps.demoURL.deletingLastPathComponent())
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("seed 7"), result.out)
        XCTAssertTrue(result.out.contains("Tried 150 links in "), result.out)
        XCTAssertTrue(result.out.contains("no violations"), result.out)
    }

    func testABrokenAppMapExitsOneWithAScenarioToPaste() throws {
        let folder = try temporaryFolder(appJSON: Maps.brokenJSON)
        let nested = folder.appendingPathComponent("Features/deep")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        let result = try runLinkSpec(["fuzz-links", "--seed", "7", "--count", "150"], in: nested)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains(#"When I open "t://records""#), result.out)
        XCTAssertTrue(result.out.contains("1 violation."), result.out)
    }

    func testTheSameSeedPrintsTheSameOutputTwice() throws {
        let folder = try temporaryFolder(appJSON: Maps.brokenJSON)
        let first = try runLinkSpec(["fuzz-links", "--app", "app.json", "--seed", "11", "--count", "300"], in: folder)
        let second = try runLinkSpec(["fuzz-links", "--app", "app.json", "--seed", "11", "--count", "300"], in: folder)
        XCTAssertEqual(first.code, 1)
        XCTAssertEqual(first.out, second.out)
    }

    func testUsageAndAppMapErrorsExitTwo() throws {
        let broken = try temporaryFolder(appJSON: "{\n  \"schemes\": [\n")
        let empty = try temporaryFolder(appJSON: nil)
        let cases: [([String], URL, String)] = [
            (["fuzz-links", "--frobnicate"], empty, "unknown option '--frobnicate'"),
            (["fuzz-links", "--seed", "minus one"], empty, "'--seed' expects"),
            (["fuzz-links", "--count", "0"], empty, "'--count' expects"),
            (["fuzz-links", "--app", "missing.json"], empty, "missing.json: cannot load the app map: no such file"),
            (["fuzz-links"], empty, "no app.json in"),
            (["fuzz-links"], broken, "app.json:3:1: $: not valid JSON"),
        ]
        for (arguments, folder, message) in cases {
            let result = try runLinkSpec(arguments, in: folder)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
        }
    }

    // MARK: helpers

    private func temporaryFolder(appJSON: String?) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-links-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        if let appJSON { try appJSON.write(to: folder.appendingPathComponent("app.json"), atomically: true, encoding: .utf8) }
        return folder
    }

    private func runLinkSpec(_ arguments: [String], in folder: URL) throws -> (code: Int32, out: String, err: String) {
        try LinkSpecExecutable.run(arguments, in: folder)
    }
}
