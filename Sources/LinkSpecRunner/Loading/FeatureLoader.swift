import CucumberMessages
import Dispatch
import Foundation
import Gherkin
import LinkSpecPlatform

/// The one loader of feature files: reads, parses, compiles and selects them,
/// and collects every problem of every file (not UTF-8, a syntax error, a line
/// that selects nothing) as `path:line:column: message` before anything runs.
///
/// Files are parsed on every core at once, in parts numbered from id bases of
/// their own (`FileParts`). A suite within a budget of bytes is parsed once
/// and kept; a larger one is streamed a batch at a time in flat memory
/// (`FeatureBatches`), each file parsed again as its batch comes
/// (docs/decisions/0002-one-parse.md).
package struct FeatureLoader: Sendable {
    package var dialects: DialectTable
    /// The arguments of the selected scenarios' steps checked (the names of
    /// the app's screens and tabs), their problems thrown with the others.
    package var argumentCheck: StepArgumentCheck?

    /// Bytes of feature files a streamable run keeps parsed from the check.
    package static let defaultBudget = 1 << 20

    package init(dialects: DialectTable = .builtIn, argumentCheck: StepArgumentCheck? = nil) {
        self.dialects = dialects
        self.argumentCheck = argumentCheck
    }

    /// Every file loaded whole, with the scenarios `selection` picks.
    package func load(_ files: [FeatureFile],
                     selection: ScenarioSelection = ScenarioSelection()) throws(InputErrors) -> LoadedFeatures {
        var parts = FileParts(fileCount: files.count)
        var loads = try check(files, in: parts, selection: selection, keeping: true)
        if zip(loads.indices, loads).contains(where: { !parts.holds($1.ids, inPart: $0) }) {
            // A part took more ids than its span: one part, numbered in turn.
            parts = FileParts(fileCount: files.count, maximumCount: 1)
            loads = try check(files, in: parts, selection: selection, keeping: true)
        }
        let features = loads.flatMap(\.kept)
        var loaded = LoadedFeatures(features: features, pickles: selection.arrange(features), ids: loads.last?.ids ?? IdGenerator())
        loaded.warnings = loads.flatMap(\.warnings)
        return loaded
    }

    /// A run's files, kept from the check when there is no `budget` (bytes;
    /// nil: any size), when the selection needs every file
    /// (`ScenarioSelection.canStream`) or when the files fit it: whole if the
    /// selection fits the first batch, else streamed from memory. A larger
    /// suite is streamed, each file parsed again for its batch.
    package func load(_ files: [FeatureFile], selection: ScenarioSelection, budget: Int?,
                     batches: BatchSizes = BatchSizes()) throws(InputErrors) -> LoadedRun {
        guard let budget, selection.canStream else { return .whole(try load(files, selection: selection)) }
        guard Self.size(of: files, upTo: budget) <= budget else {
            let loads = try check(files, in: FileParts(fileCount: files.count), selection: selection, keeping: false)
            return .streamed(FeatureBatches(files: files, kept: nil, loader: self, selection: selection, sizes: batches,
                                            warnings: loads.flatMap(\.warnings)))
        }
        let loaded = try load(files, selection: selection)
        guard loaded.pickles.count <= batches.minimum else {
            return .streamed(FeatureBatches(files: files, kept: loaded.features, loader: self, selection: selection,
                                            sizes: batches, warnings: loaded.warnings))
        }
        return .whole(loaded)
    }

    /// Every part checked, on every core; every problem of every file is thrown.
    private func check(_ files: [FeatureFile], in parts: FileParts, selection: ScenarioSelection,
                       keeping: Bool) throws(InputErrors) -> [PartLoad] {
        let results = Locked([PartLoad?](repeating: nil, count: parts.count))
        let loader = self
        DispatchQueue.concurrentPerform(iterations: parts.count) { part in
            let result = loader.check(files, part: part, of: parts, selection: selection, keeping: keeping)
            results.withLock { $0[part] = result }
        }
        let loads = results.withLock { $0 }.map { $0 ?? PartLoad(ids: IdGenerator()) }
        // Lines that select nothing only matter once every file parses.
        let parseErrors = loads.flatMap(\.parseErrors)
        guard parseErrors.isEmpty else { throw InputErrors(parseErrors) }
        let lineErrors = loads.flatMap(\.lineErrors) + loads.flatMap(\.argumentErrors)
        guard lineErrors.isEmpty else { throw InputErrors(lineErrors) }
        return loads
    }

    /// The files' sizes, counted up to just past `limit`; a file whose size
    /// is unknown counts as past it.
    private static func size(of files: [FeatureFile], upTo limit: Int) -> Int {
        var total = 0
        for file in files where total <= limit {
            total += Platform.status(atPath: file.path)?.size ?? limit + 1
        }
        return total
    }

    /// One part's files checked in order, with the part's ids, and when
    /// `keeping`, compiled and selected.
    private func check(_ files: [FeatureFile], part: Int, of parts: FileParts, selection: ScenarioSelection,
                       keeping: Bool) -> PartLoad {
        var ids = IdGenerator(startingAt: part * FileParts.idSpan)
        var load = PartLoad(ids: ids)
        for index in parts.ranges[part] {
            let file = files[index]
            let parsed: (Source, GherkinDocument)
            do {
                parsed = try parse(file, ids: &ids)
            } catch {
                load.parseErrors += error.errors
                continue
            }
            if let warning = noScenarios(parsed.1, source: parsed.0, of: file) { load.warnings.append(warning) }
            // Only `file:LINE` and the argument check need the pickles of a file not kept.
            guard keeping || !file.lines.isEmpty || argumentCheck != nil else { continue }
            var feature = compile(parsed, of: file, ids: &ids)
            let (selected, unmatched) = selection.select(in: feature)
            load.lineErrors += unmatched
            if let argumentCheck { load.argumentErrors += argumentCheck.problems(in: feature, pickles: selected) }
            guard keeping, load.parseErrors.isEmpty else { continue }
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
        let gherkin = GherkinParser.parse(source, dialects: dialects, ids: &ids)
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
    package static func inputError(_ error: ParseError, uri: String) -> InputError {
        var message = Substring(error.message)
        if message.hasPrefix("("), let close = message.firstIndex(of: ")"),
           message[message.index(after: close)...].hasPrefix(": ") {
            message = message[message.index(close, offsetBy: 3)...]
        }
        return InputError(path: error.source.uri ?? uri, line: error.source.location?.line ?? 1,
                          column: error.source.location?.column ?? 1, message: String(message))
    }
}

/// What checking one part of the files found: its problems, and the files it
/// kept with `ids` where they left the part's ids.
struct PartLoad: Sendable {
    var kept: [ParsedFeature] = []
    var ids: IdGenerator
    var parseErrors: [InputError] = []
    var lineErrors: [InputError] = []
    /// Steps whose arguments the argument check rejects.
    var argumentErrors: [InputError] = []
    /// Files with no scenario (`FeatureLoader.noScenarios`).
    var warnings: [InputError] = []
}

