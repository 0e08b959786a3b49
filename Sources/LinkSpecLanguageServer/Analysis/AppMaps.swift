import AppFiles
import AppSimulation
import Foundation
import LinkSpecSteps

/// The app maps of the open documents, found as the command line finds them:
/// the one given (`--app PATH`, or an `AppMap` built in Swift by a team's
/// executable), else the nearest `app.json` in the document's folder or a
/// folder above it. A file is read once, and again when it changes on disk,
/// so editing `app.json` beside the features is seen.
final class AppMaps {
    /// An app map that could not be used, and why, as `path:line:column: message`.
    struct Problem: Error {
        var path: String
        var message: String
    }

    /// With the team's routing function, when its executable plugs one in:
    /// links are checked as its runs route them.
    private let source: AppSource
    private var loaded: [String: (modified: Date?, result: Result<AppKnowledge, Problem>)] = [:]
    private var given: AppKnowledge?

    init(_ source: AppSource) {
        self.source = source
        if case .built(let map) = source.map { given = AppKnowledge(map: map, routing: source.routing, document: nil) }
    }

    /// The app map for a document at `path` (nil for a document that is not
    /// a file); nil when there is none to find.
    func knowledge(forDocumentAt path: String?) -> Result<AppKnowledge, Problem>? {
        switch source.map {
        case .built:
            return given.map { .success($0) }
        case .file(let file):
            return load(AppMapFile.file(at: Self.absolute(file)))
        case .nearest:
            let folder = path.map { ($0 as NSString).deletingLastPathComponent } ?? FileManager.default.currentDirectoryPath
            return AppMapFile.nearest(from: folder).map(load)
        }
    }

    private func load(_ path: String) -> Result<AppKnowledge, Problem> {
        let modified = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        if let cached = loaded[path], cached.modified == modified { return cached.result }
        let result = Self.read(path, routing: source.routing)
        loaded[path] = (modified, result)
        return result
    }

    private static func read(_ path: String, routing: RoutingFunction?) -> Result<AppKnowledge, Problem> {
        let bytes: [UInt8]
        do {
            bytes = try AppMap.fileBytes(atPath: path)
        } catch {
            return .failure(Problem(path: path, message: "\(path): cannot read the app map: \(error.message)"))
        }
        do {
            let document = try AppMap.document(bytes, file: path, folder: nil)
            return .success(AppKnowledge(map: document.map, routing: routing, document: document))
        } catch {
            let first = error.issues.first?.description(file: path) ?? "\(path): the app map has errors"
            let more = error.issues.count > 1 ? " (and \(error.issues.count - 1) more)" : ""
            return .failure(Problem(path: path, message: first + more))
        }
    }

    /// `--app PATH` from the current folder.
    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
