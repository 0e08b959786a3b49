import Foundation
import TestSupport
import XCTest

/// `linkspec check --served` against the local HTTPS server: each rule from the
/// fault that produces it, on the AASA and on assetlinks.json, each finding at
/// the URL (or the served file's line), exit code 1; a consistent server, none.
final class ServedCheckTests: XCTestCase {
    private var server: LocalServer!

    override func setUpWithError() throws {
        server = try LocalServer()
    }

    override func tearDown() {
        server = nil
    }

    /// The app on `fault.served.test`, checked with `--served`: its output's lines.
    private func check(_ fault: String, _ extra: [String] = [], timeout: Int = 5,
                       file: StaticString = #filePath, line: UInt = #line) throws -> (app: ServedApp, lines: [String]) {
        let app = try ServedApp(host: "\(fault).served.test", server: server)
        let result = try app.checkServed(server, extra, timeout: timeout)
        XCTAssertEqual(result.code, 1, result.out + result.err, file: file, line: line)
        return (app, result.out.split(separator: "\n").map(String.init))
    }

    private func assertFinding(_ lines: [String], _ prefix: String, containing text: String = "",
                               file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(lines.contains { $0.hasPrefix(prefix) && (text.isEmpty || $0.contains(text)) },
                      "no line starting \(prefix) containing \(text) in:\n" + lines.joined(separator: "\n"), file: file, line: line)
    }

