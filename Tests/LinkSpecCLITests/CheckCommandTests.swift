import Foundation
import TestSupport
import XCTest

/// `linkspec check` as a team runs it: the built executable on a copy of the
/// clean fixture app (`Tests/AppFilesTests/Fixtures/CleanApp`), its output
/// formats and exit codes 0, 1 and 2.
final class CheckCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-check-\(UUID().uuidString)")
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp")
        try FileManager.default.copyItem(at: fixture, to: folder)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func plant(_ file: String, replacing old: String, with new: String) throws {
        let url = folder.appendingPathComponent(file)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    func testTheDemoAppIsClean() throws {
        let result = try LinkSpecExecutable.run(["check", "--app", "Features/app.json"], in: SharedConformance.repositoryRoot)
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.out, "no findings\n")
    }

    func testACleanAppFoundFromTheCurrentFolderExitsZero() throws {
        let result = try LinkSpecExecutable.run(["check"], in: folder.appendingPathComponent("App"))
        XCTAssertEqual(result.code, 0, result.out + result.err)
    }

    func testFindingsArePathLineColumnRuleMessageAndExitOne() throws {
        try plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["example", "exampel"]"#)
        let result = try LinkSpecExecutable.run(["check"], in: folder)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.hasPrefix("app.json:3:26: scheme-not-registered: 'exampel' is not registered by App/Info.plist"), result.out)
        XCTAssertTrue(result.out.hasSuffix("\n1 finding\n"), result.out)
    }

    func testTheJSONFormatIsOneObjectAJSONReaderReads() throws {
        try plant("App/example.com.aasa.json", replacing: #"{"/": "/about"}"#, with: #"{"/": "/about", "exlude": true}"#)
        let result = try LinkSpecExecutable.run(["check", "--format", "json", "--app", "app.json"], in: folder)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["app"] as? String, "app.json")
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?["rule"] as? String, "aasa-syntax")
        XCTAssertEqual(findings.first?["file"] as? String, "App/example.com.aasa.json")
        XCTAssertEqual(findings.first?["line"] as? Int, 9)
        XCTAssertEqual(findings.first?["column"] as? Int, 27, "at the unknown key")
        XCTAssertTrue((findings.first?["message"] as? String)?.contains("unknown key 'exlude'") == true)
    }

    /// Issue 24, items 3 and 4: a note is printed with `note:` before its rule and does not fail.
    func testNotesArePrintedButDoNotFail() throws {
        try plant("App/example.com.aasa.json", replacing: #""components": ["#, with: #""paths": ["*"], "components": ["#)
        let noted = try LinkSpecExecutable.run(["check"], in: folder)
        XCTAssertEqual(noted.code, 0, noted.out + noted.err)
        XCTAssertEqual(noted.out, "App/example.com.aasa.json:6:18: note: aasa-paths-ignored: $.applinks.details[0].paths: iOS 13 and later "
                       + "read 'components' and ignore the legacy 'paths' beside them (kept for older systems); runs follow 'components'\n"
                       + "no findings, 1 note\n")
        try plant("app.json", replacing: #""schemes": ["example"]"#, with: #""schemes": ["example", "exampel"]"#)
        let both = try LinkSpecExecutable.run(["check", "--format", "json"], in: folder)
        XCTAssertEqual(both.code, 1, both.out + both.err)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(both.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { "\($0["rule"] ?? "") \($0["severity"] ?? "")" },
                       ["aasa-paths-ignored note", "scheme-not-registered finding"])
    }

    func testUnreadableInputAndUsageErrorsExitTwo() throws {
        try plant("App/Info.plist", replacing: "</array>\n\t\t</dict>", with: "</dict>\n\t\t</dict>")
        let broken = try LinkSpecExecutable.run(["check"], in: folder)
        XCTAssertEqual(broken.code, 2, broken.out + broken.err)
        XCTAssertTrue(broken.err.hasPrefix("App/Info.plist:13:"), broken.err)
        XCTAssertTrue(broken.err.contains("not a valid property list: </dict> closes <array> from line 11"), broken.err)
        for (arguments, message) in [(["check", "--format", "xml"], "'--format' is text or json"),
                                     (["check", "--app", "missing.json"], "missing.json: cannot load the app map: no such file"),
                                     // A device is refused at once, not read for ever.
                                     (["check", "--app", "/dev/zero"], "/dev/zero: cannot load the app map: is not a regular file")] {
            let result = try LinkSpecExecutable.run(arguments, in: folder)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
        }
    }
}
