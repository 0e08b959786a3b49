import Foundation
import XCTest

/// The base protocol and the lifecycle, as LSP 3.17 says: `Content-Length`
/// framing, `initialize` first, `shutdown` then `exit`, errors for what comes
/// out of order, `$/cancelRequest`, unknown methods.
final class LifecycleTests: LanguageServerTestCase {
    func testInitializeAnswersTheCapabilitiesThatTheServerSupports() throws {
        client = try LanguageServerClient(in: folder)
        let answer = try client.initialize()
        let capabilities = try XCTUnwrap(answer[path: "result", "capabilities"] as? [String: Any])
        XCTAssertEqual(capabilities["positionEncoding"] as? String, "utf-16")
        XCTAssertEqual(capabilities[path: "textDocumentSync", "change"] as? Int, 2, "incremental")
        XCTAssertEqual(capabilities[path: "textDocumentSync", "openClose"] as? Bool, true)
        for provider in ["hoverProvider", "definitionProvider", "documentSymbolProvider", "documentFormattingProvider"] {
            XCTAssertEqual(capabilities[provider] as? Bool, true, provider)
        }
        XCTAssertNotNil(capabilities["completionProvider"] as? [String: Any])
        XCTAssertEqual(answer[path: "result", "serverInfo", "name"] as? String, "linkspec")
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testRequestsBeforeInitializeFailAndNotificationsAreDropped() throws {
        client = try LanguageServerClient(in: folder)
        client.notify("textDocument/didOpen", ["textDocument": ["uri": uri("a.feature"), "languageId": "gherkin",
                                                                "version": 1, "text": "Feature: a\n"]])
        let early = try client.request("textDocument/hover", at(uri("a.feature"), 0, 0))
        XCTAssertEqual(early[path: "error", "code"] as? Int, -32002)
        XCTAssertFalse(client.hasReceived(within: 0.2) { $0["method"] as? String == "textDocument/publishDiagnostics" })
        _ = try client.initialize()
        let again = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(), "capabilities": [String: Any]()])
        XCTAssertEqual(again[path: "error", "code"] as? Int, -32600, "initialize may be sent once")
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testUnknownMethodsAreMethodNotFoundAndUnknownNotificationsAreIgnored() throws {
        try start()
        client.notify("$/setTrace", ["value": "off"])
        client.notify("workspace/didChangeConfiguration", ["settings": [String: Any]()])
        let unknown = try client.request("textDocument/codeLens", ["textDocument": ["uri": uri("a.feature")]])
        XCTAssertEqual(unknown[path: "error", "code"] as? Int, -32601)
        let dollar = try client.request("$/somethingPrivate", [String: Any]())
        XCTAssertEqual(dollar[path: "error", "code"] as? Int, -32601, "a $/ request must be answered MethodNotFound")
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testAfterShutdownRequestsAreInvalidAndExitWithoutShutdownIsCodeOne() throws {
        try start()
        let shutdown = try client.request("shutdown")
        XCTAssertTrue(shutdown.keys.contains("result"))
        let late = try client.request("textDocument/hover", at(uri("a.feature"), 0, 0))
        XCTAssertEqual(late[path: "error", "code"] as? Int, -32600)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)

        let second = try LanguageServerClient(in: folder)
        _ = try second.initialize()
        second.notify("exit")
        XCTAssertEqual(second.waitForExit(), 1, "exit before shutdown")
    }

    func testACancelledRequestIsAnsweredRequestCancelled() throws {
        try start()
        _ = try client.open(uri("a.feature"), "Feature: a\n  Scenario: b\n    Given the app is launched\n")
        // The request and its cancellation arrive together, as when an editor cancels at once.
        let id = 100
        let request = LanguageServerClient.framed(["jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
                                                   "params": at(uri("a.feature"), 2, 10)])
        let cancel = LanguageServerClient.framed(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": id]])
        client.sendRaw(request + cancel)
        let answer = try client.response(to: id)
        XCTAssertEqual(answer[path: "error", "code"] as? Int, -32800)
        // Cancelling what was already answered changes nothing; the next request is answered.
        client.notify("$/cancelRequest", ["id": 1])
        let hover = try client.request("textDocument/hover", at(uri("a.feature"), 2, 10))
        XCTAssertNotNil(hover[path: "result", "contents"])
        XCTAssertEqual(try client.shutDown(), 0)
    }

    func testBrokenMessagesGetErrorsAndTheServerGoesOnAnswering() throws {
        try start()
        // Not JSON: a ParseError answer with a null id.
        client.sendRaw(Data("Content-Length: 9\r\n\r\n{not json".utf8))
        XCTAssertTrue(client.hasReceived(within: 5) { ($0["error"] as? [String: Any])?["code"] as? Int == -32700 })
        // A header without Content-Length is skipped.
        client.sendRaw(Data("Content-Type: application/vscode-jsonrpc\r\n\r\n".utf8))
        // JSON that is no request.
        client.sendRaw(Data("Content-Length: 2\r\n\r\n[]".utf8))
        XCTAssertTrue(client.hasReceived(within: 5) { ($0["error"] as? [String: Any])?["code"] as? Int == -32600 })
        // Bad params: an error answer, not a crash.
        let bad = try client.request("textDocument/hover", ["textDocument": ["uri": 42]])
        XCTAssertEqual(bad[path: "error", "code"] as? Int, -32602)
        let notOpen = try client.request("textDocument/completion", at(uri("missing.feature"), 0, 0))
        XCTAssertEqual(notOpen[path: "error", "code"] as? Int, -32602)
        // Positions past the end of the document are clamped.
        _ = try client.open(uri("a.feature"), "Feature: a\n")
        let far = try client.request("textDocument/completion", at(uri("a.feature"), 5_000, 70_000))
        XCTAssertNotNil(far["result"])
        let symbols = try client.request("textDocument/documentSymbol", ["textDocument": ["uri": uri("a.feature")]])
        XCTAssertEqual((symbols["result"] as? [Any])?.count, 1)
        XCTAssertEqual(try client.shutDown(), 0)
    }
}
