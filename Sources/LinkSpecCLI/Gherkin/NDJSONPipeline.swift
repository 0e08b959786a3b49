import CucumberMessages
import Foundation
import Gherkin
import LinkSpecJSON
import LinkSpecPlatform

/// The work of `linkspec gherkin`: worker threads, one a core, each take the
/// next file and do all of its work (read, parse, compile pickles, write
/// NDJSON); the calling thread hands the files' bytes on in order.
///
/// A file's pickles are compiled as it is written, one at a time, each
/// written and let go before the next is made, so that the allocator hands
/// the same memory back for the next one (all of a file's pickles at once
/// missed its per-thread cache; Benchmarks/results/NOTES.md). Their ids are
/// counted when the file is parsed (`PickleCompiler.idCount`), so the next
/// file's offset is known as before.
///
/// Ids run on across files, so a file's ids depend on every file before it.
/// Each worker numbers its file's ids from 0 and learns the file's offset, the
/// number of ids the files before it took, before writing it
/// (`EnvelopeWriter.idOffset`): the output is the same, byte for byte, as
/// parsing every file in turn with one `IdGenerator`. A file can be written only once
/// every file before it has been parsed; until then its worker holds it and
/// goes on with the next file, so no worker waits for another.
///
/// Whole files per thread, rather than a thread per stage, keep a file's
/// values on the core that made them (they are freed where they were
/// allocated, while still in cache) and need one hand-over a file, not three.
struct NDJSONPipeline: Sendable {
    var includeSource = true
    var includeAST = true
    var includePickles = true
    var dialects: DialectTable = .builtIn
    /// How many files are worked on at once.
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
    /// `check` runs on the calling thread while the workers start on the
    /// first files; nothing is emitted unless it returns, and what it throws
    /// is thrown. (Checking every path first costs about as much as parsing
    /// the first files: done in turn, it was time with one core idle.)
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

        var pending = OutputChunk(capacity: Self.chunkSize * 2)
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
                    pending.flush(to: emit)
                    throw Unreadable(path: path)
                case .written(let json, let clean):
                    if !clean { anyErrors = true }
                    json.withBytes { bytes in
                        if bytes.count >= Self.chunkSize / 4 {
                            // Large enough to hand on as it is, without a copy.
                            pending.flush(to: emit)
                            emit(bytes)
                        } else {
                            if pending.count + bytes.count > Self.chunkSize { pending.flush(to: emit) }
                            pending.append(bytes)
                        }
                    }
                    board.recycle(json)
                }
            }
        }
        pending.flush(to: emit)
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
        let file = GherkinFile(parsing: source, dialects: dialects, ids: &ids)
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

/// Small files' output gathered into one chunk before it is handed on.
private struct OutputChunk {
    private var bytes: [UInt8] = []

    init(capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    var count: Int { bytes.count }

    mutating func append(_ more: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: more)
    }

    mutating func flush(to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer(emit)
        bytes.removeAll(keepingCapacity: true)
    }
}
