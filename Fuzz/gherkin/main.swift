import CucumberMessages

/// Fuzzes the Gherkin engine: the same input parsed as plain Gherkin and as
/// Markdown with Gherkin, then compiled to pickles and written as messages by
/// the one envelope writer, as `linkspec gherkin` writes them: what is written
/// reads back as the same envelopes, and written with an id offset every id
/// that is a number moves by that offset.
@_cdecl("LLVMFuzzerTestOneInput")
public func gherkinFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let lineCount = text.utf8.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    for mediaType in [Source.MediaType.plain, .markdown] {
        let source = Source(uri: "fuzz.feature", data: text, mediaType: mediaType)
        var ids = IdGenerator()
        let result = GherkinParser.parse(source, ids: &ids)
        invariant((result.document == nil) != result.errors.isEmpty,
                  "a parse gives a document or errors, never both or neither")
        for error in result.errors {
            guard let location = error.source.location else {
                invariant(false, "parse error without a location: \(error.message)")
                continue
            }
            invariant(location.line >= 1 && location.line <= lineCount + 1,
                      "error line \(location.line) outside 1...\(lineCount + 1): \(error.message)")
            invariant(location.column.map { $0 >= 1 } ?? true, "error column < 1: \(error.message)")
            invariant(error.message.hasPrefix("(\(location.line):"),
                      "message does not start with its line: \(error.message)")
        }
        guard let document = result.document else { continue }
        let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
        let envelopes = [Envelope.source(source), .gherkinDocument(document)] + pickles.map(Envelope.pickle)
        var writer = EnvelopeWriter()
        var shifted = EnvelopeWriter(idOffset: size)
        for envelope in envelopes {
            writer.write(envelope)
            shifted.write(envelope)
        }
        var reader = EnvelopeReader(name: "fuzz.ndjson", bytes: writer.json.bytes)
        var read: [Envelope] = []
        do {
            while let envelope = try reader.next() { read.append(envelope) }
        } catch {
            invariant(false, "the written messages do not read back: \(error)")
        }
        invariant(read == envelopes, "the written messages read back differently")
        var shiftedReader = EnvelopeReader(name: "shifted.ndjson", bytes: shifted.json.bytes)
        for pickle in pickles {
            guard case .pickle(let moved)? = try? shiftedReader.nextPickle() else {
                invariant(false, "a pickle written with an id offset does not read back")
                continue
            }
            invariant(moved.id == String(Int(pickle.id)! + size), "pickle id \(pickle.id) not moved by \(size): \(moved.id)")
        }
        var seen = Set<String>()
        for pickle in pickles {
            invariant(seen.insert(pickle.id).inserted, "duplicate pickle id \(pickle.id)")
            for step in pickle.steps {
                invariant(seen.insert(step.id).inserted, "duplicate pickle step id \(step.id)")
            }
            if let line = pickle.location?.line {
                invariant(line >= 1 && line <= lineCount, "pickle line \(line) outside the file")
            }
        }
    }
    return 0
}

extension EnvelopeReader {
    /// The next pickle envelope, skipping the others.
    fileprivate mutating func nextPickle() throws -> Envelope? {
        while let envelope = try next() {
            if case .pickle = envelope { return envelope }
        }
        return nil
    }
}