    func testAConsistentServerGivesNoFindingsAndIsAskedEachURLOnceWithoutCookies() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let result = try app.checkServed(server)
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(result.out, "no findings\n")
        let requests = server.requests.sorted()
        XCTAssertEqual(requests, [
            "example.com /.well-known/apple-app-site-association UA=AASA-Bot/1.0.0 cookie=False authorization=False",
            "example.com /.well-known/assetlinks.json UA=AASA-Bot/1.0.0 cookie=False authorization=False",
        ])
    }

    /// Without `--served` nothing is fetched. Without `--resolve` a fetch would go to the real
    /// example.com, which the local server never sees, so the child's `https_proxy` names a
    /// listener of the test's that counts connections (and closes them: nothing goes further).
    /// On Linux, where libcurl takes that variable, `--served` reaches it: the test can fail.
    func testWithoutServedNothingIsFetched() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let listener = try ConnectionCounter(closing: true)
        defer { listener.stop() }
        let proxy = ["https_proxy": "http://127.0.0.1:\(listener.port)", "HTTPS_PROXY": "http://127.0.0.1:\(listener.port)",
                     "no_proxy": "", "NO_PROXY": ""]
        let result = try app.run(["check"], environment: proxy)
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(server.requests, [])
        XCTAssertEqual(listener.connections, 0, "check without --served connected to the network")
        #if os(Linux)
        let served = try app.run(["check", "--served", "--timeout", "5"], environment: proxy)
        XCTAssertEqual(served.code, 1, served.out + served.err)
        XCTAssertGreaterThan(listener.connections, 0, "the guard above sees a fetch: --served goes through the listener")
        #endif
    }

    func testFetchOptionsWithoutServedAreAUsageError() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let result = try app.run(["check", "--timeout", "3"])
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("--timeout needs --served"), result.err)
        XCTAssertEqual(server.requests, [])
    }

    func testARedirectIsServedRedirectSayingWhereItPoints() throws {
        let (app, lines) = try check("redirect")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-redirect: answers 301, redirecting to https://www.redirect.served.test/")
        }
    }

    func testAFirewallThatAnswersApplesFetcher403IsServedStatusWithTheBody() throws {
        let (app, lines) = try check("forbidden")
        assertFinding(lines, "\(app.aasaURL):1:1: served-status: answers 403 instead of 200", containing: "Request blocked by firewall")
        // With another User-Agent the same server answers 200: the block is for Apple's fetcher.
        let other = try app.checkServed(server, ["--user-agent", "curl/8.0"])
        XCTAssertEqual(other.code, 0, other.out)
        XCTAssertTrue(server.requests.contains { $0.contains("UA=curl/8.0") })
    }

    func testAnHTML404IsServedStatusWithTheFirstBytesOfThePage() throws {
        let (app, lines) = try check("html404")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-status: answers 404 instead of 200", containing: "<title>404 Not Found</title>")
        }
    }

    func testALoginPageIsServedContentTypeAndServedNotJSON() throws {
        let (app, lines) = try check("login")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-content-type: served as 'text/html; charset=utf-8'")
            assertFinding(lines, "\(url):1:1: served-not-json:", containing: "Sign in to continue")
        }
    }

    func testTextPlainIsServedContentType() throws {
        let (app, lines) = try check("textplain")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-content-type: served as 'text/plain'; the platforms expect application/json")
        }
    }

    func testAnAASAOver128KBIsServedTooLarge() throws {
        let (app, lines) = try check("large")
        assertFinding(lines, "\(app.aasaURL):1:1: served-too-large: the apple-app-site-association is larger than 128 KB")
    }

    func testTextThatIsNotJSONIsServedNotJSON() throws {
        let (app, lines) = try check("notjson")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-not-json:", containing: "applinks: everything")
        }
    }

    func testBrokenJSONIsServedSyntaxAtTheServedFilesLine() throws {
        let (app, lines) = try check("syntax")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):3:17: served-syntax: not valid JSON")
        }
    }

    func testAnExpiredCertificateIsServedCertificate() throws {
        let (app, lines) = try check("expired")
        for url in [app.aasaURL, app.assetLinksURL] {
            assertFinding(lines, "\(url):1:1: served-certificate:", containing: "expired")
        }
    }

    func testACertificateForAnotherHostIsServedCertificate() throws {
        let (app, lines) = try check("wronghost")
        assertFinding(lines, "\(app.aasaURL):1:1: served-certificate:", containing: "wronghost.served.test")
    }

    func testACertificateOfAnUntrustedAuthorityIsServedCertificate() throws {
        let (app, lines) = try check("untrusted")
        assertFinding(lines, "\(app.assetLinksURL):1:1: served-certificate:")
    }

    func testWithoutTheTestAuthorityTheServersCertificateIsRefused() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let result = try app.run(["check", "--served", "--timeout", "5"] + server.resolving("example.com"))
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(app.aasaURL):1:1: served-certificate:"), result.out)
    }

    func testAHostNothingAnswersIsServedUnreachableWithTheCause() throws {
        // Port 1 of this machine: the connection is refused (no name is looked up, nothing else is reached).
        let app = try ServedApp(host: "nowhere.served.test", server: server)
        let result = try app.run(["check", "--served", "--timeout", "5", "--resolve", "nowhere.served.test=127.0.0.1:1"])
        XCTAssertEqual(result.code, 1, result.out + result.err)
        for url in [app.aasaURL, app.assetLinksURL] {
            XCTAssertTrue(result.out.contains("\(url):1:1: served-unreachable: cannot fetch the"), result.out)
        }
        XCTAssertTrue(result.out.contains("cannot connect to 127.0.0.1:1 (--resolve): Connection refused"), result.out)
    }

    func testAServedFileThatDropsARouteComponentDiffersNamingTheLinkAndTheRoute() throws {
        let app = try ServedApp(host: "example.com", server: server)
        try server.serve(try app.text(app.aasaFile).replacingOccurrences(of: #"{"/": "/items/*"},"#, with: ""),
                         at: "example.com/apple-app-site-association")
        let result = try app.checkServed(server)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(app.aasaURL):1:1: served-differs: differs from the repository's App/example.com.aasa.json: "
                                          + "https://example.com/items/1 opens the app with the repository's file and the browser with the served one"), result.out)
        // The repository's rules on the served file: the route whose links no longer open the app.
        XCTAssertTrue(result.out.contains("app.json:20:17: route-not-in-aasa: route 'items/{id:int}' handles universal links the example.com AASA never lets open the app"), result.out)
    }

    func testAServedFileThatDiffersOnlyInSpacingIsTheSameFile() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let compact = try app.text(app.aasaFile).split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.joined()
        try server.serve(compact, at: "example.com/apple-app-site-association")
        let result = try app.checkServed(server)
        XCTAssertEqual(result.code, 0, result.out + result.err)
    }

    func testAServedFileThatChangesNoLinksFateStillDiffers() throws {
        let app = try ServedApp(host: "example.com", server: server)
        try server.serve(try app.text(app.aasaFile).replacingOccurrences(of: #"{"/": "/about"}"#, with: #"{"/": "/about", "comment": "the about page"}"#),
                         at: "example.com/apple-app-site-association")
        let result = try app.checkServed(server)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(app.aasaURL):1:1: served-differs: differs from the repository's App/example.com.aasa.json: no route's sample link changes fate"), result.out)
    }

    func testAServedAssetLinksWithTheUploadKeyDiffersAndFailsVerification() throws {
        let app = try ServedApp(host: "example.com", server: server)
        try server.serve(try app.text(app.assetLinksFile).replacingOccurrences(
            of: #""14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5""#, with: #""AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89""#),
            at: "example.com/assetlinks.json")
        let result = try app.checkServed(server)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(app.assetLinksURL):1:1: served-differs: differs from the repository's Android/example.com.assetlinks.json: "
                                          + "Android verifies example.com with the repository's file but not with the served one"), result.out)
        XCTAssertTrue(result.out.contains("assetlinks-fingerprint-missing"), result.out)
    }

    func testTheJSONFormatNamesTheURLAsTheFile() throws {
        let (app, _) = try check("html404")
        let result = try app.checkServed(server, ["--format", "json"])
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(result.out.utf8)) as? [String: Any])
        let findings = try XCTUnwrap(object["findings"] as? [[String: Any]])
        XCTAssertTrue(findings.contains { $0["rule"] as? String == "served-status" && $0["file"] as? String == app.assetLinksURL }, result.out)
    }

    func testSaveServedKeepsEachBodyWithItsStatusAndHeaders() throws {
        let app = try ServedApp(host: "example.com", server: server)
        let saved = app.folder.appendingPathComponent("served")
        let result = try app.checkServed(server, ["--save-served", saved.path])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        let body = try String(contentsOf: saved.appendingPathComponent("example.com/.well-known_apple-app-site-association"), encoding: .utf8)
        XCTAssertEqual(body, try app.text(app.aasaFile))
        let head = try String(contentsOf: saved.appendingPathComponent("example.com/.well-known_assetlinks.json.headers"), encoding: .utf8)
        XCTAssertTrue(head.hasPrefix("HTTP 200\n"), head)
        XCTAssertTrue(head.contains("Content-Type: application/json"), head)
    }
}
