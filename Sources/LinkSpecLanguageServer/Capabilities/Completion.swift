import Expressions
import Foundation
import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// `textDocument/completion`: what may be typed where the cursor is.
/// - After a step keyword: the phrases for the keyword in force (`And`/`But`
///   take the keyword before them), parameters as snippet placeholders.
/// - Inside the quotes of a parameter that names something of the app map:
///   its screens, tabs, flavours, intents or route patterns.
/// - At the start of a line: the keywords of the file's language.
enum Completion {
    struct Item: JSONWritable {
        enum Kind: Int {
            case text = 1, value = 12, keyword = 14, snippet = 15, enumMember = 20
        }

        var label: String
        var kind: Kind
        var detail: String?
        var documentation: String?
        var newText: String
        var range: TextRange
        var isSnippet = false
        var filterText: String?
        var sortText: String?

        func write(into json: inout JSONWriter) {
            json.beginObject()
            json.field("label", label)
            json.field("kind", kind.rawValue)
            json.field("detail", ifPresent: detail)
            json.field("documentation", ifPresent: documentation.map(MarkupContent.init))
            json.field("filterText", ifPresent: filterText)
            json.field("sortText", ifPresent: sortText)
            json.field("insertTextFormat", isSnippet ? 2 : 1)
            json.field("textEdit", TextEdit(range: range, newText: newText))
            json.endObject()
        }
    }

    static func items(at position: Position, in document: TextDocument, workspace: Workspace, snippets: Bool) -> [Item] {
        let scan = workspace.scan(document)
        guard scan.lines.indices.contains(position.line) else { return [] }
        let line = scan.lines[position.line]
        let text = document.line(position.line)
        let cursor = min(position.character, text.utf16.count)
        switch line.kind {
        case .step:
            guard cursor >= line.textStart, let step = scan.stepAtLine[position.line] else {
                return keywords(line: position.line, cursor: cursor, text: text, scan: scan)
            }
            let kind = scan.steps[step].kind
            let start = TextDocument.index(inLine: text, utf16Offset: line.textStart)
            let typed = text[start..<TextDocument.index(inLine: text, utf16Offset: cursor)]
            if let opening = openQuote(in: typed) {
                return names(typedBefore: typed[..<opening], quoteAt: opening, line: position.line, text: text,
                             cursor: cursor, kind: kind, document: document, workspace: workspace)
            }
            let end = max(cursor, line.textStart + line.text.utf16.count)
            return phrases(for: kind, range: TextRange(line: position.line, from: line.textStart, to: end),
                           catalog: workspace.catalog(for: document), snippets: snippets,
                           app: try? workspace.app(for: document)?.get())
        case .empty, .other:
            return scan.isMarkdown ? [] : keywords(line: position.line, cursor: cursor, text: text, scan: scan)
        default:
            return []
        }
    }

    // MARK: phrases

    /// Each phrase for the keyword, its parameters as placeholders; a name
    /// written without quotes (`{screen name}`, `{tab name}`) offers the app's names.
    private static func phrases(for kind: StepKind, range: TextRange, catalog: StepCatalog, snippets: Bool,
                                app: AppKnowledge?) -> [Item] {
        catalog.phrases.enumerated().compactMap { index, phrase in
            guard phrase.keyword.binds(kind), case .expression(let expression) = phrase.pattern else { return nil }
            let outline = PhraseOutline(expression: expression)
            var choices: [Int: [String]] = [:]
            if let app {
                for (parameter, type) in phrase.parameterTypes.enumerated() where type != "string" {
                    guard let role = AppParameterRole(phrase.role(ofParameter: parameter)), !role.isLink else { continue }
                    choices[parameter] = app.names(for: role)
                }
            }
            return Item(label: expression, kind: .snippet,
                        detail: "\(phrase.keyword == .any ? "*" : phrase.keyword.rawValue) phrase",
                        documentation: Hover.markdown(of: phrase),
                        newText: snippets ? outline.snippet(roles: phrase.roles, choices: choices) : outline.plainText(roles: phrase.roles),
                        range: range, isSnippet: snippets, filterText: expression,
                        sortText: String(format: "%04d", index))
        }
    }

    // MARK: names in quotes

