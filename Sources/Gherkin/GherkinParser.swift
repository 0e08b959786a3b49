import LinkSpecPlatform
import CucumberMessages

/// The result of parsing one source: the document (when the parse got far enough
/// to build one) and every error found, in order.
package struct ParseResult: Sendable {
    /// Present exactly when `errors` is empty, as the reference emits either a
    /// document or errors, never both.
    package var document: GherkinDocument?
    package var errors: [ParseError]

    package init(document: GherkinDocument?, errors: [ParseError]) {
        self.document = document
        self.errors = errors
    }
}

/// The front door of the engine: line reader -> token matcher -> parser -> AST builder.
/// (Not named `Gherkin`: a type named like its module would shadow `Gherkin.DataTable`.)
package enum GherkinParser {
    /// Parses one feature file. The media type (`Source.mediaType`) says whether it
    /// is plain Gherkin or Markdown with Gherkin. Never throws and never traps:
    /// everything wrong with the input comes back in `errors`.
    package static func parse(_ source: Source, dialects: DialectTable = .builtIn,
                             defaultLanguage: String = "en", ids: inout IdGenerator) -> ParseResult {
        guard let found = dialects[defaultLanguage] else {
            let error = ParseError(source: SourceReference(uri: source.uri, location: Location(line: 1, column: 1)),
                                   message: "(1:1): Language not supported: \(defaultLanguage)")
            return ParseResult(document: nil, errors: [error])
        }
        let dialect = CompiledDialect.compiled(found)
        let generator = ids
        // Everything that reads the source's bytes (lines, tokens, the parser)
        // lives inside this closure; what it returns holds none of them.
        let (document, errors, used): (GherkinDocument?, [ParseError], IdGenerator) = _UnsafeBytes.withBytes(of: source.data) { bytes in
            switch source.mediaType {
            case .plain:
                var parser = Parser(bytes: bytes, uri: source.uri,
                                    matcher: PlainTokenMatcher(dialects: dialects, dialect: dialect), ids: generator)
                let document = parser.parse()
                return (document, parser.errors, parser.ids)
            case .markdown:
                var parser = Parser(bytes: bytes, uri: source.uri, matcher: MarkdownTokenMatcher(dialect: dialect),
                                    ids: generator)
                let document = parser.parse()
                return (document, parser.errors, parser.ids)
            }
        }
        ids = used
        return ParseResult(document: document, errors: errors)
    }
}
