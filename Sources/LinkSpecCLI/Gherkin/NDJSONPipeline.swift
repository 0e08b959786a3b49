import CucumberMessages
import Foundation
import Gherkin
import LinkSpecPlatform

/// The work of `linkspec gherkin`: worker threads, one a core, each take the
/// next file and do all of its work (read, parse, compile pickles, write
/// NDJSON), so a file's values are freed on the core that made them, while
/// still in cache; the calling thread hands the files' bytes on in order.
///
/// Ids run on across files. Each worker numbers its file's ids from 0 and
/// writes the file once it knows its offset, the ids the files before it took
/// (`EnvelopeWriter.idOffset`): the output is byte for byte that of one
/// `IdGenerator` over every file in turn. Until then the worker holds the file
/// and goes on with the next, so no worker waits for another. Pickles are
/// compiled as they are written, one at a time, so the allocator hands the
/// same memory back for the next (Benchmarks/results/NOTES.md).
struct NDJSONPipeline: Sendable {
    var includeSource = true
    var includeAST = true
    var includePickles = true
    var dialects: DialectTable = .builtIn
    var workers = NDJSONPipeline.defaultWorkers

    /// One worker a core, up to 8: beyond that, handing bytes on in order
    /// (one thread) is the limit.
    static var defaultWorkers: Int {
        min(max(ProcessInfo.processInfo.activeProcessorCount, 1), 8)
    }

    /// A file that could not be read; the output of the files before it has
    /// been handed on already.
    struct Unreadable: Error, Equatable {
        var path: String
    }

    /// Parses `paths` in order and hands their NDJSON to `emit` in chunks of
    /// whole lines. True when no file had parse errors.
    ///
    /// `check` runs on the calling thread while the workers parse the first
    /// files; nothing is emitted unless it returns, and what it throws is thrown.
    func run(paths: [String], checkingFirst check: () throws -> Void = {},
             emit: (UnsafeBufferPointer<UInt8>) -> Void) throws -> Bool {
        let workerCount = max(1, min(workers, paths.count))
        // A few files a worker may be done ahead of the one handed on next.
        let board = OrderedFileQueue(fileCount: paths.count, window: workerCount * 4)
        let pipeline = self
        for _ in 0..<workerCount {
            WorkThread.start(name: "linkspec gherkin") { pipeline.work(paths, board) }
        }
        defer { board.cancel() }
        try check()

        // Small files' output, gathered into one chunk before it is handed on.
        var pending: [UInt8] = []
        pending.reserveCapacity(Self.chunkSize * 2)
        func flushPending() {
            guard !pending.isEmpty else { return }
            pending.withUnsafeBufferPointer(emit)
            pending.removeAll(keepingCapacity: true)
        }
        var anyErrors = false
        var next = 0
        while next < paths.count {
            // Popped, so that a writer handed back is the only reference
            // to its bytes and is emptied in place, not copied.
            var ready = board.takeOutputs(from: next)
            ready.reverse()
            while let outcome = ready.popLast() {
                next += 1
                switch consume outcome {
                case .unreadable(let path):
                    flushPending()
                    throw Unreadable(path: path)
                case .written(let json, let clean):
                    if !clean { anyErrors = true }
                    json.withBytes { bytes in
                        if bytes.count >= Self.chunkSize / 4 {
                            // Large enough to hand on as it is, without a copy.
                            flushPending()
                            emit(bytes)
                        } else {
                            if pending.count + bytes.count > Self.chunkSize { flushPending() }
                            pending.append(contentsOf: bytes)
                        }
                    }
                    board.recycle(json)
                }
            }
        }
        flushPending()
        return !anyErrors
    }

    /// Small files' output is handed on in chunks of up to this many bytes,
    /// a larger file's on its own: few system calls, each of whole lines.
    static let chunkSize = 1 << 16

    /// One worker thread: whole files, until none is left or the run stops.
    /// A file whose id offset is not known yet (a file before it is still
    /// being parsed elsewhere) is held, and the next one taken meanwhile.
    private func work(_ paths: [String], _ board: OrderedFileQueue) {
        var held: [(index: Int, file: ParsedFile)] = []
        // Sized by the file before: most files of a suite are alike.
        var capacity = 1 << 16
        while true {
            while let first = held.first, let offset = board.offset(of: first.index) {
                held.removeFirst()
                var writer = EnvelopeWriter(json: board.emptyWriter(capacity: capacity), idOffset: offset)
                let clean = write(first.file, with: &writer)
                capacity = max(writer.json.count + writer.json.count / 8, 1 << 12)
                board.publish(.written(writer.json, clean: clean), of: first.index)
            }
            switch board.claim() {
            case .file(let index):
                let path = paths[index]
                guard let text = try? FileReader.text(atPath: path) else {
                    board.recordIdCount(0, of: index)
                    board.publish(.unreadable(path: path), of: index)
                    continue
                }
                let source = Source(uri: path, data: text, mediaType: path.hasSuffix(".md") ? .markdown : .plain)
                let file = parse(source)
                board.recordIdCount(file.idCount, of: index)
                held.append((index, file))
            case .windowFull:
                guard board.waitForProgress(offsetOf: held.first?.index) else { return }
            case .none:
                guard let first = held.first else { return }
                guard board.waitForProgress(offsetOf: first.index) else { return }
            }
        }
    }

    /// A parsed file, waiting to be written.
    struct ParsedFile {
        var file: GherkinFile
        /// Where the parse left the ids: the pickles' come next.
        var ids: IdGenerator
        /// The ids of the whole file, parse and pickles.
        var idCount: Int
    }

    /// Parses `source`, ids from 0, and counts the ids its pickles will take.
    private func parse(_ source: Source) -> ParsedFile {
        var ids = IdGenerator()
        let file = GherkinParser.parse(source, dialects: dialects, ids: &ids)
        var idCount = ids.nextValue
        if includePickles, let document = file.document { idCount += PickleCompiler.idCount(of: document) }
        return ParsedFile(file: file, ids: ids, idCount: idCount)
    }

    /// One file's envelopes (`GherkinFile`: source, then the document and its
    /// pickles, or the parse errors instead). False when the file had parse errors.
    private func write(_ parsed: ParsedFile, with writer: inout EnvelopeWriter) -> Bool {
        var ids: IdGenerator? = includePickles ? parsed.ids : nil
        let clean = parsed.file.emit(source: includeSource, document: includeAST, compilingPicklesWith: &ids) {
            writer.write($0)
        }
        assert(ids.map { $0.nextValue == parsed.idCount } ?? true, "the pickles took the ids counted for them")
        return clean
    }
}
