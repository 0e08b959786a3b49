import LinkSpecJSON

/// What the server writes to the client: a response to a request, and the
/// diagnostics of a document.
extension LanguageServer {
    func respond(_ id: RequestID?, _ answer: Answer) {
        var json = JSONWriter()
        json.beginObject()
        json.field("jsonrpc", "2.0")
        json.field("id", id)
        switch answer {
        case .success(let write):
            json.key("result")
            write(&json)
        case .failure(let error):
            json.field("error", error)
        }
        json.endObject()
        channel?.send(json.bytes)
    }

    func publish(_ diagnostics: [Diagnostic], for uri: String, version: Int?) {
        var json = JSONWriter()
        json.beginObject()
        json.field("jsonrpc", "2.0")
        json.field("method", "textDocument/publishDiagnostics")
        json.object("params") { json in
            json.field("uri", uri)
            json.field("version", ifPresent: version)
            json.field("diagnostics", diagnostics)
        }
        json.endObject()
        channel?.send(json.bytes)
    }
}
