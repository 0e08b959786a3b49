import Foundation
import Gherkin

/// The work of `linkspec gherkin` split over two threads. Ids run on across
/// files, so files are parsed and compiled one after another, in order, on a
/// thread of their own (which owns the `IdGenerator`); meanwhile the calling
/// thread turns each finished file into NDJSON and hands the bytes on, also in
/// order. Writing JSON costs about as much as parsing and compiling, so the two
/// halves overlap almost completely on a machine with two cores or more.
struct NDJSONPipeline: Sendable {
    var includeSource = true
    var includeAST = true
    var includePickles = true
    var dialects: DialectTable = .builtIn

    /// A file that could not be read; the output of the files before it has
    /// been handed on already.
    struct Unreadable: Error, Equatable {
        var path: String
    }

    /// Parses `paths` in order and hands their NDJSON to `emit` in chunks of
    /// whole lines. True when no file had parse errors.
    func run(paths: [String], emit: (UnsafeBufferPointer<UInt8>) -> Void) throws(Unreadable) -> Bool {
        // A few files ahead are plenty to keep both threads busy.
        let handOver = HandOver<ParsedFile>(capacity: 4)
        let producer = self
        Thread {
            producer.parse(paths, into: handOver)
        }.start()

        var json = JSONWriter(reservingCapacity: Self.chunkSize * 2)
        var anyErrors = false
        while let file = handOver.take() {
            guard case .parsed(let source, let result, let pickles) = file else {
                if case .unreadable(let path) = file {
                    flush(&json, to: emit)
                    throw Unreadable(path: path)
                }
                continue
            }
            if !write(source, result, pickles, into: &json) { anyErrors = true }
            if json.count >= Self.chunkSize { flush(&json, to: emit) }
        }
        flush(&json, to: emit)
        return !anyErrors
    }

    /// Output is handed on in chunks of about this many bytes: large enough
    /// that writing costs few system calls, small enough to stay in cache.
    static let chunkSize = 1 << 16

    /// One file's outcome, as the parsing thread hands it over.
    enum ParsedFile: Sendable {
        case parsed(Source, ParseResult, [Pickle])
        /// The parsing thread stops after this.
        case unreadable(path: String)
    }

    /// The parsing thread: reads, parses and compiles each file in order.
    private func parse(_ paths: [String], into handOver: HandOver<ParsedFile>) {
        defer { handOver.close() }
        var ids = IdGenerator()
        for path in paths {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
                handOver.put(.unreadable(path: path))
                return
            }
            let source = Source(uri: path, data: String(decoding: data, as: UTF8.self),
                                mediaType: path.hasSuffix(".md") ? .markdown : .plain)
            var result = GherkinParser.parse(source, dialects: dialects, defaultLanguage: "en", ids: &ids)
            var pickles: [Pickle] = []
            if result.errors.isEmpty, var document = result.document {
                if document.uri == nil { document.uri = source.uri }
                if includePickles {
                    pickles = PickleCompiler.compile(document, source: source, ids: &ids)
                }
                result.document = document
            }
            handOver.put(.parsed(source, result, pickles))
        }
    }

    /// One file's envelopes in the reference's order: source, then the
    /// document and its pickles, or the parse errors instead. False when the
    /// file had parse errors.
    private func write(_ source: Source, _ result: ParseResult, _ pickles: [Pickle],
                       into json: inout JSONWriter) -> Bool {
        if includeSource {
            json.writeEnvelope("source", source)
        }
        guard result.errors.isEmpty, let document = result.document else {
            for error in result.errors {
                json.writeEnvelope("parseError", error)
            }
            return result.errors.isEmpty
        }
        if includeAST {
            json.writeEnvelope("gherkinDocument", document)
        }
        pickles.withUnsafeBufferPointer { pickles in
            for index in pickles.indices { json.writeEnvelope("pickle", pickles[index]) }
        }
        return true
    }

    private func flush(_ json: inout JSONWriter, to emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        guard json.count > 0 else { return }
        json.withBytes(emit)
        json.removeAll()
    }
}
