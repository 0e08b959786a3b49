import Gherkin
import LinkSpecJSON
import LinkSpecRunner
import LinkSpecSteps

/// `linkspec lsp`: a language server for `.feature` and `.feature.md` files,
/// speaking LSP 3.17 over standard input and output, for any step library:
/// the standard one from `linkspec`, a team's own from its executable.
///
/// One thread answers the messages in order. It reads what has already
/// arrived before it answers, so a `$/cancelRequest` behind a request is
/// honoured (`RequestCancelled`), and it checks an edited document only once
/// nothing waits: a burst of edits is checked once, after the last, and a
/// completion typed right after an edit is answered before the check.
package final class LanguageServer {
    private enum State {
        case starting, running, shutDown
    }

    private let workspace: Workspace
    private let version: String
    private var state = State.starting
    private var snippets = true
    private(set) var channel: MessageChannel?
    /// Documents edited or opened whose diagnostics are not published yet.
    private var unchecked: [String] = []
    private let log: (String) -> Void

    /// Compiles the library's phrases: a pattern that does not compile is an
    /// error at its Swift location, as for a run. With the team's routing
    /// function in `app`, links in steps are checked as its runs route them.
    package init<World>(library: StepLibrary<World>, app: AppSource, dialects: DialectTable = .builtIn,
                        version: String, log: @escaping (String) -> Void = { _ in }) throws(InputErrors) {
        workspace = try Workspace(library: library, dialects: dialects, app: app)
        self.version = version
        self.log = log
    }

    /// Answers messages until `exit` or the end of the input. The exit code
    /// is 0 after a `shutdown` request, 1 otherwise, as the protocol says.
    package func serve(input: Int32, output: Int32) -> Int32 {
        let channel = MessageChannel(input: input, output: output)
        self.channel = channel
        defer { self.channel = nil }
        while let bytes = channel.next(skipped: log) {
            if handle(bytes) { break }
            channel.readArrived(skipped: log)
            if channel.queued.isEmpty { publishUnchecked() }
        }
        return state == .shutDown ? 0 : 1
    }

    /// Whether the message says to exit.
    private func handle(_ bytes: [UInt8]) -> Bool {
        switch RPCMessage.read(bytes) {
        case .failure(let error):
            respond(error.id, .failure(error))
        case .success(.response):
            break
        case .success(.notification(let method, let params)):
            if method == "exit" { return true }
            guard state == .running else { break } // dropped before initialize and after shutdown
            notification(method, params)
        case .success(.request(let id, let method, let params)):
            channel?.readArrived(skipped: log)
            if channel?.removeQueued(where: { Self.isCancel($0, of: id) }) == true {
                respond(id, .failure(RPCError(.requestCancelled, "cancelled")))
                break
            }
            respond(id, request(method, params))
        }
        return false
    }

    /// A result written as JSON, or an error.
    typealias Answer = Result<(inout JSONWriter) -> Void, RPCError>

    private func request(_ method: String, _ params: JSONValue?) -> Answer {
        switch (state, method) {
        case (.starting, "initialize"):
            return initialize(params)
        case (.starting, _):
            return .failure(RPCError(.serverNotInitialized, "the server is not initialized"))
        case (.shutDown, _), (.running, "initialize"):
            return .failure(RPCError(.invalidRequest, state == .shutDown ? "the server is shut down" : "already initialized"))
        case (.running, "shutdown"):
            state = .shutDown
            return .success { $0.null() }
        default:
            do {
                return .success(try answer(method, params ?? JSONValue(.object([]), line: 1, column: 1)))
            } catch {
                return .failure(error)
            }
        }
    }

    private func answer(_ method: String, _ params: JSONValue) throws(RPCError) -> (inout JSONWriter) -> Void {
        switch method {
        case "textDocument/completion":
            let (document, position) = try documentAndPosition(params)
            let items = Completion.items(at: position, in: document, workspace: workspace, snippets: snippets)
            return { json in
                json.beginObject()
                json.field("isIncomplete", false)
                json.field("items", items)
                json.endObject()
            }
        case "textDocument/hover":
            let (document, position) = try documentAndPosition(params)
            let hover = Hover.answer(at: position, in: document, workspace: workspace)
            return { hover.write(into: &$0) }
        case "textDocument/definition":
            let (document, position) = try documentAndPosition(params)
            let target = Definition.target(at: position, in: document, workspace: workspace)
            return { target.write(into: &$0) }
        case "textDocument/documentSymbol":
            let document = try openDocument(params)
            return { [workspace] json in DocumentSymbols.write(document, workspace: workspace, into: &json) }
        case "textDocument/formatting":
            let edits = Formatting.edits(for: try openDocument(params), workspace: workspace)
            return { edits.write(into: &$0) }
        default:
            throw RPCError(.methodNotFound, "unknown method '\(method)'")
        }
    }

    private func notification(_ method: String, _ params: JSONValue?) {
        guard let params else { return }
        do {
            switch method {
            case "textDocument/didOpen":
                let item = try params.required("textDocument")
                let uri = try item.requiredString("uri")
                workspace.open(TextDocument(uri: uri, version: item["version"]?.int ?? 0, text: try item.requiredString("text")))
                check(uri)
            case "textDocument/didChange":
                let uri = try params.documentURI()
                let version = params["textDocument"]?["version"]?.int ?? 0
                for change in try params.required("contentChanges").array ?? [] {
                    let text = try change.requiredString("text")
                    let range = try change["range"].map { value throws(RPCError) in try value.range() }
                    workspace.change(uri) { $0.apply(text, in: range, version: version) }
                }
                check(uri)
            case "textDocument/didSave":
                check(try params.documentURI())
            case "textDocument/didClose":
                let uri = try params.documentURI()
                workspace.close(uri)
                unchecked.removeAll { $0 == uri }
                publish([], for: uri, version: nil)
            default:
                break // `initialized`, `$/` notifications and those the server does not use
            }
        } catch {
            log("\(method): \(error.message)")
        }
    }

    // MARK: lifecycle

    private func initialize(_ params: JSONValue?) -> Answer {
        let completion = params?["capabilities"]?["textDocument"]?["completion"]?["completionItem"]
        snippets = completion?["snippetSupport"]?.bool ?? false
        state = .running
        return .success { [version] json in
            json.beginObject()
            json.object("capabilities") { json in
                json.field("positionEncoding", "utf-16")
                json.object("textDocumentSync") { json in
                    json.field("openClose", true)
                    json.field("change", 2) // incremental
                    json.object("save") { $0.field("includeText", false) }
                }
                json.object("completionProvider") { json in
                    json.field("triggerCharacters", [" ", "\""])
                    json.field("resolveProvider", false)
                }
                json.field("hoverProvider", true)
                json.field("definitionProvider", true)
                json.field("documentSymbolProvider", true)
                json.field("documentFormattingProvider", true)
            }
            json.object("serverInfo") { json in
                json.field("name", "linkspec")
                json.field("version", version)
            }
            json.endObject()
        }
    }

    // MARK: documents

    private func openDocument(_ params: JSONValue) throws(RPCError) -> TextDocument {
        let uri = try params.documentURI()
        guard let document = workspace.documents[uri] else {
            throw RPCError(.invalidParams, "the document \(uri) is not open")
        }
        return document
    }

    private func documentAndPosition(_ params: JSONValue) throws(RPCError) -> (TextDocument, Position) {
        (try openDocument(params), try params.required("position").position())
    }

    /// Diagnostics for the document once nothing else waits.
    private func check(_ uri: String) {
        if !unchecked.contains(uri) { unchecked.append(uri) }
    }

    private func publishUnchecked() {
        for uri in unchecked {
            guard let document = workspace.documents[uri] else { continue }
            publish(Diagnostics.of(document, in: workspace), for: uri, version: document.version)
        }
        unchecked.removeAll()
    }
}
