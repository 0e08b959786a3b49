import Foundation
import TestSupport
import XCTest

/// A folder with the demo app's `app.json`, where the tests' feature files
/// live, and a server started in it as an editor starts it.
class LanguageServerTestCase: XCTestCase {
    var folder: URL!
    var client: LanguageServerClient!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // The demo app's map and the Apple files it names.
        let demo = SharedConformance.repositoryRoot.appendingPathComponent("Features")
        try FileManager.default.copyItem(at: demo.appendingPathComponent("app.json"), to: folder.appendingPathComponent("app.json"))
        try FileManager.default.copyItem(at: demo.appendingPathComponent("App"), to: folder.appendingPathComponent("App"))
        try FileManager.default.copyItem(at: demo.appendingPathComponent("Android"), to: folder.appendingPathComponent("Android"))
    }

    override func tearDownWithError() throws {
        client = nil
        try? FileManager.default.removeItem(at: folder)
    }

    /// Starts `linkspec lsp` in the folder and initializes it.
    func start(_ arguments: [String] = [], snippets: Bool = true) throws {
        client = try LanguageServerClient(arguments: arguments, in: folder)
        _ = try client.initialize(snippets: snippets)
    }

    func uri(_ name: String) -> String {
        folder.appendingPathComponent(name).absoluteString
    }

    /// `line:code message` of each diagnostic, lines from 1, for readable failures.
    func summary(_ diagnostics: [[String: Any]]) -> [String] {
        diagnostics.map { diagnostic in
            let line = (diagnostic[path: "range", "start", "line"] as? Int ?? -1) + 1
            return "\(line):\(diagnostic["code"] as? String ?? "?") \(diagnostic["message"] as? String ?? "")"
        }
    }

    func position(_ line: Int, _ character: Int) -> [String: Any] {
        ["line": line, "character": character]
    }

    func at(_ uri: String, _ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": position(line, character)]
    }
}
