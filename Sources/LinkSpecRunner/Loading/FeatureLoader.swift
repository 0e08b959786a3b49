import CucumberMessages
import Gherkin

/// The feature files of a run, read, parsed and compiled into pickles: what
/// selection picks from and what the message stream starts with.
package struct LoadedFeatures: Sendable {
    /// One per file, in the order found.
    package var sources: [Source]
    package var features: [ParsedFeature]
    /// The id sequence after the parser's, so the run's own ids never collide with them.
    package var ids: IdGenerator

    package init(sources: [Source] = [], features: [ParsedFeature] = [], ids: IdGenerator = IdGenerator()) {
        self.sources = sources
        self.features = features
        self.ids = ids
    }
}

/// Reads and parses feature files. Every problem of every file (not UTF-8, a
/// syntax error) is collected as `path:line:column: message`, so one run shows
/// them all; nothing runs when there is one.
package struct FeatureLoader: Sendable {
    package var dialects: DialectTable
    package var defaultLanguage: String

    package init(dialects: DialectTable = .builtIn, defaultLanguage: String = "en") {
        self.dialects = dialects
        self.defaultLanguage = defaultLanguage
    }

    package func load(_ files: [FeatureFile]) throws(InputErrors) -> LoadedFeatures {
        var loaded = LoadedFeatures()
        var errors: [InputError] = []
        for file in files {
            do {
                let (source, feature) = try load(file, ids: &loaded.ids)
                loaded.sources.append(source)
                loaded.features.append(feature)
            } catch {
                errors += error.errors
            }
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        return loaded
    }

    /// One file read, parsed and compiled with `ids`, or every problem it has.
    /// The file is read from `path` when given (an absolute path, say, where
    /// reports and errors show `file.uri` relative to a package's root).
    package func load(_ file: FeatureFile, readingFrom path: String? = nil,
                     ids: inout IdGenerator) throws(InputErrors) -> (Source, ParsedFeature) {
        let (source, document) = try parse(file, readingFrom: path, ids: &ids)
        let pickles = PickleCompiler.compile(document, source: source, ids: &ids)
        return (source, ParsedFeature(file: file, document: document, pickles: pickles))
    }

    /// One file read and parsed, not compiled: enough to find its problems.
    package func parse(_ file: FeatureFile, readingFrom path: String? = nil,
                      ids: inout IdGenerator) throws(InputErrors) -> (Source, GherkinDocument) {
        let source: Source
        do {
            source = try SourceReader.source(of: file, readingFrom: path)
        } catch {
            throw InputErrors([error])
        }
        let result = GherkinParser.parse(source, dialects: dialects, defaultLanguage: defaultLanguage, ids: &ids)
        guard result.errors.isEmpty, let document = result.document else {
            var errors = result.errors.map { Self.inputError($0, uri: file.uri) }
            if errors.isEmpty {
                errors.append(InputError(path: file.uri, line: 1, column: 1, message: "the file could not be parsed"))
            }
            throw InputErrors(errors)
        }
        return (source, document)
    }

    /// `path:line:column: message`, without the parser's own `(line:column): ` prefix.
    static func inputError(_ error: ParseError, uri: String) -> InputError {
        var message = Substring(error.message)
        if message.hasPrefix("("), let close = message.firstIndex(of: ")"),
           message[message.index(after: close)...].hasPrefix(": ") {
            message = message[message.index(close, offsetBy: 3)...]
        }
        return InputError(path: error.source.uri ?? uri, line: error.source.location?.line ?? 1,
                          column: error.source.location?.column ?? 1, message: String(message))
    }
}
