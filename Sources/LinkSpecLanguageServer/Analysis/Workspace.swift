import Foundation
import Gherkin
import LinkSpecRunner
import LinkSpecSteps

/// Everything the server knows: the step catalog, the languages, the app
/// maps, and the open documents with their latest reading.
final class Workspace {
    let catalog: StepCatalog
    let dialects: DialectTable
    let apps: AppMaps
    private(set) var documents: [String: TextDocument] = [:]
    /// The last scan of each document, for its version.
    private var scans: [String: (version: Int, scan: FeatureLines)] = [:]

    init(catalog: StepCatalog, dialects: DialectTable, app: AppSource) {
        self.catalog = catalog
        self.dialects = dialects
        apps = AppMaps(app)
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
        return StepReading(step: scan.steps[index], text: String(scanned.text), textStart: scanned.textStart, catalog: catalog)
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
