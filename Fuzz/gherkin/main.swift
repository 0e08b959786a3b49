/// Fuzzes the Gherkin engine: the same input parsed as plain Gherkin and as
/// Markdown with Gherkin, then compiled to pickles and written as messages:
/// the pickles written straight from the AST (`writeEnvelopes`, as
/// `linkspec gherkin` does) must be the bytes of the built ones, written
/// through the pointer-reading message writers.
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
        var built = JSONWriter()
        built.idOffset = size
        built.writeEnvelope("gherkinDocument", document)
        var written = built
        var writtenIds = ids
        PickleCompiler.writeEnvelopes(of: document, source: source, ids: &writtenIds, to: &written)
        let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
        for pickle in pickles { built.writeEnvelope("pickle", pickle) }
        invariant(written.bytes == built.bytes, "pickles written from the AST differ from the built ones")
        invariant(writtenIds.nextValue == ids.nextValue, "writing the pickles took other ids than building them")
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
