import CucumberMessages
import Foundation
import Gherkin
import TestSupport
import XCTest

/// `LineClassifier` against the parser: on every good file of the shared
/// conformance suite, each line the AST has a node for is read line by line
/// as the same kind, with the same keyword, text and columns.
final class LineClassifierTests: XCTestCase {
    func testEveryNodeOfTheConformanceFilesIsOnALineClassifiedAsTheParserReadIt() throws {
        let folder = try SharedConformance.directory("gherkin/testdata/good")
        var checked = 0
        var crlfFiles = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
            where name.hasSuffix(".feature") || name.hasSuffix(".feature.md") {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            let markdown = name.hasSuffix(".md")
            var ids = IdGenerator()
            let result = GherkinParser.parse(Source(uri: name, data: text, mediaType: markdown ? .markdown : .plain), ids: &ids)
            guard let document = result.document else { continue }
            if name.contains(".crlf.") { crlfFiles += 1; XCTAssertTrue(text.contains("\r\n"), "\(name) has CRLF line ends") }
            let lines = SourceLines.split(text)
            var classifier = LineClassifier(dialects: .builtIn, markdown: markdown)
            let read = lines.map { (text: $0, line: classifier.classify($0)) }
            var checker = Checker(file: name, lines: read)
            document.walk(&checker)
            for comment in document.comments { checker.expect(.comment, at: comment.location) }
            XCTAssertEqual(checker.failures, [], name)
            checked += checker.checked
        }
        XCTAssertGreaterThan(checked, 1000, "the suite's nodes were checked")
        XCTAssertGreaterThanOrEqual(crlfFiles, 3, "the suite's CRLF files were read")
    }

    func testALanguageHeaderSwitchesTheKeywordsOnlyAheadOfTheFeature() {
        var classifier = LineClassifier(dialects: .builtIn, markdown: false)
        let kinds = ["# a comment", "# language: fr", "# language: de", "Fonctionnalité: F", "Scénario: S",
                     "Soit x", "Given y"].map { classifier.classify($0[...]).kind }
        XCTAssertEqual(kinds, [.comment, .language, .comment, .title(.feature), .title(.scenario), .step(.context), .other])
        XCTAssertEqual(classifier.dialect.code, "fr")
    }

    func testADocStringEndsAtTheFenceThatOpenedItAsTheParserEndsIt() {
        var classifier = LineClassifier(dialects: .builtIn, markdown: false)
        let lines = ["Feature: F", "Scenario: S", "Given x", "  ```", "  \"\"\"", "  ```json", "Then y"]
        XCTAssertEqual(lines.map { classifier.classify($0[...]).kind },
                       [.title(.feature), .title(.scenario), .step(.context), .docStringSeparator, .docStringContent,
                        .docStringSeparator, .step(.outcome)])
    }

    func testStepsTablesAndFencesWhereTheGrammarHasNoPlaceForThemAreDescription() {
        var classifier = LineClassifier(dialects: .builtIn, markdown: false)
        let lines = ["Feature: F", "Given x", "| a |", "\"\"\"", "Scenario: S", "| a |", "Given x", "| a |"]
        XCTAssertEqual(lines.map { classifier.classify($0[...]).kind },
                       [.title(.feature), .other, .other, .other, .title(.scenario), .other, .step(.context), .tableRow])
    }

    func testCellsKeepTheTextAsWrittenBesideTheirValue() {
        let row = "  | a\\|b |  é  |"[...]
        let cells = LineClassifier.cells(ofRow: row)
        XCTAssertEqual(cells.map(\.value), ["a|b", "é"])
        let utf8 = Array(row.utf8)
        XCTAssertEqual(cells.map { String(decoding: utf8[$0.written], as: UTF8.self) }, ["a\\|b", "é"])
    }

    /// Checks each node of the walk against the line it is on.
    private struct Checker: GherkinDocumentVisitor {
        let file: String
        let lines: [(text: Substring, line: ClassifiedLine)]
        var failures: [String] = []
        var checked = 0
        /// The file's language, whose outline keywords start outlines.
        var dialect: Dialect?

