import CucumberMessages
import Foundation
import XCTest

/// Writing envelopes: one line each, fields in alphabetical order, absent
/// fields left out, ids shifted by the offset when asked.
final class EnvelopeWriterTests: XCTestCase {
    private let pickle = Pickle(
        id: "9", uri: "a.feature", location: Location(line: 2, column: 3), name: "n \"q\"", language: "en",
        steps: [PickleStep(argument: PickleStepArgument(docString: PickleDocString(mediaType: nil, content: "x")),
                           astNodeIds: ["4", "7"], id: "8", type: .action, text: "I go")],
        tags: [PickleTag(name: "@t", astNodeId: "1")], astNodeIds: ["4", "7"])

    private func text(_ envelope: Envelope, idOffset: Int = 0) -> String {
        var writer = EnvelopeWriter(idOffset: idOffset)
        writer.write(envelope)
        return String(decoding: writer.json.bytes, as: UTF8.self)
    }

    func testAnEnvelopeIsOneLineWithItsFieldsInAlphabeticalOrder() {
        XCTAssertEqual(text(.pickle(pickle)), #"{"pickle":{"astNodeIds":["4","7"],"id":"9","language":"en","#
                       + #""location":{"column":3,"line":2},"name":"n \"q\"","steps":[{"argument":{"docString":"#
                       + #"{"content":"x"}},"astNodeIds":["4","7"],"id":"8","text":"I go","type":"Action"}],"#
                       + #""tags":[{"astNodeId":"1","name":"@t"}],"uri":"a.feature"}}"# + "\n")
    }

    /// Every object of a full run's messages has its keys sorted.
    func testEveryObjectsKeysAreSorted() throws {
        let timestamp = Timestamp(seconds: 1, nanos: 2)
        let envelopes: [Envelope] = [
            .meta(Meta(protocolVersion: Meta.protocolVersion, implementation: Product(name: "linkspec", version: "1"),
                       runtime: Product(name: "Swift"), os: Product(name: "linux"), cpu: Product(name: "x64"),
                       ci: CI(name: "CI", url: "u", buildNumber: "7", git: Git(remote: "r", revision: "v", branch: "b", tag: "t")))),
            .pickle(pickle),
            .hook(Hook(id: "1", name: "h", sourceReference: SourceReference(uri: "a.swift", location: Location(line: 3)),
                       tagExpression: "@a", type: .beforeTestCase)),
            .stepDefinition(StepDefinition(id: "2", pattern: StepDefinitionPattern(source: "I go", type: .cucumberExpression),
                                           sourceReference: SourceReference(javaMethod: JavaMethod(className: "C", methodName: "m", methodParameterTypes: []),
                                                                            javaStackTraceElement: JavaStackTraceElement(className: "C", fileName: "F", methodName: "m")))),
            .testCase(TestCase(id: "3", pickleId: "9", testSteps: [
                TestStep(id: "4", pickleStepId: "8", stepDefinitionIds: ["2"], stepMatchArgumentsLists: [
                    StepMatchArgumentsList(stepMatchArguments: [StepMatchArgument(group: Group(children: [Group(start: 1, value: "o")], start: 0, value: "go"),
                                                                                  parameterTypeName: "word")])]),
            ], testRunStartedId: "0")),
            .testStepFinished(TestStepFinished(testCaseStartedId: "5", testStepId: "4", testStepResult: TestStepResult(
                status: .failed, duration: ElapsedTime(seconds: 0, nanos: 5), message: "m",
                exception: Exception(type: "E", message: "m", stackTrace: "s")), timestamp: timestamp)),
            .testRunFinished(TestRunFinished(message: "m", success: false, timestamp: timestamp,
                                             exception: Exception(type: "E"), testRunStartedId: "0")),
            .attachment(Attachment(body: "b", contentEncoding: .base64, fileName: "f", mediaType: "m", testCaseStartedId: "5",
                                   testStepId: "4", url: "u", testRunStartedId: "0", testRunHookStartedId: "6", timestamp: timestamp)),
            .externalAttachment(ExternalAttachment(url: "u", mediaType: "video/mp4", testCaseStartedId: "5", testStepId: "4",
                                                   testRunHookStartedId: "6", timestamp: timestamp)),
        ]
        for envelope in envelopes {
            let line = text(envelope)
            let written = keyOrders(of: Array(line.utf8))
            XCTAssertGreaterThan(written.count, 2, line)
            XCTAssertEqual(written.map { $0.sorted() }, written, line)
            var reader = EnvelopeReader(name: "line", bytes: Array(line.utf8))
            XCTAssertEqual(try reader.next(), envelope, "reads back")
        }
    }

    /// The keys of each object in the order the text has them, each object's
    /// list as it closes (a small scanner: brackets and strings only).
    private func keyOrders(of bytes: [UInt8]) -> [[String]] {
        var open: [(isObject: Bool, keys: [String])] = []
        var closed: [[String]] = []
        var expectingKey = false
        var index = 0
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "{"):
                open.append((true, []))
                expectingKey = true
            case UInt8(ascii: "["):
                open.append((false, []))
                expectingKey = false
            case UInt8(ascii: ","):
                expectingKey = open.last?.isObject == true
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                let container = open.removeLast()
                if container.isObject { closed.append(container.keys) }
            case UInt8(ascii: "\""):
                var end = index + 1
                while bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if expectingKey { open[open.count - 1].keys.append(String(decoding: bytes[(index + 1)..<end], as: UTF8.self)) }
                expectingKey = false
                index = end
            default:
                break
            }
            index += 1
        }
        return closed
    }

    func testIdsAreShiftedByTheOffsetAndOtherStringsAreNot() {
        XCTAssertEqual(text(.pickle(pickle), idOffset: 995), #"{"pickle":{"astNodeIds":["999","1002"],"id":"1004","language":"en","#
                       + #""location":{"column":3,"line":2},"name":"n \"q\"","steps":[{"argument":{"docString":"#
                       + #"{"content":"x"}},"astNodeIds":["999","1002"],"id":"1003","text":"I go","type":"Action"}],"#
                       + #""tags":[{"astNodeId":"996","name":"@t"}],"uri":"a.feature"}}"# + "\n")
    }

    func testIdsThatAreNotPlainNumbersAreWrittenAsTheyAre() {
        for id in ["", "007", "-1", "1e3", "a1", "12345678901234567890", "٣", "c0ffee-1", "1 ", "x\"y"] {
            let envelope = Envelope.pickle(Pickle(id: id, uri: "u", location: nil, name: "", language: "en", steps: [],
                                                  tags: [], astNodeIds: [id]))
            XCTAssertEqual(text(envelope, idOffset: 10), text(envelope), id)
        }
        let zero = Envelope.testRunStarted(TestRunStarted(timestamp: Timestamp(seconds: 0, nanos: 0), id: "0"))
        XCTAssertEqual(text(zero, idOffset: 10), #"{"testRunStarted":{"id":"10","timestamp":{"nanos":0,"seconds":0}}}"# + "\n")
    }

    /// Lists the protocol makes optional are written exactly when present,
    /// empty or not; required lists always.
    func testOptionalListsAreWrittenWhenPresentAndRequiredOnesAlways() {
        let steps = [TestStep(id: "1", hookId: "2"), TestStep(id: "3", pickleStepId: "4", stepDefinitionIds: [], stepMatchArgumentsLists: [])]
        XCTAssertEqual(text(.testCase(TestCase(id: "5", pickleId: "6", testSteps: steps))),
                       #"{"testCase":{"id":"5","pickleId":"6","testSteps":[{"hookId":"2","id":"1"},"#
                       + #"{"id":"3","pickleStepId":"4","stepDefinitionIds":[],"stepMatchArgumentsLists":[]}]}}"# + "\n")
        let groups = StepMatchArgument(group: Group(children: [Group(children: [], value: "a"), Group(value: "b")]))
        var writer = EnvelopeWriter()
        writer.write(.testCase(TestCase(id: "1", pickleId: "2", testSteps: [TestStep(id: "3", stepMatchArgumentsLists: [
            StepMatchArgumentsList(stepMatchArguments: [groups])])])))
        XCTAssertTrue(String(decoding: writer.json.bytes, as: UTF8.self)
            .contains(#""group":{"children":[{"children":[],"value":"a"},{"value":"b"}]}"#))
    }

    /// Step types are written from literals (`PickleStepType.literal`): each is the
    /// raw value the reader reads back.
    func testStepTypesAreWrittenAsTheirRawValues() throws {
        let pickleTypes: [PickleStepType] = [.unknown, .context, .action, .outcome]
        for type in pickleTypes {
            let step = PickleStep(argument: nil, astNodeIds: [], id: "1", type: type, text: "t")
            let line = text(.pickle(Pickle(id: "2", uri: "u", location: nil, name: "", language: "en", steps: [step],
                                           tags: [], astNodeIds: [])))
            XCTAssertTrue(line.contains(#","type":"\#(type.rawValue)"}"#), line)
            var reader = EnvelopeReader(name: "line", bytes: Array(line.utf8))
            guard case .pickle(let read)? = try reader.next() else { return XCTFail(line) }
            XCTAssertEqual(read.steps.first?.type, type)
        }
        let keywordTypes: [StepKeywordType] = [.unknown, .context, .action, .outcome, .conjunction]
        for type in keywordTypes {
            let step = Step(location: Location(line: 1), keyword: "* ", keywordType: type, text: "t", id: "1")
            let scenario = Scenario(location: Location(line: 1), tags: [], keyword: "Scenario", name: "", description: "",
                                    steps: [step], examples: [], id: "2")
            let feature = Feature(location: Location(line: 1), tags: [], language: "en", keyword: "Feature", name: "",
                                  description: "", children: [FeatureChild(scenario: scenario)])
            let line = text(.gherkinDocument(GherkinDocument(uri: "u", feature: feature, comments: [])))
            XCTAssertTrue(line.contains(#""keywordType":"\#(type.rawValue)""#), line)
            var reader = EnvelopeReader(name: "line", bytes: Array(line.utf8))
            guard case .gherkinDocument(let read)? = try reader.next() else { return XCTFail(line) }
            XCTAssertEqual(read.feature?.children.first?.scenario?.steps.first?.keywordType, type)
        }
    }

    func testManyEnvelopesAreManyLines() {
        var writer = EnvelopeWriter()
        writer.write(.source(Source(uri: "a.feature", data: "Feature: A\n", mediaType: .plain)))
        writer.write(.source(Source(uri: "b.feature.md", data: "# Feature: B", mediaType: .markdown)))
        XCTAssertEqual(String(decoding: writer.json.bytes, as: UTF8.self), """
        {"source":{"data":"Feature: A\\n","mediaType":"text/x.cucumber.gherkin+plain","uri":"a.feature"}}
        {"source":{"data":"# Feature: B","mediaType":"text/x.cucumber.gherkin+markdown","uri":"b.feature.md"}}

        """)
    }

    /// A run hook's `workerId` (a field of the schema the hand-written messages
    /// lacked) is read and written back, and not shifted: a worker's id is no message's.
    func testARunHooksWorkerIdIsKeptAndNotShifted() throws {
        let line = #"{"testRunHookStarted":{"hookId":"2","id":"3","testRunStartedId":"1","timestamp":{"nanos":0,"seconds":5},"workerId":"7"}}"#
        var reader = EnvelopeReader(name: "line", bytes: Array(line.utf8))
        let envelope = try XCTUnwrap(try reader.next())
        XCTAssertEqual(text(envelope), line + "\n")
        XCTAssertEqual(text(envelope, idOffset: 10), #"{"testRunHookStarted":{"hookId":"12","id":"13","testRunStartedId":"11","#
                       + #""timestamp":{"nanos":0,"seconds":5},"workerId":"7"}}"# + "\n")
    }

    /// Every value of the other enumerations is written from its literal as
    /// the raw value, and read back.
    func testEveryEnumerationValueIsWrittenAsItsRawValue() throws {
        let time = Timestamp(seconds: 0, nanos: 0)
        let reference = SourceReference(uri: "a.swift")
        var written: [(envelope: Envelope, rawValue: String)] = []
        for type in Hook.HookType.allCases {
            written.append((.hook(Hook(id: "1", sourceReference: reference, type: type)), type.rawValue))
        }
        for encoding in Attachment.ContentEncoding.allCases {
            written.append((.attachment(Attachment(body: "", contentEncoding: encoding, mediaType: "text/plain")), encoding.rawValue))
        }
        for mediaType in Source.MediaType.allCases {
            written.append((.source(Source(uri: "a", data: "", mediaType: mediaType)), mediaType.rawValue))
        }
        for type in StepDefinitionPattern.PatternType.allCases {
            written.append((.stepDefinition(StepDefinition(id: "1", pattern: StepDefinitionPattern(source: "", type: type),
                                                           sourceReference: reference)), type.rawValue))
        }
        for status in TestStepResult.Status.allCases {
            written.append((.testStepFinished(TestStepFinished(testCaseStartedId: "1", testStepId: "2",
                                                               testStepResult: TestStepResult(status: status), timestamp: time)),
                            status.rawValue))
        }
        XCTAssertEqual(written.count, 6 + 2 + 2 + 2 + 7)
        for (envelope, rawValue) in written {
            let line = text(envelope)
            XCTAssertTrue(line.contains(#":"\#(rawValue)""#), line)
            var reader = EnvelopeReader(name: "line", bytes: Array(line.utf8))
            XCTAssertEqual(try reader.next(), envelope, line)
        }
    }
}
