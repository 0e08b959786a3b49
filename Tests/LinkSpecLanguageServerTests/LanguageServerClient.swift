import Foundation
import LinkSpecLanguageServer
import LinkSpecPlatform
import TestSupport
import XCTest

/// An editor's side of the Language Server Protocol, for the tests: it
/// starts `linkspec lsp` (or a server in this process, for a library of the
/// test's own), frames JSON-RPC messages with `Content-Length`, and reads
/// the answers and notifications with Foundation's JSON reader.
final class LanguageServerClient {
    private let toServer = Pipe()
    private let fromServer = Pipe()
    private var process: Process?
    private var thread: Thread?
    private let inbox = Inbox()
    private var nextID = 0
    private var exitCode: Int32?
    /// How long to wait for an answer before the test fails.
    var timeout: TimeInterval = 10

    /// Starts the `linkspec` executable: `linkspec lsp ARGUMENTS` in `folder`.
    init(arguments: [String] = [], in folder: URL) throws {
        let process = Process()
        process.executableURL = try LinkSpecExecutable.required()
        process.arguments = ["lsp"] + arguments
        process.currentDirectoryURL = folder
        process.standardInput = toServer
        process.standardOutput = fromServer
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        startReading()
    }

    /// Runs `server` in this process, on a thread of its own, over pipes.
    init(server: LanguageServer) {
        let input = toServer.fileHandleForReading.fileDescriptor
        let output = fromServer.fileHandleForWriting.fileDescriptor
        let box = ServerBox(server)
        let thread = Thread { [fromServer] in
            let code = box.server.serve(input: input, output: output)
            box.code.withLock { $0 = code }
            try? fromServer.fileHandleForWriting.close()
        }
        thread.stackSize = 4 << 20
        self.thread = thread
        thread.start()
        serverBox = box
        startReading()
    }

    private var serverBox: ServerBox?

    private final class ServerBox: @unchecked Sendable {
        let server: LanguageServer
        /// Set by the server's thread, read by the test's once the server's
        /// output has closed: a pipe orders the two, but only a lock says so
        /// to the thread sanitizer.
        let code = Locked<Int32?>(nil)
        init(_ server: LanguageServer) { self.server = server }
    }

    /// The messages read from the server, filled by a thread of their own.
    private final class Inbox: @unchecked Sendable {
        let received = NSCondition()
        var messages: [[String: Any]] = []
        var ended = false
    }

    private func startReading() {
        let handle = fromServer.fileHandleForReading
        let inbox = inbox
        Thread.detachNewThread {
            var buffer = Data()
            while true {
                let chunk = handle.availableData
                if chunk.isEmpty { break }
                buffer.append(chunk)
                while let (message, rest) = LanguageServerClient.frame(buffer) {
                    buffer = rest
                    inbox.received.lock()
                    inbox.messages.append(message)
                    inbox.received.broadcast()
                    inbox.received.unlock()
                }
            }
            inbox.received.lock()
            inbox.ended = true
            inbox.received.broadcast()
            inbox.received.unlock()
        }
    }

    fileprivate static func frame(_ buffer: Data) -> ([String: Any], Data)? {
        guard let headerEnd = buffer.range(of: Data("\r\n\r\n".utf8)) else { return nil }
        let header = String(decoding: buffer[buffer.startIndex..<headerEnd.lowerBound], as: UTF8.self)
        guard let lengthLine = header.split(separator: "\r\n").first(where: { $0.lowercased().hasPrefix("content-length:") }),
              let length = Int(lengthLine.split(separator: ":")[1].trimmingCharacters(in: .whitespaces)) else { return nil }
        let bodyStart = headerEnd.upperBound
        guard buffer.distance(from: bodyStart, to: buffer.endIndex) >= length else { return nil }
        let bodyEnd = buffer.index(bodyStart, offsetBy: length)
        let message = (try? JSONSerialization.jsonObject(with: buffer[bodyStart..<bodyEnd])) as? [String: Any] ?? [:]
        return (message, Data(buffer[bodyEnd...]))
    }

    // MARK: sending

    func sendRaw(_ bytes: Data) {
        try? toServer.fileHandleForWriting.write(contentsOf: bytes)
    }

    static func framed(_ object: [String: Any]) -> Data {
        let body = try! JSONSerialization.data(withJSONObject: object)
        return Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    /// Sends a request without waiting; its id.
    @discardableResult
    func send(_ method: String, _ params: Any? = nil) -> Int {
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method]
        if let params { message["params"] = params }
        sendRaw(Self.framed(message))
        return nextID
    }

