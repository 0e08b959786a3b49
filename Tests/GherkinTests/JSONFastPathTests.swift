import Foundation
import XCTest
@testable import Gherkin

/// The writer's fast paths against simple ones on varied input: strings
/// scanned sixteen bytes at a time against an escaper that looks at one byte
/// at a time, ids added to the offset digit by digit against integer
/// arithmetic, and messages written straight into the buffer against
/// Foundation's encoder.
final class JSONFastPathTests: XCTestCase {
    private func written(_ body: (inout JSONWriter) -> Void) -> String {
        var json = JSONWriter(reservingCapacity: 16)
        body(&json)
        return String(decoding: json.bytes, as: UTF8.self)
    }

    // MARK: Strings


    func testStringsAreEscapedAsAByteByByteEscaperEscapesThem() {
        // Mostly clean text, so that escapes land at every offset of the
        // chunks and words scanned, with runs of every length between them.
        let pieces = ["a", "b", "é", "🥒", " ", "/", "\u{7F}", "\"", "\\", "\n", "\t", "\u{01}", "\u{1F}", "\u{0}"]
        var generator = SplitMix64(seed: 7)
        for round in 0..<3_000 {
            let length = Int.random(in: 0...(round % 4 == 0 ? 200 : 40), using: &generator)
            let clean = Int.random(in: 0...3, using: &generator) == 0 ? 14 : 7
            let text = (0..<length).map { _ in pieces[Int.random(in: 0..<clean, using: &generator) % pieces.count] }
                .joined()
            XCTAssertEqual(written { $0.string(text) }, quotedByteByByte(text), text.debugDescription)
        }
    }

    // MARK: Ids

    func testShiftedIdsAreTheSumsIntegerArithmeticGives() {
        var pairs: [(id: Int, offset: Int)] = []
        // Sums that carry through every digit, and that cross eight digits.
        for id in [0, 1, 9, 10, 99, 999, 9_999_999, 99_999_999, 100_000_000, 123_456_789_012] {
            for offset in [1, 9, 10, 99_999_999, 100_000_000, 999_999_999_999, -1, -5] where id + offset >= 0 {
                pairs.append((id, offset))
            }
        }
        var generator = SplitMix64(seed: 11)
        for _ in 0..<5_000 {
            let idDigits = Int.random(in: 1...12, using: &generator)
            let offsetDigits = Int.random(in: 1...12, using: &generator)
            let id = Int.random(in: 0..<Int(pow(10, Double(idDigits))), using: &generator)
            let offset = Int.random(in: 1..<Int(pow(10, Double(offsetDigits))), using: &generator)
            pairs.append((id, offset))
        }
        for (id, offset) in pairs {
            let shifted = written { json in
                json.idOffset = offset
                json.field("id", id: String(id))
                json.field("ids", ids: [String(id), String(id + 1)])
            }
            XCTAssertEqual(shifted, #""id":"\#(id + offset)","ids":["\#(id + offset)","\#(id + 1 + offset)"]"#,
                           "id \(id), offset \(offset)")
        }
    }

