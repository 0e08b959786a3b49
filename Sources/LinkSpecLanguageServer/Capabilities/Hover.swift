import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// `textDocument/hover` on a step: its phrase's doc and Swift location, or
/// why no phrase binds it; on an argument that names something of the app
/// map, what the map says of it.
enum Hover {
    struct Answer: JSONWritable {
        var markdown: String
        var range: TextRange

        func write(into json: inout JSONWriter) {
            json.beginObject()
            json.field("contents", MarkupContent(markdown: markdown))
            json.field("range", range)
            json.endObject()
        }
    }

    static func answer(at position: Position, in document: TextDocument, workspace: Workspace) -> Answer? {
        let scan = workspace.scan(document)
        guard let reading = workspace.reading(ofLine: position.line, in: document, scan: scan) else { return nil }
        let line = scan.lines[position.line]
        let range = TextRange(line: position.line, from: line.keywordStart, to: line.textStart + line.text.utf16.count)
        let catalog = workspace.catalog(for: document)
        switch reading.bindings.count {
        case 0:
            var text = "**Undefined step**: no \(Diagnostics.keywordName(reading.step.kind)) phrase matches it."
            let closest = catalog.ranking.closest(to: reading.text, kind: reading.step.kind)
            if !closest.isEmpty {
                text += "\n\nDid you mean:\n" + closest.map { "- `\($0.text)`" }.joined(separator: "\n")
            }
            return Answer(markdown: text, range: range)
        case 1:
            let phrase = catalog.phrases[reading.bindings[0].phrase]
            var text = markdown(of: phrase)
            if let argument = reading.arguments.first(where: { $0.range.contains(position) }), let role = argument.role,
               let app = try? workspace.app(for: document)?.get() {
                text += "\n\n---\n\n" + describe(argument.value, role: role, app: app, platform: scan.platform(of: reading.step, in: document))
                return Answer(markdown: text, range: argument.range)
            }
            return Answer(markdown: text, range: range)
        default:
            let list = reading.bindings.map { "- " + markdown(of: catalog.phrases[$0.phrase], withDoc: false) }
            return Answer(markdown: "**Ambiguous step**: \(list.count) phrases bind it:\n\n" + list.joined(separator: "\n"),
                          range: range)
        }
    }

    /// `**Then** `the {string} screen is displayed``, its doc and where it is written.
    static func markdown(of phrase: StepCatalog.Phrase, withDoc: Bool = true) -> String {
        let keyword = phrase.keyword == .any ? "*" : phrase.keyword.rawValue
        var text = "**\(keyword)** `\(phrase.pattern.source)`"
        if withDoc, let doc = phrase.doc { text += "\n\n" + doc }
        text += withDoc ? "\n\n" : " "
        text += "_\(phrase.location.file):\(phrase.location.line)_"
        return text
    }

    private static func describe(_ value: String, role: AppParameterRole, app: AppKnowledge, platform: MobilePlatform) -> String {
        if case .link(let form) = role {
            let on = app.map.android != nil && platform == .android ? " on Android" : ""
            switch app.fate(of: value, form: form, on: platform) {
            case .routed(let route, let event):
                let pattern = app.map.routes.indices.contains(route) ? app.map.routes[route].pattern : "?"
                return "Routed by `\(pattern)` to `\(event)`\(on)."
            case .notRouted(let reason, _):
                return "Not routed\(on): \(reason)."
            }
        }
        if let problem = app.problem(with: value, role: role) { return problem.prefix(1).uppercased() + problem.dropFirst() + "." }
        switch role {
        case .screen:
            return "Screen `\(value)` of the app map; it requires \(app.map.requirement(ofScreen: value))."
        case .tab:
            let root = app.map.tab(named: value)?.rootScreen ?? "?"
            return "Tab `\(value)` of the app map; its root screen is `\(root)`."
        case .flavour:
            let disabled = app.map.flavour(named: value)?.disabledIntents ?? []
            return "Flavour `\(value)`: " + (disabled.isEmpty ? "no intent disabled." : "disables " + disabled.map { "`\($0)`" }.joined(separator: ", ") + ".")
        case .intent:
            let patterns = app.map.routes.filter { $0.intent.lowercased() == value.lowercased() }.map { "`\($0.pattern)`" }
            return "Intent `\(value)`: routes " + patterns.joined(separator: ", ") + "."
        case .certificate:
            let fingerprint = app.map.android?.certificate(named: value)?.fingerprint ?? "?"
            return "Signing certificate `\(value)` of the app map: SHA-256 `\(fingerprint)`."
        case .link:
            return ""
        }
    }
}
