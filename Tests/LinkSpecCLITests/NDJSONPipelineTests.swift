import CucumberMessages
import Foundation
import XCTest
@testable import LinkSpecCLI
import Gherkin
import TestSupport

/// The worker threads behind `linkspec gherkin`: the same bytes as
/// parsing, compiling and writing every file in one thread, in the same order,
/// and the same behaviour when a file cannot be read.
final class NDJSONPipelineTests: XCTestCase {
    /// What `linkspec gherkin` wrote before the pipeline: every step in turn on
    /// one thread, one `IdGenerator` for all files, no id offsets.
    private func sequential(_ paths: [String], includeSource: Bool = true) throws -> [UInt8] {
        var ids = IdGenerator()
        var writer = EnvelopeWriter()
        for path in paths {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let source = Source(uri: path, data: String(decoding: data, as: UTF8.self),
                                mediaType: path.hasSuffix(".md") ? .markdown : .plain)
            if includeSource { writer.write(.source(source)) }
            let result = GherkinParser.parse(source, ids: &ids)
            guard result.errors.isEmpty, var document = result.document else {
                for error in result.errors { writer.write(.parseError(error)) }
                continue
            }
            if document.uri == nil { document.uri = source.uri }
            writer.write(.gherkinDocument(document))
            for pickle in PickleCompiler.compile(document, source: source, ids: &ids) {
                writer.write(.pickle(pickle))
            }
        }
        return writer.json.bytes
    }

    private func piped(_ paths: [String], _ pipeline: NDJSONPipeline = NDJSONPipeline(),
                       chunks: inout [[UInt8]]) throws -> (clean: Bool, bytes: [UInt8]) {
        var collected: [[UInt8]] = []
        let clean = try pipeline.run(paths: paths) { collected.append(Array($0)) }
        chunks = collected
        return (clean, collected.flatMap { $0 })
    }

    /// Every good and bad file of the shared suite in one run: ids run on
    /// across files, parse errors and documents alternate, several chunks.
    func testTheWholeConformanceSuiteInOneRunIsWrittenAsOneThreadWritesIt() throws {
        let testdata = try SharedConformance.directory("gherkin/testdata")
        var paths: [String] = []
        for folder in ["good", "bad"] {
            let directory = testdata.appendingPathComponent(folder)
            paths += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".feature") || $0.hasSuffix(".md") }
                .sorted().map { directory.appendingPathComponent($0).path }
        }
        XCTAssertGreaterThan(paths.count, 60)
        var chunks: [[UInt8]] = []
        let (clean, bytes) = try piped(paths, chunks: &chunks)
        XCTAssertFalse(clean, "the bad files have parse errors")
        let expected = try sequential(paths)
        XCTAssertEqual(bytes.count, expected.count)
        XCTAssertTrue(bytes == expected, "the pipeline's output differs from the sequential output")
        XCTAssertGreaterThan(chunks.count, 1, "output comes in several chunks")
        for chunk in chunks {
            XCTAssertEqual(chunk.last, UInt8(ascii: "\n"), "every chunk ends with a whole line")
        }
    }

    /// However many workers share the files, ids come out as one parse after
    /// the other numbers them: each file's offset is the ids of all before it.
    func testEveryWorkerCountWritesWhatOneThreadWrites() throws {
        let testdata = try SharedConformance.directory("gherkin/testdata")
        var paths: [String] = []
        for folder in ["good", "bad"] {
            let directory = testdata.appendingPathComponent(folder)
            paths += try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".feature") }
                .sorted().map { directory.appendingPathComponent($0).path }
        }
        // Good and bad files interleaved, so that files with parse errors
        // (whose ids count too) sit between documents.
        let good = paths.filter { $0.contains("/good/") }, bad = paths.filter { $0.contains("/bad/") }
        var mixed: [String] = []
        for index in 0..<max(good.count, bad.count) {
            if index < good.count { mixed.append(good[index]) }
            if index < bad.count { mixed.append(bad[index]) }
        }
        let expected = try sequential(mixed, includeSource: false)
        for workers in [1, 2, 3, 5, 8] {
            var chunks: [[UInt8]] = []
            var pipeline = NDJSONPipeline(includeSource: false)
            pipeline.workers = workers
            let (_, bytes) = try piped(mixed, pipeline, chunks: &chunks)
            XCTAssertTrue(bytes == expected, "\(workers) workers: the output differs from one thread's")
        }
    }

    func testCleanFilesReportClean() throws {
        let scratch = try temporaryFolder()
        let path = scratch.appendingPathComponent("a.feature").path
        try Data("Feature: A\n  Scenario: s\n    Given x\n".utf8).write(to: URL(fileURLWithPath: path))
        var chunks: [[UInt8]] = []
        let (clean, bytes) = try piped([path, path], NDJSONPipeline(includeSource: false), chunks: &chunks)
        XCTAssertTrue(clean)
        XCTAssertEqual(bytes, try sequential([path, path], includeSource: false))
    }

    /// The files before an unreadable one are written in full, nothing after
    /// it, and the error names it.
    func testAnUnreadableFileStopsTheRunAfterTheFilesBeforeIt() throws {
        let scratch = try temporaryFolder()
        let first = scratch.appendingPathComponent("first.feature").path
        let last = scratch.appendingPathComponent("last.feature").path
        try Data("Feature: First\n".utf8).write(to: URL(fileURLWithPath: first))
        try Data("Feature: Last\n".utf8).write(to: URL(fileURLWithPath: last))
        let missing = scratch.appendingPathComponent("gone.feature").path
        var collected: [UInt8] = []
        XCTAssertThrowsError(try NDJSONPipeline().run(paths: [first, missing, last]) { collected += $0 }) { error in
            XCTAssertEqual(error as? NDJSONPipeline.Unreadable, NDJSONPipeline.Unreadable(path: missing))
        }
        XCTAssertEqual(collected, try sequential([first]))
    }

    /// What the check throws stops the run before anything is emitted, even
    /// though the workers have started on the files.
    func testAFailedCheckEmitsNothing() throws {
        struct Refused: Error {}
        let scratch = try temporaryFolder()
        let path = scratch.appendingPathComponent("a.feature").path
        try Data("Feature: A\n  Scenario: s\n    Given x\n".utf8).write(to: URL(fileURLWithPath: path))
        var collected: [UInt8] = []
        XCTAssertThrowsError(try NDJSONPipeline().run(paths: Array(repeating: path, count: 50),
                                                      checkingFirst: { throw Refused() }) { collected += $0 }) { error in
            XCTAssertTrue(error is Refused)
        }
        XCTAssertEqual(collected, [])
    }

    func testAnUnreadableFirstFileWritesNothing() {
        var collected: [UInt8] = []
        XCTAssertThrowsError(try NDJSONPipeline().run(paths: ["/nonexistent/linkspec/a.feature"]) { collected += $0 })
        XCTAssertEqual(collected, [])
    }

    func testBytesWrittenToACapturingConsoleArriveAsText() {
        final class Box: @unchecked Sendable { var out = "" }
        let box = Box()
        let console = Console(out: { box.out += $0 }, err: { _ in })
        let bytes = Array("café\n".utf8)
        bytes.withUnsafeBufferPointer { console.write(utf8: $0) }
        XCTAssertEqual(box.out, "café\n")
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-pipeline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }
}
