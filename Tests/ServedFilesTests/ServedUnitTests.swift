import AppFiles
import AppSimulation
import Foundation
import ServedFiles
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

    /// The network is reached only through `--served`: URLSession and sockets appear in ServedFiles (and the platform file's relay primitives) alone.
    func testOnlyServedFilesTouchesTheNetwork() throws {
        let sources = SharedConformance.repositoryRoot.appendingPathComponent("Sources")
        var offenders: [String] = []
        for case let url as URL in FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            // Code only: comments may say what the network code does.
            let text = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
                .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
            let path = url.path.replacingOccurrences(of: sources.path + "/", with: "")
            guard !path.hasPrefix("ServedFiles/") else { continue }
            for word in ["URLSession", "FoundationNetworking", "getaddrinfo", "listenOnLoopback", "Platform.connect("] where text.contains(word) {
                if path == "LinkSpecPlatform/Platform.swift" && word != "URLSession" && word != "FoundationNetworking" { continue }
                offenders.append("\(path): \(word)")
            }
        }
        XCTAssertEqual(offenders, [])
    }
}

private final class LinesSeen: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    func add(_ line: String) { lock.lock(); lines.append(line); lock.unlock() }
    var all: [String] { lock.lock(); defer { lock.unlock() }; return lines }
}