    func notify(_ method: String, _ params: Any? = nil) {
        var message: [String: Any] = ["jsonrpc": "2.0", "method": method]
        if let params { message["params"] = params }
        sendRaw(Self.framed(message))
    }

    /// Sends a request and waits for its answer (`result` or `error`).
    func request(_ method: String, _ params: Any? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let id = send(method, params)
        return try response(to: id, file: file, line: line)
    }

    func response(to id: Int, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try waitFor(file: file, line: line) { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// The next notification of this method, taken from those received.
    func notification(_ method: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try waitFor(file: file, line: line) { ($0["method"] as? String) == method && $0["id"] == nil }
    }

    private func waitFor(file: StaticString, line: UInt, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        inbox.received.lock()
        defer { inbox.received.unlock() }
        while true {
            if let index = inbox.messages.firstIndex(where: matches) { return inbox.messages.remove(at: index) }
            if inbox.ended || !inbox.received.wait(until: deadline) {
                XCTFail(inbox.ended ? "the server closed its output" : "no answer within \(timeout) s", file: file, line: line)
                throw CocoaError(.fileReadUnknown)
            }
        }
    }

    /// Whether a message matching `matches` has arrived within `wait` seconds.
    func hasReceived(within wait: TimeInterval, _ matches: ([String: Any]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(wait)
        inbox.received.lock()
        defer { inbox.received.unlock() }
        while !inbox.messages.contains(where: matches) {
            if inbox.ended || !inbox.received.wait(until: deadline) { return inbox.messages.contains(where: matches) }
        }
        return true
    }

    // MARK: the editor's usual conversation

    func initialize(snippets: Bool = true) throws -> [String: Any] {
        let answer = try request("initialize", [
            "processId": ProcessInfo.processInfo.processIdentifier, "rootUri": NSNull(),
            "capabilities": ["textDocument": ["completion": ["completionItem": ["snippetSupport": snippets]]]],
        ])
        notify("initialized", [String: Any]())
        return answer
    }

    /// Opens a document and returns the diagnostics published for it.
    func open(_ uri: String, _ text: String, version: Int = 1) throws -> [[String: Any]] {
        notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "gherkin", "version": version, "text": text]])
        return try diagnostics(uri)
    }

    /// The next diagnostics published for `uri`, or with `version` those of
    /// that version (earlier ones are passed over).
    func diagnostics(_ uri: String, version: Int? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> [[String: Any]] {
        while true {
            let published = try waitFor(file: file, line: line) {
                ($0["method"] as? String) == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["uri"] as? String == uri
            }
            let params = published["params"] as? [String: Any]
            guard version == nil || params?["version"] as? Int == version else { continue }
            return params?["diagnostics"] as? [[String: Any]] ?? []
        }
    }

    /// `shutdown`, `exit`, and the server's exit code.
    func shutDown(file: StaticString = #filePath, line: UInt = #line) throws -> Int32? {
        let answer = try request("shutdown", file: file, line: line)
        XCTAssertTrue(answer.keys.contains("result"), "\(answer)", file: file, line: line)
        notify("exit")
        return waitForExit()
    }

    func waitForExit() -> Int32? {
        try? toServer.fileHandleForWriting.close()
        if let process {
            let deadline = Date().addingTimeInterval(timeout)
            while process.isRunning, Date() < deadline { usleep(10_000) }
            if process.isRunning { return nil }
            // Lets Foundation finish with the exited process (it keeps the
            // process and its run loop source alive until it has).
            process.waitUntilExit()
            return process.terminationStatus
        }
        inbox.received.lock()
        let deadline = Date().addingTimeInterval(timeout)
        while !inbox.ended, inbox.received.wait(until: deadline) {}
        inbox.received.unlock()
        return serverBox?.code.withLock { $0 }
    }

    deinit {
        try? toServer.fileHandleForWriting.close()
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}

/// Reading answers.
extension Dictionary where Key == String, Value == Any {
    subscript(path path: String...) -> Any? {
        var value: Any? = self
        for key in path {
            if let index = Int(key), let array = value as? [Any] {
                value = array.indices.contains(index) ? array[index] : nil
            } else {
                value = (value as? [String: Any])?[key]
            }
        }
        return value
    }
}
