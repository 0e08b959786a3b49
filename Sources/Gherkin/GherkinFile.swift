import CucumberMessages

/// One feature file's source, parsed (`GherkinParser.parse`): the one producer
/// of a file's Gherkin messages, in the reference's order: `source`, then the
/// `gherkinDocument` and its `pickle`s, or the `parseError`s instead of both.
package struct GherkinFile: Sendable {
    package var source: Source
    /// Present exactly when `errors` is empty (its `uri` is the source's), as
    /// the reference emits either a document or errors, never both.
    package var document: GherkinDocument?
    package var errors: [ParseError]

    package init(source: Source, document: GherkinDocument?, errors: [ParseError] = []) {
        self.source = source
        self.document = document
        self.errors = errors
    }

    /// The file's messages with `pickles` after its document, handed to `emit`
    /// in order; false when the file has parse errors (emitted instead of the
    /// document and pickles).
    @discardableResult
    package func emit(source withSource: Bool = true, document withDocument: Bool = true, pickles: some Sequence<Pickle>,
                      to emit: (Envelope) -> Void) -> Bool {
        guard emitHead(source: withSource, document: withDocument, to: emit) != nil else { return errors.isEmpty }
        for pickle in pickles { emit(.pickle(pickle)) }
        return true
    }

    /// The file's messages with its pickles compiled now, numbered from
    /// `ids`, each handed on and let go before the next is made, so that a
    /// file's pickles are never all in memory at once; nil leaves them out.
    @discardableResult
    package func emit(source withSource: Bool = true, document withDocument: Bool = true,
                      compilingPicklesWith ids: inout IdGenerator?, to emit: (Envelope) -> Void) -> Bool {
        guard let document = emitHead(source: withSource, document: withDocument, to: emit) else { return errors.isEmpty }
        guard var generator = ids else { return true }
        PickleCompiler.compile(document, source: source, ids: &generator) { emit(.pickle($0)) }
        ids = generator
        return true
    }

    /// The source, then the document, or the parse errors instead; the
    /// document, for its pickles to follow, or nil.
    private func emitHead(source withSource: Bool, document withDocument: Bool,
                          to emit: (Envelope) -> Void) -> GherkinDocument? {
        if withSource { emit(.source(source)) }
        guard errors.isEmpty, let document else {
            for error in errors { emit(.parseError(error)) }
            return nil
        }
        if withDocument { emit(.gherkinDocument(document)) }
        return document
    }
}