    func testIdsThatAreNotDecimalNumbersAreNotShifted() {
        var generator = SplitMix64(seed: 3)
        let characters = Array("0123456789/:-+ a\u{0}é٣\"")
        for _ in 0..<3_000 {
            let id = String((0..<Int.random(in: 0...10, using: &generator)).map { _ in
                characters[Int.random(in: 0..<characters.count, using: &generator)]
            })
            let isIdGeneratorId = !id.isEmpty && id.count <= 18 && id.allSatisfy { $0.isASCII && $0.isNumber }
                && (id == "0" || !id.hasPrefix("0"))
            let expected = isIdGeneratorId ? quotedByteByByte(String(Int(id)! + 1_000)) : quotedByteByByte(id)
            XCTAssertEqual(written { json in
                json.idOffset = 1_000
                json.field("ids", ids: [id])
            }, #""ids":["# + expected + "]", id.debugDescription)
        }
    }

    // MARK: Messages

    /// Foundation's encoder leaves out absent optionals and, with sorted
    /// keys, writes the fields in the same order: for text that needs no
    /// escaping, the same bytes.
    private func assertWrittenAsFoundationEncodes<Message: JSONWritable & Encodable>(
        _ message: Message, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = String(decoding: try encoder.encode(message), as: UTF8.self)
        XCTAssertEqual(written { $0.write(message) }, expected, file: file, line: line)
    }

    func testMessagesWithEveryOptionalFieldPresentOrAbsentMatchFoundationsEncoder() throws {
        let at = Location(line: 3, column: 5)
        let cell = TableCell(location: at, value: "v")
        let row = TableRow(location: Location(line: 4), cells: [cell, cell], id: "2")
        let docString = DocString(location: at, mediaType: nil, content: "c", delimiter: "```")
        let table = DataTable(location: at, rows: [row])
        let tag = Tag(location: at, name: "@t", id: "1")
        var steps: [Step] = []
        for hasDocString in [false, true] {
            for hasTable in [false, true] {
                for type in [nil, StepKeywordType.context, .action, .outcome, .conjunction, .unknown] {
                    steps.append(Step(location: at, keyword: "Given ", keywordType: type, text: "t",
                                      docString: hasDocString ? docString : nil,
                                      dataTable: hasTable ? table : nil, id: "3"))
                }
            }
        }
        for step in steps { try assertWrittenAsFoundationEncodes(step) }
        let examples = [Examples(location: at, tags: [tag], keyword: "Examples", name: "", description: "",
                                 tableHeader: nil, tableBody: [], id: "4"),
                        Examples(location: at, tags: [], keyword: "Examples", name: "n", description: "d",
                                 tableHeader: row, tableBody: [row, row], id: "5")]
        let scenario = Scenario(location: at, tags: [tag], keyword: "Scenario", name: "s", description: "",
                                steps: steps, examples: examples, id: "6")
        let background = Background(location: at, keyword: "Background", name: "", description: "",
                                    steps: [steps[0]], id: "7")
        let ruleChildren = [RuleChild(), RuleChild(background: background), RuleChild(scenario: scenario),
                            RuleChild(background: background, scenario: scenario)]
        let rule = Rule(location: at, tags: [], keyword: "Rule", name: "r", description: "", children: ruleChildren,
                        id: "8")
        let featureChildren = [FeatureChild(), FeatureChild(rule: rule), FeatureChild(background: background),
                               FeatureChild(scenario: scenario),
                               FeatureChild(rule: rule, background: background, scenario: scenario)]
        for keyword in [nil, "Feature"] {
            let feature = Feature(location: Location(line: 1), tags: [tag], language: "en", keyword: keyword,
                                  name: "f", description: "", children: featureChildren)
            for uri in [nil, "a.feature"] {
                try assertWrittenAsFoundationEncodes(GherkinDocument(uri: uri, feature: feature, comments: []))
            }
        }
        try assertWrittenAsFoundationEncodes(GherkinDocument(uri: nil, feature: nil, comments: [
            Comment(location: at, text: "# c"),
        ]))

        var arguments: [PickleStepArgument?] = [nil]
        for index in [nil, 1] {
            for mediaType in [nil, "text/plain"] {
                let pickleDocString = PickleDocString(mediaType: mediaType, content: "c", argumentIndex: index)
                let pickleTable = PickleTable(rows: [PickleTableRow(cells: [PickleTableCell(value: "v")])],
                                              argumentIndex: index)
                arguments += [PickleStepArgument(), PickleStepArgument(docString: pickleDocString),
                              PickleStepArgument(dataTable: pickleTable),
                              PickleStepArgument(docString: pickleDocString, dataTable: pickleTable)]
            }
        }
        var pickleSteps: [PickleStep] = []
        for argument in arguments {
            for type in [nil, PickleStepType.context, .action, .outcome, .unknown] {
                pickleSteps.append(PickleStep(argument: argument, astNodeIds: ["1", "2"], id: "9", type: type,
                                              text: "t"))
            }
        }
        for location in [nil, at] {
            try assertWrittenAsFoundationEncodes(Pickle(
                id: "10", uri: "a.feature", location: location, name: "p", language: "en", steps: pickleSteps,
                tags: [PickleTag(name: "@t", astNodeId: "1")], astNodeIds: []))
        }

        for uri in [nil, "a.feature"] {
            for location in [nil, at, Location(line: 2)] {
                try assertWrittenAsFoundationEncodes(ParseError(source: SourceReference(uri: uri, location: location),
                                                                message: "m"))
            }
        }
        try assertWrittenAsFoundationEncodes(Source(uri: "a.feature", data: "Feature: a", mediaType: .plain))
    }

    /// The type fields written from literals hold the raw values.
    func testStepTypesAreWrittenAsTheirRawValues() {
        for type in [StepKeywordType.unknown, .context, .action, .outcome, .conjunction] {
            XCTAssertEqual(type.jsonField.description, ",\"keywordType\":\"\(type.rawValue)\"")
        }
        for type in [PickleStepType.unknown, .context, .action, .outcome] {
            XCTAssertEqual(type.jsonField.description, ",\"type\":\"\(type.rawValue)\"")
        }
    }
}
