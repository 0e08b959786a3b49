import CucumberMessages
import Gherkin
import LinkSpecPlatform
import TestSupport
import XCTest

/// The pickle compiler fills an outline's texts in one pass over templates split
/// once per Examples block (and falls back to the reference's header-by-header
/// way only when a header name or a value has a bracket). These compare every
/// filled text with that reference way, spelled out plainly here, on generated
/// outlines: names, step texts, doc strings, media types and table cells, with
/// placeholders known and unknown, unclosed, nested, empty, repeated and next to
/// each other, and non-ASCII text around them.
final class OutlineFillDifferentialTests: XCTestCase {
    func testGeneratedOutlinesFillAsTheReferenceDoes() throws {
        var generator = SeededGenerator(seed: 2024)
        var blocksWithBrackets = 0
        var blocksWithout = 0
        for round in 0..<300 {
            let text = Self.outlineDocument(&generator)
            let source = Source(uri: "generated.feature", data: text, mediaType: .plain)
            var ids = IdGenerator()
            let result = GherkinParser.parse(source, ids: &ids)
            XCTAssertEqual(result.errors, [], "round \(round):\n\(text)")
            let document = try XCTUnwrap(result.document, "round \(round)")
            let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
            let expected = Self.referencePickles(document)
            XCTAssertEqual(pickles.count, expected.count, "round \(round)")
            for (pickle, reference) in zip(pickles, expected) {
                XCTAssertEqual(Self.texts(of: pickle), reference, "round \(round):\n\(text)")
            }
            for child in document.feature?.children ?? [] {
                for examples in child.scenario?.examples ?? [] {
                    let cells = (examples.tableHeader?.cells ?? []) + examples.tableBody.flatMap(\.cells)
                    if cells.contains(where: { $0.value.contains("<") || $0.value.contains(">") }) {
                        blocksWithBrackets += 1
                    } else {
                        blocksWithout += 1
                    }
                }
            }
        }
        // Both ways of filling were exercised, many times.
        XCTAssertGreaterThan(blocksWithBrackets, 100)
        XCTAssertGreaterThan(blocksWithout, 100)
    }

    // MARK: The reference's way

    /// Every text of a pickle that placeholders fill, in a fixed order.
    private static func texts(of pickle: Pickle) -> [String] {
        var texts = [pickle.name]
        for step in pickle.steps {
            texts.append(step.text)
            if let docString = step.argument?.docString {
                texts.append(docString.mediaType ?? "(none)")
                texts.append(docString.content)
            }
            for row in step.argument?.dataTable?.rows ?? [] {
                texts.append(contentsOf: row.cells.map(\.value))
            }
        }
        return texts
    }

    /// For each row of each Examples block with a header, the texts its pickle
    /// should have, filled the reference's way.
    private static func referencePickles(_ document: GherkinDocument) -> [[String]] {
        var pickles: [[String]] = []
        for child in document.feature?.children ?? [] {
            guard let scenario = child.scenario else { continue }
            for examples in scenario.examples {
                guard let header = examples.tableHeader else { continue }
                for row in examples.tableBody {
                    let fill = { (text: String) in referenceFill(text, header: header.cells, row: row.cells) }
                    var texts = [fill(scenario.name)]
                    for step in scenario.steps {
                        texts.append(fill(step.text))
                        if let docString = step.docString {
                            texts.append(docString.mediaType.map(fill) ?? "(none)")
                            texts.append(fill(docString.content))
                        }
                        for tableRow in step.dataTable?.rows ?? [] {
                            texts.append(contentsOf: tableRow.cells.map { fill($0.value) })
                        }
                    }
                    pickles.append(texts)
                }
            }
        }
        return pickles
    }

    /// The reference (gherkin's `_interpolate`): for each header cell in turn,
    /// every `<name>` replaced by the row's value, left to right.
    private static func referenceFill(_ text: String, header: [TableCell], row: [TableCell]) -> String {
        var bytes = Array(text.utf8)
        for (column, cell) in header.enumerated() where column < row.count {
            bytes = replacingAll(Array("<\(cell.value)>".utf8), with: Array(row[column].value.utf8), in: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func replacingAll(_ target: [UInt8], with replacement: [UInt8], in bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index...].starts(with: target) {
                result.append(contentsOf: replacement)
                index += target.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return result
    }

    // MARK: Generated outlines

    private static let headerNames = ["a", "b", "url", "two words", "é", "日本", "a<b", "b>", ""]
    private static let words = ["open", "the", "link", "é", "日本語", "🙂", " ", "  ", "x", "<", ">", "<<", ">>", "<>",
                                "<a", "b>", "<nope>", "<<a>>", "<a><b>", "<A>", "<a >"]

    private static func pick<T>(_ choices: [T], _ generator: inout SeededGenerator) -> T {
        choices[Int(generator.next() % UInt64(choices.count))]
    }

    private static func chance(_ percent: UInt64, _ generator: inout SeededGenerator) -> Bool {
        generator.next() % 100 < percent
    }

    /// A text of words and placeholders; never empty, no line break, no table pipe.
    private static func phrase(_ names: [String], _ generator: inout SeededGenerator) -> String {
        var text = "s"
        for _ in 0..<(1 + generator.next() % 6) {
            text += chance(50, &generator) ? "<\(pick(names, &generator))>" : pick(words, &generator)
        }
        return text
    }

    /// A table cell: a word, sometimes with a bracket or a placeholder in it.
    private static func cell(_ names: [String], brackets: Bool, _ generator: inout SeededGenerator) -> String {
        var value = pick(["v", "https://babylon.example/blog/74538", "é", "日本", "x y", "1"], &generator)
        if brackets && chance(40, &generator) {
            value += pick(["<", ">", "<\(pick(names, &generator))>", "<b"], &generator)
        }
        return value
    }

    private static func outlineDocument(_ generator: inout SeededGenerator) -> String {
        var lines = ["Feature: generated"]
        for _ in 0..<(1 + generator.next() % 3) {
            let columns = 1 + Int(generator.next() % 3)
            let names = (0..<columns).map { _ in pick(headerNames, &generator) }
            let mentioned = names + ["nope", "c"]
            lines.append("  Scenario Outline: \(phrase(mentioned, &generator))")
            for _ in 0..<(1 + generator.next() % 3) {
                lines.append("    \(pick(["Given", "When", "Then", "And", "But", "*"], &generator)) \(phrase(mentioned, &generator))")
                if chance(20, &generator) {
                    lines.append("      \"\"\"\(chance(50, &generator) ? "<\(pick(mentioned, &generator))>" : "")")
                    lines.append("      \(phrase(mentioned, &generator))")
                    lines.append("      \(phrase(mentioned, &generator))")
                    lines.append("      \"\"\"")
                } else if chance(20, &generator) {
                    for _ in 0..<(1 + generator.next() % 2) {
                        lines.append("      | " + (0..<2).map { _ in "<\(pick(mentioned, &generator))>" }.joined(separator: " | ") + " |")
                    }
                }
            }
            for _ in 0..<(1 + generator.next() % 2) {
                let brackets = chance(25, &generator)
                lines.append("    Examples:")
                lines.append("      |" + names.map { " \($0) " }.joined(separator: "|") + "|")
                for _ in 0..<(generator.next() % 4) {
                    lines.append("      |" + names.map { _ in cell(names, brackets: brackets, &generator) }.joined(separator: "|") + "|")
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
