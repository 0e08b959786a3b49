import Foundation
import Gherkin
import LinkSpecRunner
import LinkSpecSteps

/// Everything the server knows: the step phrases, the languages, the app
/// maps, and the open documents with their latest reading.
final class Workspace {
    let dialects: DialectTable
    let apps: AppMaps
    /// The library's catalog for the names of an app (`StepLibrary.naming`).
    private let makeCatalog: (StepVocabulary) throws(InputErrors) -> StepCatalog
    /// For a document without an app map: the library as it is.
    private let unnamed: StepCatalog
    /// One per app map seen, by its names.
    private var named: [StepVocabulary: StepCatalog] = [:]
    private(set) var documents: [String: TextDocument] = [:]
    /// The last scan of each document, for its version.
    private var scans: [String: (version: Int, scan: FeatureLines)] = [:]

    /// Compiles the library's phrases once now, so that a pattern that does
    /// not compile is an error before the server starts.
    init<World>(library: StepLibrary<World>, dialects: DialectTable, app: AppSource) throws(InputErrors) {
        makeCatalog = { vocabulary throws(InputErrors) in try StepCatalog(library.naming(vocabulary)) }
        unnamed = try StepCatalog(library)
        self.dialects = dialects
        apps = AppMaps(app)
    }

    /// The phrases a document's steps are read against: the library named for
    /// the document's app map when it has one (its screens and tabs, which
    /// `{screen name}` and `{tab name}` match without quotes).
    func catalog(for document: TextDocument) -> StepCatalog {
        guard let app = try? app(for: document)?.get() else { return unnamed }
        let vocabulary = StepVocabulary(app: app.map)
        if let known = named[vocabulary] { return known }
        // The library compiled unnamed, so it compiles named: only lists of names differ.
        guard let catalog = try? makeCatalog(vocabulary) else { return unnamed }
        // A map edited many times leaves old names behind; a handful of apps is the most a workspace has.
        if named.count >= 8 { named.removeAll() }
        named[vocabulary] = catalog
        return catalog
    }

    func open(_ document: TextDocument) {
        documents[document.uri] = document
        scans[document.uri] = nil
    }

    func change(_ uri: String, _ body: (inout TextDocument) -> Void) {
        guard var document = documents[uri] else { return }
        body(&document)
        documents[uri] = document
    }

    func close(_ uri: String) {
        documents[uri] = nil
        scans[uri] = nil
    }

    /// The document's lines read with its language, made once per version.
    func scan(_ document: TextDocument) -> FeatureLines {
        if let cached = scans[document.uri], cached.version == document.version { return cached.scan }
        let scan = FeatureLines(document, dialects: dialects)
        scans[document.uri] = (document.version, scan)
        return scan
    }

    /// The step on `line`, read against the catalog; nil when the line is no step.
    func reading(ofLine line: Int, in document: TextDocument, scan: FeatureLines) -> StepReading? {
        guard let index = scan.stepAtLine[line] else { return nil }
        let scanned = scan.lines[line]
        return StepReading(step: scan.steps[index], text: String(scanned.text), textStart: scanned.textStart,
                           catalog: catalog(for: document))
    }

    /// The app map for a document, as the command line would find it.
    func app(for document: TextDocument) -> Result<AppKnowledge, AppMaps.Problem>? {
        apps.knowledge(forDocumentAt: Self.path(ofURI: document.uri))
    }

    /// The file path of a `file:` URI, percent-decoded; nil for other schemes.
    static func path(ofURI uri: String) -> String? {
        guard uri.hasPrefix("file://") else { return nil }
        var rest = uri.dropFirst("file://".count)
        // file://host/path: the path starts at the first slash.
        if let slash = rest.firstIndex(of: "/") { rest = rest[slash...] } else { return nil }
        return String(rest).removingPercentEncoding ?? String(rest)
    }

    static func uri(ofPath path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }
}
