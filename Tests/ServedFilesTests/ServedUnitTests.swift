import AppFiles
import AppSimulation
import LinkSpecPlatform
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
@testable import ServedFiles
import TestSupport
import XCTest

/// The pieces of `--served` that need no server: `--resolve`'s syntax, the
/// fetcher's one fetch per URL and its progress lines, the seam that reads
/// served bytes through AppFiles' own readers, and that nothing else can reach
/// the network.
final class ServedUnitTests: XCTestCase {
    func testResolveTakesCurlsForms() throws {
        let parsed = try HostAddress.parse("Example.com=127.0.0.1:8443").get()
        XCTAssertEqual(parsed.host, "example.com")
        XCTAssertEqual(parsed.address, HostAddress(address: "127.0.0.1", port: 8443))
        XCTAssertEqual(try HostAddress.parse("example.com:443:10.0.0.2").get().address, HostAddress(address: "10.0.0.2", port: 443))
        XCTAssertEqual(try HostAddress.parse("example.com=[::1]:8443").get().address, HostAddress(address: "::1", port: 8443))
        for wrong in ["example.com", "example.com=127.0.0.1", "=127.0.0.1:1", "example.com=127.0.0.1:0", "a:b:c"] {
            XCTAssertThrowsError(try HostAddress.parse(wrong).get(), wrong)
        }
    }

    func testEachURLIsFetchedOnceWithAProgressLine() {
        let lines = LinesSeen()
        var options = ServedOptions()
        options.timeout = 5
        options.progress = { lines.add($0) }
        // A closed port on this machine: no name to look up, nothing reached.
        let url = "https://127.0.0.1:1/.well-known/apple-app-site-association"
        let responses = Fetcher(options: options).fetch([(url, 10), (url, 10)])
        XCTAssertEqual(responses.count, 1)
        XCTAssertEqual(lines.all.count, 1, "\(lines.all)")
        XCTAssertTrue(lines.all.first?.hasPrefix("fetched \(url): ") == true, "\(lines.all)")
        guard case .failure(let failure)? = responses[url]?.outcome else { return XCTFail("\(String(describing: responses[url]))") }
        XCTAssertEqual(failure.kind, .unreachable)
    }

