import CucumberMessages
import Expressions
import Gherkin
import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// A problem shown in the editor, as `textDocument/publishDiagnostics` sends it.
struct Diagnostic: Hashable, JSONWritable {
    enum Severity: Int {
        case error = 1, warning = 2, information = 3, hint = 4
    }

    var range: TextRange
    var severity: Severity
    /// What kind of problem: `parse-error`, `undefined-step`, `wrong-keyword`,
    /// `ambiguous-step`, `unknown-name`, `unrouted-link`, `app-map`, `misspelt-keyword`.
    var code: String
    var message: String

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("range", range)
        json.field("severity", severity.rawValue)
        json.field("code", code)
        json.field("source", "linkspec")
        json.field("message", message)
        json.endObject()
    }
}

/// The diagnostics of a document: what the parser rejects, steps no phrase
/// binds (with the closest phrases), steps under a keyword their phrase is
/// not for, ambiguous steps, and names the app map does not know.
enum Diagnostics {
    static func of(_ document: TextDocument, in workspace: Workspace) -> [Diagnostic] {
        let scan = workspace.scan(document)
        var found = parseErrors(document, dialects: workspace.dialects) + misspeltKeywords(scan, document: document)
        let app = workspace.app(for: document)
        if case .failure(let problem)? = app {
            found.append(Diagnostic(range: TextRange(line: 0, from: 0, to: 0), severity: .warning, code: "app-map",
                                    message: "names are not checked: \(problem.message)"))
        }
        let knowledge = try? app?.get()
        found += scan.steps.flatMap { diagnostics(of: $0, document: document, scan: scan, workspace: workspace, app: knowledge) }
        var seen: Set<Diagnostic> = []
        return found.filter { seen.insert($0).inserted }.sorted { $0.range.start < $1.range.start }
    }

    private static func parseErrors(_ document: TextDocument, dialects: DialectTable) -> [Diagnostic] {
        var ids = IdGenerator()
        let source = Source(uri: document.uri, data: document.text, mediaType: document.isMarkdown ? .markdown : .plain)
        let result = GherkinParser.parse(source, dialects: dialects, ids: &ids)
        return result.errors.map { error in
            let problem = FeatureLoader.inputError(error, uri: document.uri)
            let line = max((problem.line ?? 1) - 1, 0)
            let text = document.line(line)
            let from = TextDocument.utf16Offset(ofColumn: problem.column ?? 1, inLine: text)
            return Diagnostic(range: TextRange(line: line, from: min(from, text.utf16.count), to: text.utf16.count),
                              severity: .error, code: "parse-error", message: problem.message)
        }
    }

    /// Lines read as description that look like a misspelt block keyword
    /// (`Scenaro:`): the scenario they meant to start never runs.
    private static func misspeltKeywords(_ scan: FeatureLines, document: TextDocument) -> [Diagnostic] {
        scan.lines.indices.compactMap { index in
            guard scan.lines[index].kind == .other else { return nil }
            let text = document.line(index)
            guard let meant = scan.dialect.misspeltKeyword(in: text), let colon = text.firstIndex(of: ":") else { return nil }
            let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.startIndex
            let range = TextRange(line: index, from: text.utf16.distance(from: text.startIndex, to: start),
                                  to: text.utf16.distance(from: text.startIndex, to: colon) + 1)
            return Diagnostic(range: range, severity: .warning, code: "misspelt-keyword",
                              message: Dialect.misspeltKeywordMessage(written: String(text[start...colon]), meant: meant))
        }
    }

