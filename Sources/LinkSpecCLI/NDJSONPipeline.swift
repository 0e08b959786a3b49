import Foundation
import Gherkin

/// The work of `linkspec gherkin` as a pipeline of three threads, each taking
/// the files in order: one reads them; one parses and compiles them (ids run
/// on across files, so this cannot be split further: that thread owns the
/// `IdGenerator`); the calling thread turns each finished file into NDJSON
/// and hands the bytes on. Writing JSON costs about as much as reading,
/// parsing and compiling, so on two cores or more the stages overlap almost
/// completely and the output is the same, byte for byte, as in one thread.
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
        // A few files ahead are plenty to keep every thread busy.
        let sources = HandOver<ReadFile>(capacity: 4)
        let handOver = HandOver<ParsedFile>(capacity: 4)
        Thread {
            Self.read(paths, into: sources)
        }.start()
        let parser = self
        Thread {
            parser.parse(sources, into: handOver)
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

    /// One file as the reading thread hands it over.
    enum ReadFile: Sendable {
        case read(Source)
        /// The reading thread stops after this.
        case unreadable(path: String)
    }

    /// One file's outcome, as the parsing thread hands it over.
    enum ParsedFile: Sendable {
        case parsed(Source, ParseResult, [Pickle])
        /// The parsing thread stops after this.
        case unreadable(path: String)
    }

    /// The reading thread: each file's text, in order.
    private static func read(_ paths: [String], into handOver: HandOver<ReadFile>) {
        defer { handOver.close() }
        for path in paths {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
                handOver.put(.unreadable(path: path))
                return
            }
            handOver.put(.read(Source(uri: path, data: String(decoding: data, as: UTF8.self),
                                      mediaType: path.hasSuffix(".md") ? .markdown : .plain)))
        }
    }

    /// The parsing thread: parses and compiles each file in order.
    private func parse(_ sources: HandOver<ReadFile>, into handOver: HandOver<ParsedFile>) {
        defer { handOver.close() }
        var ids = IdGenerator()
        while let file = sources.take() {
            guard case .read(let source) = file else {
                if case .unreadable(let path) = file { handOver.put(.unreadable(path: path)) }
                return
            }
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
