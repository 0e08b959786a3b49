import Foundation
import Gherkin
import LinkSpecRunner

/// The work of `linkspec gherkin` as a pipeline of four threads, each taking
/// the files in order: one reads them; one parses them; one compiles their
/// pickles; the calling thread turns each file into NDJSON and hands the
/// bytes on. Ids run on across files, so the parsing thread owns the
/// `IdGenerator`; it reserves each file's pickle ids (`PickleCompiler.idCount`)
/// and parses the next file with the ids after them while the compiling
/// thread hands out the reserved ones. Parsing, compiling and writing each
/// cost a good share of the whole, so on two cores or more the stages overlap
/// and the output is the same, byte for byte, as in one thread.
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
        let sources = HandOver<Handed<Source>>(capacity: 4)
        let parsed = HandOver<Handed<ParsedFile>>(capacity: 4)
        let compiled = HandOver<Handed<CompiledFile>>(capacity: 4)
        Thread { Self.read(paths, into: sources) }.start()
        let pipeline = self
        Thread { pipeline.parse(sources, into: parsed) }.start()
        Thread { Self.compile(parsed, into: compiled) }.start()

        var json = JSONWriter(reservingCapacity: Self.chunkSize * 2)
        var anyErrors = false
        while let handed = compiled.take() {
            switch handed {
            case .unreadable(let path):
                flush(&json, to: emit)
                throw Unreadable(path: path)
            case .file(let file):
                if !write(file, into: &json) { anyErrors = true }
                if json.count >= Self.chunkSize { flush(&json, to: emit) }
            }
        }
        flush(&json, to: emit)
        return !anyErrors
    }

    /// Output is handed on in chunks of about this many bytes: large enough
    /// that writing costs few system calls, small enough to stay in cache.
    static let chunkSize = 1 << 16

    /// What one stage hands the next: a file's work so far, or the path of a
    /// file that could not be read (each stage passes that on and stops).
    enum Handed<File: Sendable>: Sendable {
        case file(File)
        case unreadable(path: String)
    }

    struct ParsedFile: Sendable {
        var source: Source
        var result: ParseResult
        /// Positioned at the file's first pickle id; nil when there are no
        /// pickles to compile (parse errors, or `--no-pickles`).
        var pickleIds: IdGenerator?
    }

    struct CompiledFile: Sendable {
        var source: Source
        var result: ParseResult
        var pickles: [Pickle]
    }

    /// The reading thread: each file's text, in order.
    private static func read(_ paths: [String], into output: HandOver<Handed<Source>>) {
        defer { output.close() }
        for path in paths {
            guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else {
                output.put(.unreadable(path: path))
                return
            }
            output.put(.file(Source(uri: path, data: String(decoding: data, as: UTF8.self),
                                    mediaType: path.hasSuffix(".md") ? .markdown : .plain)))
        }
    }

    /// The parsing thread: parses each file and reserves its pickle ids.
    private func parse(_ input: HandOver<Handed<Source>>, into output: HandOver<Handed<ParsedFile>>) {
        defer { output.close() }
        var ids = IdGenerator()
        while let handed = input.take() {
            guard case .file(let source) = handed else {
                if case .unreadable(let path) = handed { output.put(.unreadable(path: path)) }
                return
            }
            var result = GherkinParser.parse(source, dialects: dialects, defaultLanguage: "en", ids: &ids)
            var pickleIds: IdGenerator?
            if result.errors.isEmpty, var document = result.document {
                if document.uri == nil { document.uri = source.uri }
                if includePickles {
                    pickleIds = ids
                    ids.skip(PickleCompiler.idCount(document))
                }
                result.document = document
            }
            output.put(.file(ParsedFile(source: source, result: result, pickleIds: pickleIds)))
        }
    }

    /// The compiling thread: each file's pickles, with the ids reserved for them.
    private static func compile(_ input: HandOver<Handed<ParsedFile>>, into output: HandOver<Handed<CompiledFile>>) {
        defer { output.close() }
        while let handed = input.take() {
            guard case .file(let file) = handed else {
                if case .unreadable(let path) = handed { output.put(.unreadable(path: path)) }
                return
            }
            var pickles: [Pickle] = []
            if var ids = file.pickleIds, let document = file.result.document {
                pickles = PickleCompiler.compile(document, source: file.source, ids: &ids)
            }
            output.put(.file(CompiledFile(source: file.source, result: file.result, pickles: pickles)))
        }
    }

    /// One file's envelopes in the reference's order: source, then the
    /// document and its pickles, or the parse errors instead. False when the
    /// file had parse errors.
    private func write(_ file: CompiledFile, into json: inout JSONWriter) -> Bool {
        if includeSource {
            json.writeEnvelope("source", file.source)
        }
        guard file.result.errors.isEmpty, let document = file.result.document else {
            for error in file.result.errors {
                json.writeEnvelope("parseError", error)
            }
            return file.result.errors.isEmpty
        }
        if includeAST {
            json.writeEnvelope("gherkinDocument", document)
        }
        file.pickles.withUnsafeBufferPointer { pickles in
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