    func testServedBytesAreReadByTheRepositorysReaderAtTheirURL() throws {
        let app = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp/app.json")
        let bytes = Array(try Data(contentsOf: app))
        let url = "https://example.com/.well-known/apple-app-site-association"
        let served = ServedCopies(siteAssociations: ["example.com": .init(bytes: Array(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/about"}]}]}}"#.utf8), file: url)])
        let document = try AppMap.document(bytes, file: "app.json", folder: app.deletingLastPathComponent(), served: served)
        XCTAssertEqual(document.map.siteAssociations.map(\.applinksLocation.file), [url])
        XCTAssertEqual(document.map.siteAssociations.first?.details.first?.components?.count, 1)
        let none = ServedCopies(siteAssociations: ["example.com": .init(bytes: nil, file: url)])
        XCTAssertEqual(try AppMap.document(bytes, file: "app.json", folder: app.deletingLastPathComponent(), served: none).map.siteAssociations.count, 0,
                       "a domain that serves nothing usable has no AASA, as on a phone")
    }

    /// On Apple platforms `--ca-certificates` judges the trust itself and cancels the
    /// challenge when it fails; URLSession then ends the task "cancelled". The failure
    /// is still the certificate's (served-certificate), not an unreachable server.
    func testACertificateRefusedByTheAddedRootsIsACertificateFailureNotACancel() {
        let transfer = Transfer(limit: 10, anchors: nil)
        transfer.refuseCertificate("the certificate for wronghost.served.test is for another host")
        let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled, userInfo: [NSLocalizedDescriptionKey: "cancelled"])
        transfer.finish(with: Transfer.failure(cancelled))
        guard case .failure(let failure) = transfer.outcome else { return XCTFail("a response without one") }
        XCTAssertEqual(failure.kind, .certificate)
        XCTAssertEqual(failure.message, "the certificate for wronghost.served.test is for another host")
        // Without a refusal, a cancel is what it says.
        let plain = Transfer(limit: 10, anchors: nil)
        plain.finish(with: Transfer.failure(cancelled))
        guard case .failure(let other) = plain.outcome else { return XCTFail("a response without one") }
        XCTAssertEqual(other.kind, .unreachable)
    }

    /// The served tests need python3 (and user namespaces on Linux): missing, they skip on a
    /// developer's machine and fail when `CI` is set, never skip silently there.
    func testAMissingToolFailsTheServedTestsOnCIAndSkipsThemElsewhere() {
        XCTAssertThrowsError(try LocalServer.skipOrFail("no python3", environment: ["CI": "true"])) { error in
            XCTAssertTrue(error is LocalServerError, "\(error)")
            XCTAssertFalse(error is XCTSkip)
        }
        XCTAssertThrowsError(try LocalServer.skipOrFail("no python3", environment: [:])) { error in
            XCTAssertTrue(error is XCTSkip, "\(error)")
        }
    }

    /// `--served` asks only the hosts the app's own files and app.json name: every associated
    /// domain of every service (a `*.` domain's root, lowercased), each once, and the hosts
    /// Android verifies; a served file cannot add one (the hosts come from the repository's reading).
    func testTheHostsAskedComeOnlyFromTheAppsFilesAndAppJSON() throws {
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-served-hosts-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixture, to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        func plant(_ file: String, _ old: String, _ new: String) throws {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            XCTAssertTrue(text.contains(old), "\(file) has no \(old)")
            try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
        }
        try plant("App/App.entitlements", "<string>webcredentials:example.com</string>", """
            <string>webcredentials:example.com</string>
            <string>applinks:*.Shop.Example.org</string>
            <string>activitycontinuation:handoff.example.net</string>
            <string>appclips:example.com</string>
            """)
        try plant("app.json", #""tabs": ["#, #""androidManifest": "Android/AndroidManifest.xml", "assetLinks": {"example.com": "Android/example.com.assetlinks.json"}, "tabs": ["#)
        let app = folder.appendingPathComponent("app.json")
        let document = try AppMap.document(Array(try Data(contentsOf: app)), file: "app.json", folder: folder)
        let domains = ServedDomains(document)
        XCTAssertEqual(domains.apple.sorted(), ["example.com", "handoff.example.net", "shop.example.org"])
        XCTAssertEqual(domains.android, ["example.com"])
        // A served AASA that names other domains changes nothing: the hosts are the repository's.
        let url = ServedURL.siteAssociation("example.com")
        let served = ServedCopies(siteAssociations: ["example.com": .init(bytes: Array(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/*"}]}]}, "webcredentials": {"apps": ["ABCDE12345.com.other.app"]}}"#.utf8), file: url)])
        let withServed = try AppMap.document(Array(try Data(contentsOf: app)), file: "app.json", folder: folder, served: served)
        XCTAssertEqual(ServedDomains(withServed).apple.sorted(), domains.apple.sorted())
    }

    /// Exit code 2 for a fetch option that is wrong, said before anything is fetched (each case
    /// also sends example.com to a closed local port, so a regression reaches no real server).
    func testWrongFetchOptionsAreUsageErrorsBeforeAnyFetch() throws {
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp")
        let closed = ["--resolve", "example.com=127.0.0.1:1"]
        let cases: [([String], String)] = [
            (["check", "--served", "--resolve", "example.com"], "--resolve: 'example.com' is not HOST=ADDRESS:PORT"),
            (["check", "--served", "--ca-certificates", "no-such.pem"] + closed, "--ca-certificates: 'no-such.pem' is not a readable PEM file"),
            (["check", "--served", "--timeout", "0"] + closed, "--timeout"),
            (["check", "--served", "--user-agent", ""] + closed, "--user-agent"),
            (["check", "--resolve", "example.com=127.0.0.1:1"], "--resolve needs --served"),
            (["check", "--served", "--save-served", "app.json"] + closed, "--save-served: 'app.json' is not a folder linkspec can write in"),
        ]
        for (arguments, message) in cases {
            let result = try LinkSpecExecutable.run(arguments, in: fixture)
            XCTAssertEqual(result.code, 2, "\(arguments): \(result.out)\(result.err)")
            XCTAssertTrue(result.err.contains(message), "\(arguments): \(result.err)")
            XCTAssertFalse(result.out.contains("served-"), "\(arguments): nothing fetched, nothing judged: \(result.out)")
        }
    }

    /// `--ca-certificates` on Apple platforms: each PEM block becomes one DER certificate
    /// (a SEQUENCE whose length is its own), CRLF or LF; keys and other blocks are not certificates.
    func testTheCertificateFileIsReadAsOneDERCertificatePerBlock() throws {
        let text = try String(contentsOfFile: LocalServer.certificateAuthority, encoding: .utf8)
        let certificates = TrustAnchors.pemCertificates(text + "\n" + text.replacingOccurrences(of: "\n", with: "\r\n"))
        XCTAssertEqual(certificates.count, 2)
        for der in certificates {
            let bytes = [UInt8](der)
            XCTAssertEqual(Array(bytes.prefix(2)), [0x30, 0x82], "a DER SEQUENCE with a two-byte length")
            XCTAssertEqual(bytes.count, 4 + (Int(bytes[2]) << 8 | Int(bytes[3])))
        }
        XCTAssertEqual(certificates.first, certificates.last)
        XCTAssertEqual(TrustAnchors.pemCertificates("-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"), [])
    }

    /// "A bound on concurrent fetches": with `concurrency` 2, five URLs of a server that never
    /// answers are asked at most two at a time (each waits for its timeout), and all are asked.
    func testAtMostTheBoundOfFetchesRunAtOnce() throws {
        let listener = try ConnectionCounter(closing: false)
        defer { listener.stop() }
        var options = ServedOptions()
        options.timeout = 3
        options.concurrency = 2
        let urls = (1...5).map { "https://127.0.0.1:\(listener.port)/\($0)" }
        let fetcher = Fetcher(options: options)
        let finished = DispatchSemaphore(value: 0)
        let results = Locked<[String: ServedResponse]>([:])
        Thread {
            let responses = fetcher.fetch(urls.map { ($0, 10) })
            results.withLock { $0 = responses }
            finished.signal()
        }.start()
        let deadline = Date().addingTimeInterval(2)
        while listener.connections < 2, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(listener.connections, 2, "two fetches at once, the others waiting for a slot")
        XCTAssertEqual(finished.wait(timeout: .now() + 60), .success)
        XCTAssertEqual(listener.connections, 5)
        XCTAssertEqual(results.withLock { $0.count }, 5)
    }

    /// served-redirect says where the redirect points as an absolute URL, a relative Location
    /// resolved against the URL asked (`/login` is not where a reader can go).
    func testARedirectSaysWhereItPointsAsAFullURL() {
        let url = "https://example.com/.well-known/apple-app-site-association"
        func redirect(_ headers: [(name: String, value: String)]) -> String {
            let response = ServedResponse(url: url, outcome: .response(.init(status: 302, headers: headers, body: [], truncated: false)))
            let judged = TransportRules.judge(response, as: .siteAssociation, host: "example.com", timeout: 10)
            XCTAssertEqual(judged.findings.map(\.rule), [.servedRedirect])
            XCTAssertNil(judged.bytes, "a redirect gives the platform no file")
            return judged.findings.first?.message ?? ""
        }
        XCTAssertTrue(redirect([("Location", "/login?next=%2F")]).hasPrefix("answers 302, redirecting to https://example.com/login?next=%2F: "))
        XCTAssertTrue(redirect([("location", "https://www.example.com/.well-known/apple-app-site-association")])
            .hasPrefix("answers 302, redirecting to https://www.example.com/.well-known/apple-app-site-association: "))
        XCTAssertTrue(redirect([]).hasPrefix("answers 302, redirecting with no Location: "))
    }

    /// The network is reached only through `--served`: URLSession and sockets appear in ServedFiles (and the platform file's relay primitives) alone.
    func testOnlyServedFilesTouchesTheNetwork() throws {
        let sources = SharedConformance.repositoryRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        var scanned = 0
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            let path = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            offenders += Self.networkReach(in: try String(contentsOf: url, encoding: .utf8), path: path)
            scanned += 1
        }
        XCTAssertGreaterThan(scanned, 100, "the scan reads the sources")
        XCTAssertEqual(offenders, [])
    }

    /// The scan above finds what it looks for: a planted fetch outside ServedFiles, and sockets outside the platform file.
    func testTheNetworkScanFindsAFetchOutsideServedFiles() {
        XCTAssertEqual(Self.networkReach(in: "import FoundationNetworking\nlet s = URLSession.shared", path: "AppFiles/Fetch.swift"),
                       ["AppFiles/Fetch.swift: URLSession", "AppFiles/Fetch.swift: FoundationNetworking"])
        XCTAssertEqual(Self.networkReach(in: "var r = URLRequest(url: u)", path: "LinkSpecCLI/Report.swift"), ["LinkSpecCLI/Report.swift: URLRequest"])
        XCTAssertEqual(Self.networkReach(in: "_ = Platform.connect(host: h, port: 443)", path: "LinkSpecRunner/Run.swift"),
                       ["LinkSpecRunner/Run.swift: Platform.connect("])
        XCTAssertEqual(Self.networkReach(in: "let d = socket(AF_INET, s, 0)", path: "LinkSpecPlatform/Platform.swift"), [])
        XCTAssertEqual(Self.networkReach(in: "let s = URLSession.shared", path: "LinkSpecPlatform/Platform.swift"), ["LinkSpecPlatform/Platform.swift: URLSession"])
        XCTAssertEqual(Self.networkReach(in: "// URLSession is only in ServedFiles", path: "AppFiles/Notes.swift"), [])
        XCTAssertEqual(Self.networkReach(in: "let s = URLSession.shared", path: "ServedFiles/Fetcher.swift"), [])
    }

    /// What in one source file (its path under Sources/) can reach the network outside `--served`'s module.
    static func networkReach(in source: String, path: String) -> [String] {
        guard !path.hasPrefix("ServedFiles/") else { return [] }
        // Code only: comments may say what the network code does.
        let code = source.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        let sessions = ["URLSession", "FoundationNetworking", "URLRequest", "import Network", "NWConnection", "CFStream"]
        let sockets = ["socket(", "getaddrinfo", "listenOnLoopback", "Platform.connect(", "Platform.acceptConnection"]
        return (sessions + sockets).filter { word in
            code.contains(word) && !(path == "LinkSpecPlatform/Platform.swift" && sockets.contains(word))
        }.map { "\(path): \($0)" }
    }
}
private final class LinesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
