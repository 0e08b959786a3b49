import CucumberMessages
import Dispatch
import Foundation
import Gherkin
import LinkSpecPlatform

/// The one loader of feature files: reads, parses, compiles and selects them,
/// each file once in every ordinary case, and collects every problem of every
/// file (not UTF-8, a syntax error, a line that selects nothing) as
/// `path:line:column: message` before anything runs, so one run shows them all.
///
/// Files are parsed on every core at once, in parts of consecutive files,
/// each numbered from an id base of its own (`FileParts`), so a file's ids are
/// the same whichever thread parses it and however often. What is parsed is
/// kept for the run up to a budget of bytes of feature files, so a suite
/// within it is parsed once. A suite that selects no more than a run's first
/// batch is loaded whole (the message stream in the reference runners'
/// order); a larger one, in defined order, is streamed a batch at a time in
/// flat memory (`FeatureBatches`): first the files kept, then the others,
/// parsed again as their batch comes (docs/decisions/0002-one-parse.md).
package struct FeatureLoader: Sendable {
    package var dialects: DialectTable
    package var defaultLanguage: String

    /// Bytes of feature files whose parse a streamable run keeps from the
    /// check: suites up to this size are parsed once.
    package static let defaultBudget = 1 << 20

    package init(dialects: DialectTable = .builtIn, defaultLanguage: String = "en") {
        self.dialects = dialects
        self.defaultLanguage = defaultLanguage
    }

    /// Every file loaded whole, with the scenarios `selection` picks.
    package func load(_ files: [FeatureFile],
                     selection: ScenarioSelection = ScenarioSelection()) throws(InputErrors) -> LoadedFeatures {
        switch try load(files, selection: selection, budget: nil) {
        case .whole(let features): return features
        case .streamed: preconditionFailure("without a budget every file is kept")
        }
    }

    /// A run's files: whole when there is no `budget` (bytes of feature files
    /// kept from the check; nil: every file), when the selection needs every
    /// file (`ScenarioSelection.canStream`), or when every file fits the
    /// budget and the selection the first batch; else streamed in batches of
    /// `batches` selected scenarios, the files kept first.
    package func load(_ files: [FeatureFile], selection: ScenarioSelection, budget: Int?,
                     batches: BatchSizes = BatchSizes()) throws(InputErrors) -> LoadedRun {
        let parts = FileParts(fileCount: files.count)
        let kept = Budget(selection.canStream ? budget : nil)
        let results = Locked([PartLoad?](repeating: nil, count: parts.count))
        let loader = self
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            let result = loader.check(files, part: part, of: parts, selection: selection, budget: kept)
            results.withLock { $0[part] = result }
        }
        let loads = results.withLock { $0 }.map { $0 ?? PartLoad(ids: IdGenerator()) }
        // Lines that select nothing only matter once every file parses.
        let parseErrors = loads.flatMap(\.parseErrors)
        guard parseErrors.isEmpty else { throw InputErrors(parseErrors) }
        let lineErrors = loads.flatMap(\.lineErrors)
        guard lineErrors.isEmpty else { throw InputErrors(lineErrors) }

        if zip(loads, parts.ranges).allSatisfy({ $0.kept.count == $1.count }) {
            let features = loads.flatMap(\.kept)
            let pickles = selection.arrange(features)
            if budget == nil || !selection.canStream || pickles.count <= batches.minimum {
                return .whole(LoadedFeatures(features: features, pickles: pickles, ids: loads.last?.ids ?? IdGenerator()))
            }
        }
        return .streamed(FeatureBatches(files: files, parts: parts, loads: loads, loader: self, selection: selection,
                                        sizes: batches))
    }

    /// One part's files checked in order, with the part's ids: each file's
    /// problems, and the files kept while the budget lasts (every one of
    /// them compiled and selected; after the first file not kept, none is).
    private func check(_ files: [FeatureFile], part: Int, of parts: FileParts, selection: ScenarioSelection,
                       budget: Budget) -> PartLoad {
        var ids = parts.firstIds(of: part)
        var load = PartLoad(ids: ids)
        var keeping = true
        for index in parts.ranges[part] {
            let file = files[index]
            let parsed: (Source, GherkinDocument)
            do {
                parsed = try parse(file, ids: &ids)
            } catch {
                load.parseErrors += error.errors
                keeping = false
                continue
            }
            keeping = keeping && budget.take(parsed.0.data.utf8.count)
            // Only `file:LINE` needs the pickles of a file not kept, to check its lines.
            guard keeping || !file.lines.isEmpty else { continue }
            var feature = compile(parsed, of: file, ids: &ids)
            let (selected, unmatched) = selection.select(in: feature)
            load.lineErrors += unmatched
            guard keeping else { continue }
            feature.pickles = selected
            load.kept.append(feature)
            load.ids = ids
        }
        return load
    }

    /// One file read, parsed and compiled with `ids` (every pickle), or every problem it has.
    package func load(_ file: FeatureFile, ids: inout IdGenerator) throws(InputErrors) -> ParsedFeature {
        compile(try parse(file, ids: &ids), of: file, ids: &ids)
    }

    /// One file read and parsed, or every problem it has.
    private func parse(_ file: FeatureFile, ids: inout IdGenerator) throws(InputErrors) -> (Source, GherkinDocument) {
        let source: Source
        do {
            source = try SourceReader.source(of: file)
        } catch {
            throw InputErrors([error])
        }
        let gherkin = GherkinFile(parsing: source, dialects: dialects, defaultLanguage: defaultLanguage, ids: &ids)
        guard gherkin.errors.isEmpty, let document = gherkin.document else {
            var errors = gherkin.errors.map { Self.inputError($0, uri: file.uri) }
            if errors.isEmpty {
                errors.append(InputError(path: file.uri, line: 1, column: 1, message: "the file could not be parsed"))
            }
            throw InputErrors(errors)
        }
        return (source, document)
    }

    private func compile(_ parsed: (source: Source, document: GherkinDocument), of file: FeatureFile,
                         ids: inout IdGenerator) -> ParsedFeature {
        ParsedFeature(file: file, source: parsed.source, document: parsed.document,
                      pickles: PickleCompiler.compile(parsed.document, source: parsed.source, ids: &ids))
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

/// What checking one part of the files found: its problems, and its first
/// files loaded for the run (`kept`, with `ids` where they left the part's ids).
struct PartLoad: Sendable {
    var kept: [ParsedFeature] = []
    var ids: IdGenerator
    var parseErrors: [InputError] = []
    var lineErrors: [InputError] = []
}

/// The bytes of feature files the check may still keep, shared by its threads.
private final class Budget: Sendable {
    private let remaining: Locked<Int>

    /// nil: no limit.
    init(_ bytes: Int?) {
        remaining = Locked(bytes ?? .max)
    }

    /// Takes `bytes` from what remains; false, taking nothing, when they do not fit.
    func take(_ bytes: Int) -> Bool {
        remaining.withLock { remaining in
            guard bytes <= remaining else { return false }
            remaining -= bytes
            return true
        }
    }
}
