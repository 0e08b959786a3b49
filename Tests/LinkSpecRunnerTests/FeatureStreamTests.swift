import Foundation
import XCTest
import Expressions
import CucumberMessages
import Gherkin
@testable import LinkSpecRunner

/// A run in defined order streams its files: each batch is loaded and emitted
/// just before it runs, and the message stream stays valid.
final class FeatureStreamTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "linkspec-stream-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    @discardableResult
    private func write(_ name: String, _ text: String) throws -> FeatureFile {
        let path = root + "/" + name
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return FeatureFile(uri: path)
    }

    private func twoFiles() throws -> [FeatureFile] {
        [try write("a.feature", """
            Feature: A
              Scenario: a1
                Given the counter is 1
              @slow
              Scenario: a2
                When I add 2
            """),
         try write("b.feature", """
            Feature: B
              Scenario: b1
                When it throws
              Scenario: b2
                Given the counter is 3
            """)]
    }

    /// Runs the files streaming, batch by batch, and returns every envelope.
    private func streamedRun(_ files: [FeatureFile], selection: ScenarioSelection = ScenarioSelection(),
                             configuration: RunConfiguration = RunConfiguration(),
                             minimumBatch: Int = 1) throws -> (envelopes: [Envelope], result: RunResult) {
        let features = FeatureStream(files: files, selection: selection, minimumBatch: minimumBatch)
        try features.check()
        let box = EnvelopeBox()
        let runner = try ScenarioRunner(library: counterLibrary(), configuration: configuration) { Counter() }
        // As the command line runs: a batch read ahead, the run's ids apart from the parser's.
        let batches = FeatureBatches(features)
        let stream = RunMessageStream(library: counterLibrary(),
                                      features: LoadedFeatures(ids: IdGenerator(startingAt: FeatureBatches.firstRunId)),
                                      pickles: []) { box.envelopes.append($0) }
        try stream.begin()
        let result = runner.run(batches: { stream.nextBatch(from: batches) }, observer: stream)
        batches.cancel()
        return (box.envelopes, result)
    }

    private final class EnvelopeBox { var envelopes: [Envelope] = [] }

    private func index(in envelopes: [Envelope], where matches: (Envelope) -> Bool) -> Int? {
        envelopes.firstIndex(where: matches)
    }

    func testAFilesScenariosFinishBeforeTheNextFilesSourceIsEmitted() throws {
        let files = try twoFiles()
        let envelopes = try streamedRun(files).envelopes
        let sourceOfB = try XCTUnwrap(index(in: envelopes) { if case .source(let s) = $0 { s.uri == files[1].uri } else { false } })
        let pickleUris = Dictionary(uniqueKeysWithValues: envelopes.compactMap { envelope -> (String, String)? in
            if case .pickle(let pickle) = envelope { (pickle.id, pickle.uri) } else { nil }
        })
        var caseUris: [String: String] = [:]
        var startedUris: [String: String] = [:]
        var finishedOfA: [Int] = []
        for (position, envelope) in envelopes.enumerated() {
            switch envelope {
            case .testCase(let testCase): caseUris[testCase.id] = pickleUris[testCase.pickleId]
            case .testCaseStarted(let started): startedUris[started.id] = caseUris[started.testCaseId]
            case .testCaseFinished(let finished) where startedUris[finished.testCaseStartedId] == files[0].uri:
                finishedOfA.append(position)
            default: break
            }
        }
        XCTAssertEqual(finishedOfA.count, 2)
        XCTAssertLessThan(finishedOfA.max() ?? .max, sourceOfB)
    }

    func testTheStreamedMessagesStayValid() throws {
        try checkStreamedMessagesAreValid(try streamedRun(try twoFiles()).envelopes)
    }

    private func checkStreamedMessagesAreValid(_ envelopes: [Envelope]) throws {
        var documents: Set<String> = []
        var pickles: Set<String> = []
        var testCases = 0
        for envelope in envelopes {
            switch envelope {
            case .gherkinDocument(let document): documents.insert(document.uri ?? "")
            case .pickle(let pickle):
                XCTAssertTrue(documents.contains(pickle.uri), "pickle \(pickle.name) before its document")
                pickles.insert(pickle.id)
            case .testCase(let testCase):
                XCTAssertTrue(pickles.contains(testCase.pickleId), "test case before its pickle")
                testCases += 1
            default: break
            }
        }
        XCTAssertEqual(testCases, 4)
        guard case .meta = envelopes.first, case .testRunFinished = envelopes.last else {
            return XCTFail("a stream starts with meta and ends with testRunFinished")
        }
        let ids = envelopes.compactMap { envelope -> String? in
            switch envelope {
            case .pickle(let pickle): pickle.id
            case .testCase(let testCase): testCase.id
            case .testCaseStarted(let started): started.id
            case .stepDefinition(let definition): definition.id
            default: nil
            }
        }
        XCTAssertEqual(Set(ids).count, ids.count, "ids are unique across batches")
    }

    /// Streaming selects what loading everything selects: tags, names and round-robin shards.
    func testStreamingSelectsWhatLoadingEverythingSelects() throws {
        let files = try twoFiles()
        let loaded = try FeatureLoader().load(files)
        for shard in [nil, Shard(index: 1, count: 2), Shard(index: 2, count: 3)] {
            for tags in [[], [try TagExpression("not @slow")]] {
                let selection = ScenarioSelection(tags: tags, shard: shard)
                let expected = try selection.select(from: loaded.features).map(\.name)
                let streamed = try streamedRun(files, selection: selection).envelopes.compactMap { envelope -> String? in
                    if case .pickle(let pickle) = envelope { pickle.name } else { nil }
                }
                XCTAssertEqual(streamed, expected, "shard \(shard?.description ?? "none"), tags \(tags.count)")
            }
        }
    }

    func testCheckReportsTheParseErrorsOfEveryFileBeforeAnythingRuns() throws {
        let files = [try write("one.feature", "Feature: x\n  Scenario: s\n    Given a\n  nonsense here\n"),
                     try write("two.feature", "Feature: y\n  Scenario: t\n    Given b\n  more nonsense\n")]
        XCTAssertThrowsError(try FeatureStream(files: files).check()) { error in
            let paths = Set(((error as? InputErrors)?.errors ?? []).map(\.path))
            XCTAssertEqual(paths, Set(files.map(\.uri)))
        }
    }

    func testALineThatSelectsNothingIsAnErrorBeforeAnythingRuns() throws {
        let file = try write("a.feature", "Feature: A\n  Scenario: a1\n    Given the counter is 1\n")
        XCTAssertThrowsError(try FeatureStream(files: [FeatureFile(uri: file.uri, lines: [9])]).check()) { error in
            XCTAssertEqual((error as? InputErrors)?.errors.first?.line, 9)
        }
    }

    func testFailFastReportsTheScenariosOfLaterBatchesSkipped() throws {
        let files = try twoFiles() + [try write("c.feature", "Feature: C\n  Scenario: c1\n    Given the counter is 1\n")]
        let run = try streamedRun(files, configuration: RunConfiguration(failFast: true))
        XCTAssertEqual(run.result.exitCode, 1)
        let statuses = run.envelopes.compactMap { envelope -> TestStepResult.Status? in
            if case .testStepFinished(let finished) = envelope { finished.testStepResult.status } else { nil }
        }
        XCTAssertEqual(statuses, [.passed, .passed, .failed, .skipped, .skipped])
    }

    func testFilesGatherIntoBatchesOfTheMinimumSize() throws {
        var features = FeatureStream(files: try twoFiles(), minimumBatch: 3)
        var ids = IdGenerator()
        let first = try XCTUnwrap(features.next(ids: &ids))
        XCTAssertEqual(first.map(\.selected.count), [2, 2])
        XCTAssertNil(features.next(ids: &ids))
    }

    func testReadingAheadHandsOutTheBatchesReadingInTurnWould() throws {
        let files = try twoFiles() + [try write("c.feature", "Feature: C\n  Scenario: c1\n    Given the counter is 1\n")]
        for lookahead in [1, 2, 5] {
            var inTurn = FeatureStream(files: files, minimumBatch: 1)
            var ids = IdGenerator()
            var expected: [[String]] = []
            while let batch = inTurn.next(ids: &ids) { expected.append(batch.flatMap(\.selected).map { "\($0.id) \($0.name)" }) }
            let ahead = FeatureBatches(FeatureStream(files: files, minimumBatch: 1), lookahead: lookahead)
            var actual: [[String]] = []
            while let batch = ahead.next() { actual.append(batch.flatMap(\.selected).map { "\($0.id) \($0.name)" }) }
            XCTAssertEqual(actual, expected, "lookahead \(lookahead): same batches, same parse ids")
            XCTAssertEqual(actual.count, 3)
            XCTAssertNil(ahead.next(), "stays at its end")
        }
    }

    func testCancelledBatchesEndTheStream() throws {
        let batches = FeatureBatches(FeatureStream(files: try twoFiles(), minimumBatch: 1))
        XCTAssertNotNil(batches.next())
        batches.cancel()
        XCTAssertNil(batches.next())
    }

    func testTheRunsIdsNeverMeetTheParsersIds() throws {
        let envelopes = try streamedRun(try twoFiles()).envelopes
        for envelope in envelopes {
            switch envelope {
            case .pickle(let pickle): XCTAssertLessThan(try XCTUnwrap(Int(pickle.id)), FeatureBatches.firstRunId)
            case .testCase(let testCase): XCTAssertGreaterThanOrEqual(try XCTUnwrap(Int(testCase.id)), FeatureBatches.firstRunId)
            default: break
            }
        }
    }

    /// Files are checked on several threads; the errors still come in file order.
    func testCheckReportsErrorsInFileOrder() throws {
        var files: [FeatureFile] = []
        var broken: [String] = []
        for index in 0..<60 {
            let name = String(format: "f%02d.feature", index)
            if index % 7 == 3 {
                files.append(try write(name, "Feature: x\n  Scenario: s\n    Given a\n  nonsense \(index)\n"))
                broken.append(files[index].uri)
            } else {
                files.append(try write(name, "Feature: x\n  Scenario: s\n    Given a\n"))
            }
        }
        XCTAssertThrowsError(try FeatureStream(files: files).check()) { error in
            XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.path), broken)
        }
    }

    /// A line that selects nothing is reported only when every file parses, as loading everything does.
    func testParseErrorsComeBeforeLinesThatSelectNothing() throws {
        let good = try write("good.feature", "Feature: A\n  Scenario: a1\n    Given the counter is 1\n")
        let bad = try write("bad.feature", "Feature: B\n  Scenario: b\n    Given b\n  nonsense\n")
        let files = [FeatureFile(uri: good.uri, lines: [9]), bad]
        XCTAssertThrowsError(try FeatureStream(files: files).check()) { error in
            XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.path), [bad.uri])
        }
        XCTAssertThrowsError(try FeatureStream(files: [files[0]]).check()) { error in
            XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.line), [9])
        }
    }

    func testBatchesGrowFromTheMinimumToTheMaximum() throws {
        var files: [FeatureFile] = []
        for index in 0..<20 {
            files.append(try write("g\(index).feature", "Feature: G\n  Scenario: g\n    Given the counter is 1\n"))
        }
        var features = FeatureStream(files: files, minimumBatch: 2, maximumBatch: 5)
        var ids = IdGenerator()
        var sizes: [Int] = []
        while let batch = features.next(ids: &ids) { sizes.append(batch.count) }
        XCTAssertEqual(sizes, [2, 4, 5, 5, 4])
    }
}