    /// Where the quote left open before the cursor is, if one is.
    private static func openQuote(in typed: Substring) -> Substring.Index? {
        var open: Substring.Index?
        var escaped = false
        for index in typed.indices {
            if escaped {
                escaped = false
            } else if typed[index] == "\\" {
                escaped = true
            } else if typed[index] == "\"" {
                open = open == nil ? index : nil
            }
        }
        return open
    }

    private static func names(typedBefore before: Substring, quoteAt quote: Substring.Index, line: Int, text: Substring,
                              cursor: Int, kind: StepKind, document: TextDocument, workspace: Workspace) -> [Item] {
        guard let app = try? workspace.app(for: document)?.get() else { return [] }
        let afterCursor = text[TextDocument.index(inLine: text, utf16Offset: cursor)...]
        let closing = afterCursor.firstIndex(of: "\"")
        let following = closing.map { text[text.index(after: $0)...] }
        var roles: [AppParameterRole] = []
        for phrase in workspace.catalog(for: document).phrases where phrase.keyword.binds(kind) {
            guard case .expression(let expression) = phrase.pattern,
                  let parameter = PhraseOutline(expression: expression).parameter(openedAfter: before, following: following),
                  let role = AppParameterRole(phrase.role(ofParameter: parameter)), !roles.contains(role) else { continue }
            roles.append(role)
        }
        let from = TextDocument.utf16Offset(of: text.index(after: quote), inLine: text)
        let to = closing.map { TextDocument.utf16Offset(of: $0, inLine: text) } ?? cursor
        let range = TextRange(line: line, from: from, to: to)
        var items: [Item] = []
        for role in roles {
            let values: [String]
            if case .link(let form) = role {
                values = linkExamples(app, form: form)
            } else {
                values = app.names(for: role)
            }
            for value in values where !items.contains(where: { $0.label == value }) {
                items.append(Item(label: value, kind: role.isLink ? .value : .enumMember,
                                  detail: "\(role.name) of the app map",
                                  newText: value + (closing == nil ? "\"" : ""), range: range,
                                  sortText: String(format: "%04d", items.count)))
            }
        }
        return items
    }

    /// The route patterns as a link of this form writes them.
    private static func linkExamples(_ app: AppKnowledge, form: AppParameterRole.LinkForm) -> [String] {
        let patterns = app.map.routes.map(\.pattern)
        switch form {
        case .afterScheme, .inApp:
            return patterns
        case .url:
            let scheme = app.map.deepLinkScheme.map { "\($0)://" }
            // An Android-only map's web hosts are its manifest's.
            let host = (app.map.universalLinkHosts.first ?? app.map.appLinkHosts.first).map { "https://\(AppMap.exampleHost(of: $0))/" }
            return patterns.flatMap { pattern in [scheme, host].compactMap { $0.map { $0 + pattern } } }
        }
    }

    // MARK: keywords

    private static func keywords(line: Int, cursor: Int, text: Substring, scan: FeatureLines) -> [Item] {
        let start = min(scan.lines[line].indent, text.utf16.count)
        let range = TextRange(line: line, from: min(start, cursor), to: max(cursor, min(start, cursor)))
        let dialect = scan.dialect
        let hasFeature = scan.blocks.contains { $0.kind == .feature && $0.line < line }
        var items: [Item] = []
        func add(_ keyword: String, _ insert: String, _ detail: String) {
            guard !items.contains(where: { $0.label == keyword }) else { return }
            items.append(Item(label: keyword, kind: .keyword, detail: detail, newText: insert, range: range,
                              sortText: String(format: "%04d", items.count)))
        }
        if !hasFeature {
            for keyword in dialect.feature { add(keyword, keyword + ": ", "feature") }
            return items
        }
        for (list, detail) in [(dialect.given, "Given step"), (dialect.when, "When step"),
                               (dialect.then, "Then step"), (dialect.and, "And step"),
                               (dialect.but, "But step")] {
            for keyword in list where keyword != "* " {
                add(keyword.trimmingCharacters(in: .whitespaces), keyword, detail)
            }
        }
        for (list, detail) in [(dialect.scenario, "scenario"), (dialect.scenarioOutline, "scenario outline"),
                               (dialect.examples, "examples"), (dialect.background, "background"),
                               (dialect.rule, "rule")] {
            for keyword in list { add(keyword, keyword + ": ", detail) }
        }
        return items
    }
}
