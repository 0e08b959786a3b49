import LinkSpecPlatform
import CucumberMessages

/// The front door of the engine: line reader -> token matcher -> parser -> AST builder.
/// (Not named `Gherkin`: a type named like its module would shadow `Gherkin.DataTable`.)
package enum GherkinParser {
    /// Parses one feature file (plain or Markdown, as `Source.mediaType` says),
    /// numbering its nodes with `ids`; everything wrong comes back in `errors`.
    package static func parse(_ source: Source, dialects: DialectTable = .builtIn,
                             defaultLanguage: String = "en", ids: inout IdGenerator) -> GherkinFile {
        guard let found = dialects[defaultLanguage] else {
            let error = ParseError(source: SourceReference(uri: source.uri, location: Location(line: 1, column: 1)),
                                   message: "(1:1): Language not supported: \(defaultLanguage)")
            return GherkinFile(source: source, document: nil, errors: [error])
        }
        let dialect = CompiledDialect.compiled(found)
        let (document, errors) = _UnsafeBytes.withBytes(of: source.data) { bytes in
            switch source.mediaType {
            case .plain: parse(bytes, source.uri, PlainTokenMatcher(dialects: dialects, dialect: dialect), &ids)
            case .markdown: parse(bytes, source.uri, MarkdownTokenMatcher(dialect: dialect), &ids)
            }
        }
        return GherkinFile(source: source, document: document, errors: errors)
    }

    /// Everything that reads the source's bytes (lines, tokens, the parser)
    /// lives inside this call; what it returns holds none of them.
    private static func parse(_ bytes: _UnsafeBytes, _ uri: String, _ matcher: some TokenMatcher,
                              _ ids: inout IdGenerator) -> (GherkinDocument?, [ParseError]) {
        var parser = Parser(bytes: bytes, uri: uri, matcher: matcher, ids: ids)
        let document = parser.parse()
        ids = parser.ids
        return (document, parser.errors)
    }
}
