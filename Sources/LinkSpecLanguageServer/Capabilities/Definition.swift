import Foundation
import LinkSpecJSON

/// `textDocument/definition`: from a step to the Swift line of its phrase;
/// from a link to the route in `app.json` that takes it, and from a screen,
/// tab, flavour or intent to where `app.json` names it.
enum Definition {
    struct Target: JSONWritable {
        var uri: String
        var position: Position

        func write(into json: inout JSONWriter) {
            json.beginObject()
            json.field("uri", uri)
            json.field("range", TextRange(start: position, end: position))
            json.endObject()
        }
    }

    static func target(at position: Position, in document: TextDocument, workspace: Workspace) -> Target? {
        let scan = workspace.scan(document)
        guard let reading = workspace.reading(ofLine: position.line, in: document, scan: scan),
              let phraseIndex = reading.phrase else { return nil }
        if let argument = reading.arguments.first(where: { $0.range.contains(position) }), let role = argument.role,
           let app = try? workspace.app(for: document)?.get(), let path = app.path {
            var found = app.position(of: argument.value, role: role) // nil for a link: found by where it leads
            if case .link(let form) = role, case .routed(let route, _) = app.fate(of: argument.value, form: form) {
                found = app.position(ofRoute: route)
            }
            if let found { return Target(uri: Workspace.uri(ofPath: path), position: found) }
        }
        let location = workspace.catalog(for: document).phrases[phraseIndex].location
        guard let path = location.filePath, FileManager.default.fileExists(atPath: path) else { return nil }
        return Target(uri: Workspace.uri(ofPath: path), position: Position(line: max(location.line - 1, 0), character: 0))
    }
}
