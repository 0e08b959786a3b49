import Foundation
import LinkSpecPlatform
import TestSupport
import XCTest

/// Whatever an editor sends while a file is typed — broken lines, stray
/// quotes, pipes and fences, unicode, edits anywhere — the server answers
/// every request and never stops.
final class RobustnessTests: LanguageServerTestCase {
    func testRandomEditsNeverStopTheServerFromAnswering() throws {
        for seed: UInt64 in [18, 7, 42] {
            try randomEdits(seed: seed)
            client = nil
        }
    }

    private func randomEdits(seed: UInt64) throws {
        try start()
        let file = uri("random.feature")
        var text = """
            # language: en
            @tag
            Feature: random
              Background:
                Given I'm logged in as a mock user

              Scenario Outline: links
                When I open the app with "<link>" deeplink
                Then the screen stack is:
                  | layer | screen |
                  | tab   | Home   |
                And the analytics event is logged:
                  \"\"\"json
                  {"name": "x"}
                  \"\"\"

                Examples:
                  | link    |
                  | chat    |
            """
        _ = try client.open(file, text)
        var generator = SeededGenerator(seed: seed)
        let pieces = ["\"", "|", "<", ">", "\"\"\"", "```", "\\", " ", "\n", "Given ", "And ", "Then the \"",
                      "Scenario: ", "Examples:", "# language: fr\n", "é", "😀", "Soit ", "\t", "@", ":", "{", "}"]
        for version in 2...150 {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let line = Int(generator.next() % UInt64(lines.count + 1))
            let length = lines.indices.contains(line) ? lines[line].utf16.count : 0
            var character = Int(generator.next() % UInt64(length + 2))
            // As an editor places the cursor: between characters, never inside a surrogate pair.
            if lines.indices.contains(line), character < length, UTF16.isTrailSurrogate(Array(lines[line].utf16)[character]) {
                character -= 1
            }
            let piece = pieces[Int(generator.next() % UInt64(pieces.count))]
            let deleting = generator.next() % 4 == 0
            var end = deleting ? min(character + 3, length) : character
            if lines.indices.contains(line), end < length, UTF16.isTrailSurrogate(Array(lines[line].utf16)[end]) { end += 1 }
            client.notify("textDocument/didChange", [
                "textDocument": ["uri": file, "version": version],
                "contentChanges": [["range": ["start": position(line, character), "end": position(line, end)],
                                    "text": deleting ? "" : piece]],
            ])
            // The client's copy, applied as the protocol says (positions past a line's end clamp to it).
            if lines.indices.contains(line) {
                let utf16 = Array(lines[line].utf16)
                let from = min(character, utf16.count), to = min(max(end, from), utf16.count)
                lines[line] = String(decoding: utf16[..<from] + Array((deleting ? "" : piece).utf16) + utf16[to...], as: UTF16.self)
            } else if !deleting {
                lines[lines.count - 1] += piece
            }
            text = lines.joined(separator: "\n")
            let at = self.at(file, Int(generator.next() % UInt64(lines.count + 2)), Int(generator.next() % 40))
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition"] {
                let answer = try client.request(method, at)
                XCTAssertNil(answer["error"], "\(method) after edit \(version): \(answer)")
            }
            if version % 10 == 0 {
                XCTAssertNil(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": file]])["error"])
                XCTAssertNil(try client.request("textDocument/formatting", ["textDocument": ["uri": file],
                                                                            "options": ["tabSize": 2, "insertSpaces": true]])["error"])
            }
        }
        // The server's copy is the client's: a full-text check gives the same diagnostics.
        let incremental = try client.diagnostics(file, version: 150)
        client.notify("textDocument/didChange", ["textDocument": ["uri": file, "version": 1_000], "contentChanges": [["text": text]]])
        XCTAssertEqual(summary(try client.diagnostics(file, version: 1_000)), summary(incremental))
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testWindowsLineEndsAreLineEndsForEditsAndPositions() throws {
        try start()
        let file = uri("crlf.feature")
        let diagnostics = try client.open(file, "Feature: crlf\r\n  Scenario: one\r\n    Then the \"Setings\" screen is displayed\r\n")
        XCTAssertEqual(diagnostics.first?[path: "range", "start", "line"] as? Int, 2)
        XCTAssertEqual(diagnostics.first?[path: "range", "end", "character"] as? Int, 22)
        client.notify("textDocument/didChange", ["textDocument": ["uri": file, "version": 2], "contentChanges": [
            ["range": ["start": position(2, 17), "end": position(2, 17)], "text": "t"]]])
        XCTAssertEqual(summary(try client.diagnostics(file)), [])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    /// The shared suite's `*.crlf.feature` files (CRLF, as upstream checks
    /// them out) get the diagnostics, the outline and the formatting edits of
    /// their LF copies: the server reads a CRLF line as the parser does.
    func testTheConformanceCRLFFilesReadAsTheirLFCopies() throws {
        let good = try SharedConformance.directory("gherkin/testdata/good")
        let names = try FileManager.default.contentsOfDirectory(atPath: good.path).filter { $0.hasSuffix(".crlf.feature") }.sorted()
        XCTAssertGreaterThanOrEqual(names.count, 3)
        try start()
        for name in names {
            let crlf = try String(contentsOf: good.appendingPathComponent(name), encoding: .utf8)
            XCTAssertTrue(crlf.contains("\r\n"), "\(name) arrives with CRLF line ends")
            let lf = crlf.replacingOccurrences(of: "\r\n", with: "\n")
            let (crlfFile, lfFile) = (uri("crlf-" + name), uri("lf-" + name))
            XCTAssertEqual(summary(try client.open(crlfFile, crlf)), summary(try client.open(lfFile, lf)), name)
            for method in ["textDocument/documentSymbol", "textDocument/formatting"] {
                var parameters: [String: Any] = [:]
                if method.hasSuffix("formatting") { parameters["options"] = ["tabSize": 2, "insertSpaces": true] }
                let answers = try [crlfFile, lfFile].map { file in
                    parameters["textDocument"] = ["uri": file]
                    return try JSONSerialization.data(withJSONObject: client.request(method, parameters)["result"] ?? NSNull(),
                                                      options: [.sortedKeys, .fragmentsAllowed])
                }
                XCTAssertEqual(String(decoding: answers[0], as: UTF8.self), String(decoding: answers[1], as: UTF8.self), "\(method) \(name)")
            }
        }
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