    private static func diagnostics(of step: FeatureLines.Step, document: TextDocument, scan: FeatureLines,
                                    workspace: Workspace, app: AppKnowledge?) -> [Diagnostic] {
        let line = scan.lines[step.line]
        let textRange = TextRange(line: step.line, from: line.textStart, to: line.textStart + line.text.utf16.count)
        guard !line.text.isEmpty else {
            return [Diagnostic(range: TextRange(line: step.line, from: line.keywordStart, to: line.textStart),
                               severity: .warning, code: "undefined-step", message: "a step needs a text after its keyword")]
        }
        let catalog = workspace.catalog(for: document)
        let template = StepReading(step: step, text: String(line.text), textStart: line.textStart, catalog: catalog)
        var found: [Diagnostic] = []
        var reported = 0
        for expansion in scan.texts(of: step) {
            let reading = expansion.text == template.text ? template
                : StepReading(step: step, text: expansion.text, textStart: line.textStart, catalog: catalog)
            let row = expansion.row.map { " (with the Examples row on line \($0 + 1): \(expansion.text))" } ?? ""
            switch reading.bindings.count {
            case 0:
                guard reported < 3 else { continue }
                reported += 1
                found.append(undefined(reading, range: textRange, rowNote: row, catalog: catalog))
            case 1:
                guard let app else { continue }
                for argument in reading.arguments {
                    guard let role = argument.role, !argument.value.contains("<") else { continue }
                    // Where the value was written: its Examples cell, or the step's argument.
                    let written = template.arguments.first { $0.index == argument.index }
                    var range = written?.range ?? textRange
                    if let written, written.value.hasPrefix("<"), written.value.hasSuffix(">"), let row = expansion.row,
                       let cell = expansion.cells[String(written.value.dropFirst().dropLast())] {
                        range = TextRange(line: row, from: cell.start, to: cell.end)
                    }
                    found += nameDiagnostics(argument.value, role: role, range: range, app: app,
                                             platform: scan.platform(of: step, in: document))
                }
            default:
                guard reported < 3 else { continue }
                reported += 1
                let phrases = reading.bindings.map { binding -> String in
                    let phrase = catalog.phrases[binding.phrase]
                    return "\(phrase.keyword.rawValue) \(phrase.pattern.source) (\(phrase.location))"
                }
                found.append(Diagnostic(range: textRange, severity: .error, code: "ambiguous-step",
                                        message: "ambiguous step\(row): \(phrases.count) phrases bind it:\n"
                                            + phrases.map { "  " + $0 }.joined(separator: "\n")))
            }
        }
        return found
    }

    private static func undefined(_ reading: StepReading, range: TextRange, rowNote: String,
                                  catalog: StepCatalog) -> Diagnostic {
        let kind = reading.step.kind
        let others = catalog.bindings(of: reading.text, kind: .unknown)
        if let other = others.first {
            let phrase = catalog.phrases[other.phrase]
            return Diagnostic(range: range, severity: .warning, code: "wrong-keyword", message:
                "'\(phrase.pattern.source)' is a \(phrase.keyword.rawValue) phrase (\(phrase.location)); "
                + "this step takes \(keywordName(kind)) phrases\(rowNote). linkspec binds phrases by keyword: "
                + "write it as a \(phrase.keyword.rawValue) step, or use a \(keywordName(kind)) phrase.")
        }
        var message = "undefined step\(rowNote): no \(keywordName(kind)) phrase matches it"
        let closest = catalog.ranking.closest(to: reading.text, kind: kind)
        if !closest.isEmpty {
            message += ". Did you mean:\n" + closest.map { "  \($0.text)" }.joined(separator: "\n")
        }
        return Diagnostic(range: range, severity: .warning, code: "undefined-step", message: message)
    }

    private static func nameDiagnostics(_ value: String, role: AppParameterRole, range: TextRange,
                                        app: AppKnowledge, platform: MobilePlatform) -> [Diagnostic] {
        if case .link(let form) = role {
            guard case .notRouted(let reason, let close) = app.fate(of: value, form: form, on: platform) else { return [] }
            var message = reason.hasPrefix("no route matches") ? "no route of the app map matches '\(value)'"
                : "'\(value)' reaches no route: \(reason)"
            if let close { message += " (did you mean '\(close)'?)" }
            return [Diagnostic(range: range, severity: .information, code: "unrouted-link", message: message)]
        }
        guard let problem = app.problem(with: value, role: role) else { return [] }
        return [Diagnostic(range: range, severity: .warning, code: "unknown-name", message: problem)]
    }

    /// `Then` for outcome steps; `any` for `*` steps.
    static func keywordName(_ kind: StepKind) -> String {
        kind == .unknown ? "any" : kind.snippetKeyword.rawValue
    }
}