        mutating func expect(_ kind: ClassifiedLine.Kind, at location: Location, keyword: String? = nil, text: String? = nil) {
            checked += 1
            let index = location.line - 1
            guard lines.indices.contains(index) else { return fail("line \(location.line) is past the end") }
            let (source, read) = lines[index]
            let bytes = Array(source.utf8)
            func part(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
            if read.kind != kind { return fail("line \(location.line): \(read.kind), the parser read \(kind)") }
            if let keyword {
                if part(read.keyword) != keyword { fail("line \(location.line): keyword '\(part(read.keyword))', not '\(keyword)'") }
                let column = String(decoding: bytes[..<read.keyword.lowerBound], as: UTF8.self).unicodeScalars.count + 1
                if column != location.column { fail("line \(location.line): keyword at column \(column), not \(location.column ?? 0)") }
            }
            if let text, part(read.text) != text { fail("line \(location.line): text '\(part(read.text))', not '\(text)'") }
        }

        mutating func fail(_ message: String) {
            failures.append(message)
        }

        mutating func visitFeature(_ feature: Feature) {
            dialect = DialectTable.builtIn[feature.language]
            for tag in feature.tags { expect(.tags, at: tag.location) }
            // A Markdown feature may have no heading: the parser takes its first line.
            guard let keyword = feature.keyword else { return }
            expect(.title(.feature), at: feature.location, keyword: keyword, text: feature.name)
        }

        mutating func visitRule(_ rule: Rule, index: Int) {
            for tag in rule.tags { expect(.tags, at: tag.location) }
            expect(.title(.rule), at: rule.location, keyword: rule.keyword, text: rule.name)
        }

        mutating func visitBackground(_ background: Background, ruleIndex: Int?) {
            expect(.title(.background), at: background.location, keyword: background.keyword, text: background.name)
        }

        mutating func visitScenario(_ scenario: Scenario, ruleIndex: Int?) {
            for tag in scenario.tags { expect(.tags, at: tag.location) }
            let outline = dialect.map { $0.scenarioOutline.contains(scenario.keyword) && !$0.scenario.contains(scenario.keyword) }
            expect(.title(outline == true ? .scenarioOutline : .scenario), at: scenario.location, keyword: scenario.keyword,
                   text: scenario.name)
        }

        mutating func visitStep(_ step: Step, inBackground: Bool) {
            expect(.step(step.keywordType ?? .unknown), at: step.location, keyword: step.keyword, text: step.text)
            if let table = step.dataTable { table.rows.forEach { check($0) } }
            if let docString = step.docString {
                expect(.docStringSeparator, at: docString.location)
                let contentLines = docString.content.isEmpty ? 0 : docString.content.split(separator: "\n", omittingEmptySubsequences: false).count
                for offset in 0..<contentLines {
                    expect(.docStringContent, at: Location(line: docString.location.line + 1 + offset))
                }
                expect(.docStringSeparator, at: Location(line: docString.location.line + 1 + contentLines))
            }
        }

        mutating func visitExamples(_ examples: Examples, index: Int) {
            for tag in examples.tags { expect(.tags, at: tag.location) }
            expect(.title(.examples), at: examples.location, keyword: examples.keyword, text: examples.name)
            if let header = examples.tableHeader { check(header) }
        }

        mutating func visitExamplesRow(_ row: TableRow, index: Int) {
            check(row)
        }

        private mutating func check(_ row: TableRow) {
            expect(.tableRow, at: row.location)
            let index = row.location.line - 1
            guard lines.indices.contains(index) else { return }
            let text = lines[index].text
            let cells = LineClassifier.cells(ofRow: text)
            if cells.map(\.value) != row.cells.map(\.value) {
                return fail("line \(row.location.line): cells \(cells.map(\.value)), not \(row.cells.map(\.value))")
            }
            let bytes = Array(text.utf8)
            for (cell, node) in zip(cells, row.cells) {
                let column = String(decoding: bytes[..<cell.written.lowerBound], as: UTF8.self).unicodeScalars.count + 1
                if column != node.location.column { fail("line \(row.location.line): cell at column \(column), not \(node.location.column ?? 0)") }
            }
        }
    }
}
