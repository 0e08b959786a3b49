import Foundation
import XCTest
import Expressions
import CucumberMessages
import Gherkin
import LinkSpecReports
@testable import LinkSpecRunner

/// The one loader: every problem of every file before anything runs, each
/// file parsed once when the suite fits the budget (then loaded whole), and a
/// larger suite streamed batch by batch, starting with the files the check
/// kept, with the ids loading it whole gives.
final class FeatureLoaderTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "linkspec-loader-\(UUID().uuidString)"
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

    /// `count` files of one scenario each.
    private func manyFiles(_ count: Int, prefix: String = "g") throws -> [FeatureFile] {
        try (0..<count).map { index in
            try write(String(format: "\(prefix)%03d.feature", index),
                      "Feature: G\(index)\n  Scenario: g\(index)\n    Given the counter is \(index)\n")
        }
    }

    /// Streams the files (a budget of 0 keeps none of them) and runs them as
    /// every run goes (`RunDriver`); every envelope.
    private func streamedRun(_ files: [FeatureFile], selection: ScenarioSelection = ScenarioSelection(),
                             configuration: RunConfiguration = RunConfiguration(),
                             minimumBatch: Int = 1) throws -> (envelopes: [Envelope], result: RunResult) {
        let loaded = try FeatureLoader().load(files, selection: selection, budget: 0,
                                              batches: BatchSizes(minimum: minimumBatch))
        guard case .streamed = loaded else {
            XCTFail("a budget of 0 streams")
            return ([], RunResult())
        }
        return try run(loaded, configuration: configuration)
    }

    private func run(_ loaded: LoadedRun,
                     configuration: RunConfiguration = RunConfiguration()) throws -> (envelopes: [Envelope], result: RunResult) {
        let recorder = EnvelopeRecorder()
        let runner = try ScenarioRunner(library: counterLibrary(), configuration: configuration) { Counter() }
        let driver = RunDriver(library: counterLibrary(), reports: ReportPipeline(formatters: [recorder]))
        let result = try driver.run(loaded, with: runner)
        return (recorder.envelopes, result)
    }

    private final class EnvelopeRecorder: ReportFormatter {
        let output: any ReportOutput = MemoryOutput()
        var envelopes: [Envelope] = []
        func consume(_ envelope: Envelope, query: MessageQuery) throws { envelopes.append(envelope) }
    }

    /// The batches a streamed load hands out, as `id name` of their pickles.
    private func batches(_ loaded: LoadedRun) -> [[String]] {
        guard case .streamed(let batches) = loaded else { return [] }
        var all: [[String]] = []
        while let batch = batches.next() { all.append(batch.flatMap(\.pickles).map { "\($0.id) \($0.name)" }) }
        return all
    }

    private func pickleNames(_ envelopes: [Envelope]) -> [String] {
        envelopes.compactMap { if case .pickle(let pickle) = $0 { pickle.name } else { nil } }
    }

    func testASuiteWithinTheBudgetLoadsWholeAndItsMessagesComeInTheReferenceOrder() throws {
        let loaded = try FeatureLoader().load(try twoFiles(), selection: ScenarioSelection(), budget: FeatureLoader.defaultBudget)
        guard case .whole(let features) = loaded else { return XCTFail("two small files fit the default budget") }
        XCTAssertEqual(features.pickles.map(\.name), ["a1", "a2", "b1", "b2"])
        let kinds = try run(loaded).envelopes.map(\.kind)
        let lastPickle = try XCTUnwrap(kinds.lastIndex(of: .pickle))
        XCTAssertLessThan(lastPickle, try XCTUnwrap(kinds.firstIndex(of: .testRunStarted)), "every file before the run starts")
        XCTAssertLessThan(try XCTUnwrap(kinds.lastIndex(of: .testCase)), try XCTUnwrap(kinds.firstIndex(of: .testCaseStarted)),
                          "every test case before the first starts")
    }

    func testASuiteOverTheBudgetStreams() throws {
        let files = try twoFiles()
        let size = try String(contentsOfFile: files[0].uri, encoding: .utf8).utf8.count
        guard case .streamed = try FeatureLoader().load(files, selection: ScenarioSelection(), budget: size) else {
            return XCTFail("the second file does not fit")
        }
    }

    /// Within the budget, a selection larger than the first batch streams the
    /// files the check kept, reading none of them again.
    func testASuiteWithinTheBudgetButLargerThanABatchStreamsTheFilesKept() throws {
        let loaded = try FeatureLoader().load(try twoFiles(), selection: ScenarioSelection(), budget: FeatureLoader.defaultBudget,
                                              batches: BatchSizes(minimum: 3))
        guard case .streamed = loaded else { return XCTFail("four scenarios are more than a batch of 3") }
        try write("a.feature", "Feature: A\n  Scenario: changed a\n    Given the counter is 1\n")
        try write("b.feature", "Feature: B\n  Scenario: changed b\n    Given the counter is 1\n")
        XCTAssertEqual(batches(loaded).flatMap { $0 }.map { $0.split(separator: " ", maxSplits: 1)[1] }, ["a1", "a2", "b1", "b2"])
    }

    /// `--order random` and `reverse` and `--shard-timings` need every scenario at once.
    func testASelectionThatNeedsEveryFileLoadsWholeWhateverTheBudget() throws {
        for order in [RunOrder.reverse, .random(seed: 1)] {
            let loaded = try FeatureLoader().load(try twoFiles(), selection: ScenarioSelection(order: order), budget: 0)
            guard case .whole(let features) = loaded else { return XCTFail("\(order) streams") }
            XCTAssertEqual(features.pickles.count, 4)
        }
    }

    func testASuiteOverTheBudgetIsReadAgainBatchByBatch() throws {
        let files = try twoFiles()
        let size = try String(contentsOfFile: files[0].uri, encoding: .utf8).utf8.count
        let loaded = try FeatureLoader().load(files, selection: ScenarioSelection(), budget: size, batches: BatchSizes(minimum: 1))
        // Changed after the check: both are read again for their batches.
        try write("a.feature", "Feature: A\n  Scenario: changed a\n    Given the counter is 1\n")
        try write("b.feature", "Feature: B\n  Scenario: changed b\n    Given the counter is 1\n")
        let names = batches(loaded).map { $0.map { String($0.split(separator: " ", maxSplits: 1)[1]) } }
        XCTAssertEqual(names, [["changed a"], ["changed b"]])
    }

    /// Kept by the check (parts of the suite numbered from their own base),
    /// a suite streams the files, ids and scenarios of the whole load; read
    /// again, the same scenarios, numbered in turn.
    func testAStreamedSuiteHasTheScenariosOfTheWholeLoad() throws {
        let files = try manyFiles(40)
        XCTAssertEqual(FileParts(fileCount: files.count).count, 3)
        let whole = try FeatureLoader().load(files).pickles.map { "\($0.id) \($0.name)" }
        XCTAssertEqual(Set(whole.map { $0.split(separator: " ")[0] }).count, 40, "ids are unique across parts")
        let kept = try FeatureLoader().load(files, selection: ScenarioSelection(), budget: FeatureLoader.defaultBudget,
                                            batches: BatchSizes(minimum: 3))
        XCTAssertEqual(batches(kept).flatMap { $0 }, whole)
        let readAgain = try FeatureLoader().load(files, selection: ScenarioSelection(), budget: 0, batches: BatchSizes(minimum: 3))
        let pickles = batches(readAgain).flatMap { $0 }
        XCTAssertEqual(pickles.map { $0.split(separator: " ")[1] }, whole.map { $0.split(separator: " ")[1] })
        XCTAssertEqual(Set(pickles.map { $0.split(separator: " ")[0] }).count, 40, "ids are unique across batches")
    }

    func testAPartThatOutgrowsItsIdsIsFoundOut() {
        let parts = FileParts(fileCount: 40)
        XCTAssertTrue(parts.holds(IdGenerator(startingAt: FileParts.idSpan), inPart: 0))
        XCTAssertFalse(parts.holds(IdGenerator(startingAt: FileParts.idSpan + 1), inPart: 0))
        XCTAssertTrue(parts.holds(IdGenerator(startingAt: 100 * FileParts.idSpan), inPart: parts.count - 1),
                      "the last part's span is open")
        XCTAssertLessThan(FileParts(fileCount: 100_000).count * FileParts.idSpan, 1_000_000_000, "ids of nine digits at most")
    }

    /// A small suite is one part: numbered as one generator numbers its files
    /// in turn, and the run's own ids continue after them.
    func testASuiteOfOnePartIsNumberedAsItsFilesInTurn() throws {
        let files = try twoFiles()
        let features = try FeatureLoader().load(files)
        var ids = IdGenerator()
        var inTurn: [String] = []
        for file in files {
            let source = Source(uri: file.uri, data: try String(contentsOfFile: file.uri, encoding: .utf8), mediaType: .plain)
            let document = try XCTUnwrap(GherkinParser.parse(source, ids: &ids).document)
            inTurn += PickleCompiler.compile(document, source: source, ids: &ids).map(\.id)
        }
        XCTAssertEqual(features.pickles.map(\.id), inTurn)
        XCTAssertEqual(features.ids.nextValue, ids.nextValue)
    }

    func testAFilesScenariosFinishBeforeTheNextFilesSourceIsEmitted() throws {
        let files = try twoFiles()
        let envelopes = try streamedRun(files).envelopes
        let sourceOfB = try XCTUnwrap(envelopes.firstIndex { if case .source(let s) = $0 { s.uri == files[1].uri } else { false } })
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
        let envelopes = try streamedRun(try twoFiles()).envelopes
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
        for shard in [nil, Shard(index: 1, count: 2), Shard(index: 2, count: 3)] {
            for tags in [[], [try TagExpression("not @slow")]] {
                let selection = ScenarioSelection(tags: tags, shard: shard)
                let expected = try FeatureLoader().load(files, selection: selection).pickles.map(\.name)
                XCTAssertEqual(pickleNames(try streamedRun(files, selection: selection).envelopes), expected,
                               "shard \(shard?.description ?? "none"), tags \(tags.count)")
                XCTAssertEqual(pickleNames(try run(.whole(FeatureLoader().load(files, selection: selection))).envelopes), expected,
                               "whole: shard \(shard?.description ?? "none"), tags \(tags.count)")
            }
        }
    }

    func testTheParseErrorsOfEveryFileComeBeforeAnythingRuns() throws {
        let files = [try write("one.feature", "Feature: x\n  Scenario: s\n    Given a\n  nonsense here\n"),
                     try write("two.feature", "Feature: y\n  Scenario: t\n    Given b\n  more nonsense\n")]
        for budget in [0, nil] {
            XCTAssertThrowsError(try FeatureLoader().load(files, selection: ScenarioSelection(), budget: budget)) { error in
                let paths = Set(((error as? InputErrors)?.errors ?? []).map(\.path))
                XCTAssertEqual(paths, Set(files.map(\.uri)))
            }
        }
    }

    func testALineThatSelectsNothingIsAnErrorBeforeAnythingRuns() throws {
        let file = try write("a.feature", "Feature: A\n  Scenario: a1\n    Given the counter is 1\n")
        for budget in [0, nil] {
            XCTAssertThrowsError(try FeatureLoader().load([FeatureFile(uri: file.uri, lines: [9])], selection: ScenarioSelection(),
                                                          budget: budget)) { error in
                XCTAssertEqual((error as? InputErrors)?.errors.first?.line, 9)
            }
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
        guard case .streamed(let batches) = try FeatureLoader().load(try twoFiles(), selection: ScenarioSelection(), budget: 0,
                                                                      batches: BatchSizes(minimum: 3)) else {
            return XCTFail("a budget of 0 streams")
        }
        XCTAssertEqual(batches.next()?.map(\.pickles.count), [2, 2])
        XCTAssertNil(batches.next())
    }

    func testReadingAheadHandsOutTheBatchesReadingInTurnWould() throws {
        let files = try twoFiles() + [try write("c.feature", "Feature: C\n  Scenario: c1\n    Given the counter is 1\n")]
        var expected: [[String]] = []
        for lookahead in [1, 2, 5] {
            let ahead = FeatureBatches(files: files, kept: nil, loader: FeatureLoader(), selection: ScenarioSelection(),
                                       sizes: BatchSizes(minimum: 1), lookahead: lookahead)
            var actual: [[String]] = []
            while let batch = ahead.next() { actual.append(batch.flatMap(\.pickles).map { "\($0.id) \($0.name)" }) }
            if expected.isEmpty { expected = actual }
            XCTAssertEqual(actual, expected, "lookahead \(lookahead): same batches, same parse ids")
            XCTAssertEqual(actual.count, 3)
            XCTAssertNil(ahead.next(), "stays at its end")
        }
    }

    func testCancelledBatchesEndTheStream() throws {
        guard case .streamed(let batches) = try FeatureLoader().load(try twoFiles(), selection: ScenarioSelection(), budget: 0,
                                                                      batches: BatchSizes(minimum: 1)) else {
            return XCTFail("a budget of 0 streams")
        }
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
    func testErrorsComeInFileOrder() throws {
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
        XCTAssertGreaterThan(FileParts(fileCount: files.count).count, 1)
        XCTAssertThrowsError(try FeatureLoader().load(files)) { error in
            XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.path), broken)
        }
    }

    /// A line that selects nothing is reported only when every file parses.
    func testParseErrorsComeBeforeLinesThatSelectNothing() throws {
        let good = try write("good.feature", "Feature: A\n  Scenario: a1\n    Given the counter is 1\n")
        let bad = try write("bad.feature", "Feature: B\n  Scenario: b\n    Given b\n  nonsense\n")
        let files = [FeatureFile(uri: good.uri, lines: [9]), bad]
        for budget in [0, nil] {
            XCTAssertThrowsError(try FeatureLoader().load(files, selection: ScenarioSelection(), budget: budget)) { error in
                XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.path), [bad.uri])
            }
            XCTAssertThrowsError(try FeatureLoader().load([files[0]], selection: ScenarioSelection(), budget: budget)) { error in
                XCTAssertEqual(((error as? InputErrors)?.errors ?? []).map(\.line), [9])
            }
        }
    }

    func testBatchesGrowFromTheMinimumToTheMaximum() throws {
        let loaded = try FeatureLoader().load(try manyFiles(20), selection: ScenarioSelection(), budget: 0,
                                              batches: BatchSizes(minimum: 2, maximum: 5))
        XCTAssertEqual(batches(loaded).map(\.count), [2, 4, 5, 5, 4])
    }
}
