import LinkSpecJSON

/// A request's id as the client wrote it: a number (kept as written) or a
/// string. Answers carry it back unchanged.
enum RequestID: Hashable, Sendable, JSONWritable {
    case number(String)
    case string(String)

    init?(_ value: JSONValue?) {
        switch value?.content {
        case .number(let text)?: self = .number(text)
        case .string(let text)?: self = .string(text)
        default: return nil
        }
    }

    func write(into json: inout JSONWriter) {
        switch self {
        case .number(let text): json.number(text)
        case .string(let text): json.string(text)
        }
    }
}

/// One JSON-RPC message from the client.
enum RPCMessage {
    case request(id: RequestID, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// An answer to a request of ours (the server sends none, so it is ignored).
    case response

    /// The message in `bytes`, or the error to answer it with.
    static func read(_ bytes: [UInt8]) -> Result<RPCMessage, RPCError> {
        let value: JSONValue
        do {
            value = try JSONReader.read(bytes)
        } catch {
            return .failure(RPCError(.parseError, "not JSON: \(error)"))
        }
        guard value.object != nil else {
            return .failure(RPCError(.invalidRequest, "a message must be a JSON object, not \(value.kindName)"))
        }
        // `params: null` is read as no params, as clients send it for `shutdown`.
        let params = value["params"].flatMap { $0.isNull ? nil : $0 }
        if let params, params.object == nil, params.array == nil {
            return .failure(RPCError(.invalidRequest, "params must be an object or an array", id: RequestID(value["id"])))
        }
        guard let method = value["method"]?.string else {
            if value["result"] != nil || value["error"] != nil { return .success(.response) }
            return .failure(RPCError(.invalidRequest, "a message needs a method", id: RequestID(value["id"])))
        }
        guard let idValue = value["id"] else { return .success(.notification(method: method, params: params)) }
        guard let id = RequestID(idValue) else {
            return .failure(RPCError(.invalidRequest, "a request id must be a number or a string"))
        }
        return .success(.request(id: id, method: method, params: params))
    }
}

/// An error answer, with the JSON-RPC and LSP codes.
struct RPCError: Error, Sendable, JSONWritable {
    enum Code: Int, Sendable {
        case parseError = -32700
        case invalidRequest = -32600
        case methodNotFound = -32601
        case invalidParams = -32602
        case serverNotInitialized = -32002
        case requestCancelled = -32800
    }

    var code: Code
    var message: String
    /// The request's id when it could be read (an answer needs it, or null).
    var id: RequestID?

    init(_ code: Code, _ message: String, id: RequestID? = nil) {
        self.code = code
        self.message = message
        self.id = id
    }

    func write(into json: inout JSONWriter) {
        json.beginObject()
        json.field("code", code.rawValue)
        json.field("message", message)
        json.endObject()
    }
}
