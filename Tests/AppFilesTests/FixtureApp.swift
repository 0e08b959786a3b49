import AppFiles
import AppSimulation
import Foundation
import XCTest

/// A copy of `Fixtures/CleanApp` (an app.json naming its Info.plist,
/// entitlements and AASA), or of another clean fixture (`EntryPointsApp`, which
/// names every entry point), in a temporary folder, where a test plants one
/// defect and loads the result.
struct FixtureApp {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    let folder: URL

    init(_ test: XCTestCase, fixture: String = "CleanApp") throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-fixture-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(fixture), to: folder)
        let folder = self.folder
        test.addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
    }

    func text(_ file: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
    }

    func write(_ file: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(file))
    }

    /// Replaces the one occurrence of `old` in `file` with `new`.
    func plant(_ file: String, replacing old: String, with new: String, line: UInt = #line) throws {
        let text = try self.text(file)
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "'\(old)' occurs once in \(file)", line: line)
        try write(file, text.replacingOccurrences(of: old, with: new))
    }

    /// `file:line:column` of the first occurrence of `needle` in `file`, counted
    /// here from the fixture's text, for the location a finding must have.
    func location(of needle: String, in file: String, after marker: String? = nil) throws -> String {
        let text = try self.text(file)
        let start = try marker.map { marker in
            // A fixture edited so the text is gone fails the test, never skips it.
            try XCTUnwrap(text.range(of: marker), "'\(marker)' is not in \(file)").upperBound
        } ?? text.startIndex
        let range = try XCTUnwrap(text.range(of: needle, range: start..<text.endIndex), "'\(needle)' is not in \(file)")
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column = before.split(separator: "\n", omittingEmptySubsequences: false).last.map { $0.unicodeScalars.count + 1 } ?? 1
        return "\(shown(file)):\(line):\(column)"
    }

    /// How messages name a file of the fixture.
    func shown(_ file: String) -> String { folder.appendingPathComponent(file).path }

    func document() throws -> AppMapDocument {
        let url = folder.appendingPathComponent("app.json")
        return try AppMap.document(Array(try Data(contentsOf: url)), file: url.path, folder: folder)
    }

    func map() throws -> AppMap { try document().map }

    /// `linkspec check`'s findings.
    func findings() throws -> [CheckFinding] { AppCheck.findings(in: try document()) }

    /// The problems that stop the app map from loading, as `file:line:column: $.path: message`.
    func loadErrors(line: UInt = #line) throws -> [String] {
        do {
            _ = try document()
            XCTFail("expected the app map not to load", line: line)
            return []
        } catch let error as AppMapError {
            return error.issues.map { $0.description(file: error.file) }
        }
    }
}

extension XCTestCase {
    /// The fixture's only finding is `rule`, at `location`, and its message has each of `parts`.
    func assertOnlyFinding(_ app: FixtureApp, _ rule: CheckRule, at location: String, saying parts: [String],
                           file: StaticString = #filePath, line: UInt = #line) throws {
        let found = try app.findings()
        XCTAssertEqual(found.map(\.rule), [rule], "\(found)", file: file, line: line)
        guard let finding = found.first else { return }
        XCTAssertEqual(finding.location.description, location, file: file, line: line)
        for part in parts { XCTAssertTrue(finding.message.contains(part), "'\(part)' in: \(finding.message)", file: file, line: line) }
        let note = rule.severity == .note ? "note: " : ""
        XCTAssertEqual(finding.description, "\(location): \(note)\(rule.rawValue): \(finding.message)", file: file, line: line)
    }
}
