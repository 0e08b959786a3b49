/// The result of parsing one source: the document (when the parse got far enough
/// to build one) and every error found, in order.
public struct ParseResult: Sendable {
    public var document: GherkinDocument?
    public var errors: [ParseError]

    public init(document: GherkinDocument?, errors: [ParseError]) {
        self.document = document
        self.errors = errors
    }
}

/// The front door of the engine: line reader -> token matcher -> parser -> AST builder.
/// (Not named `Gherkin`: a type named like its module would shadow `Gherkin.DataTable`.)
public enum GherkinParser {
    /// Parses one feature file. The media type (`Source.mediaType`) says whether it
    /// is plain Gherkin or Markdown with Gherkin. Never throws and never traps:
    /// everything wrong with the input comes back in `errors`.
    public static func parse(_ source: Source, dialects: DialectTable = .builtIn,
                             defaultLanguage: String = "en", ids: inout IdGenerator) -> ParseResult {
        // Placeholder until the parser lands.
        ParseResult(document: nil, errors: [])
    }

}

/// Compiles a document into pickles: one per scenario and one per Examples row.
public enum PickleCompiler {
    public static func compile(_ document: GherkinDocument, source: Source,
                               ids: inout IdGenerator) -> [Pickle] {
        // Placeholder until the pickle compiler lands.
        []
    }
}
