@testable import Gherkin
import LinkSpecPlatform
import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// The parser asks the plain matcher only about the types `possibleTypes(of:)`
/// names for a line. That shortcut must never skip a type the matcher would
/// accept (or report an error for): checked here line by line, type by type,
/// against asking the matcher itself.
final class PossibleTypesTests: XCTestCase {
    func testNoTypeTheMatcherAcceptsIsRuledOutOnConformanceFiles() throws {
        var lines: [String] = []
        for kind in ["good", "bad"] {
            let folder = try SharedConformance.directory("gherkin/testdata/\(kind)")
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".feature") {
                let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
                lines += text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            }
        }
        XCTAssertGreaterThan(lines.count, 1000)
        for code in ["en", "fr", "de", "ja", "zh-CN", "ru", "ar", "em", "en-pirate", "no"] {
            assertNothingRuledOut(lines, language: code)
        }
    }

    func testNoTypeTheMatcherAcceptsIsRuledOutOnOddLines() {
        let lines = ["", "   ", "\t", "#", "# language: fr", "#language:no-such", "@", "@a @b", "@a b", "|", "| a |",
                     "\"\"\"", "\"\"\"json", "```", "``", "Feature:", "Feature", "Given", "Given x", "* x", "*x",
                     "Scenario Outline: y", "Examples:", "Rule:", "Background:", "Fonctionnalité: x", "Soit x",
                     "  \u{00A0}Given x", "😀 x", "\u{3000}", "Ça marche", "Étant donné x"]
        for code in ["en", "fr", "em"] {
            assertNothingRuledOut(lines, language: code)
        }
    }

    private func assertNothingRuledOut(_ lines: [String], language: String, file: StaticString = #filePath,
                                       line: UInt = #line) {
        guard let dialect = DialectTable.builtIn[language] else { return XCTFail("no dialect \(language)") }
        let matcher = PlainTokenMatcher(dialects: .builtIn, dialect: CompiledDialect.compiled(dialect))
        for text in lines {
            _UnsafeBytes.withBytes(of: text) { buffer in
                let gherkinLine = GherkinLine(bytes: buffer, range: 0..<buffer.count, number: 1)
                let possible = matcher.possibleTypes(of: gherkinLine)
                for type in TokenType.allCases where !possible.contains(type) {
                    // Inside a doc string too: the state the matcher is in changes what it accepts.
                    for insideDocString in [false, true] {
                        var asked = matcher
                        if insideDocString { openDocString(&asked) }
                        var token = Token(line: gherkinLine, lineNumber: 1)
                        let accepted = (try? asked.match(type, &token)) ?? true
                        XCTAssertFalse(accepted, "\(language): \(text.debugDescription) can be \(type) but was ruled out",
                                       file: file, line: line)
                    }
                }
            }
        }
        // The end of file is only ever #EOF.
        XCTAssertEqual(matcher.possibleTypes(of: nil).rawValue, TokenTypes(.eof).rawValue, file: file, line: line)
    }

    private func openDocString(_ matcher: inout PlainTokenMatcher) {
        _UnsafeBytes.withBytes(of: "  \"\"\"") { buffer in
            var token = Token(line: GherkinLine(bytes: buffer, range: 0..<buffer.count, number: 1), lineNumber: 1)
            XCTAssertTrue((try? matcher.match(.docStringSeparator, &token)) ?? false)
        }
    }
}
