import Foundation
import TestSupport
import XCTest

/// A hostile server (slow, endless body, huge headers, invalid UTF-8, deeply
/// nested JSON) cannot hang linkspec or make it read without bound: each is a
/// finding, within the timeout, on the AASA and on assetlinks.json.
final class HostileServerTests: XCTestCase {
    private var server: LocalServer!

    override func setUpWithError() throws {
        server = try LocalServer()
    }

    override func tearDown() {
        server = nil
    }

    private func check(_ fault: String, timeout: Int = 5) throws -> (app: ServedApp, out: String, seconds: Double) {
        let app = try ServedApp(host: "\(fault).served.test", server: server)
        let start = Date()
        let result = try app.checkServed(server, timeout: timeout)
        XCTAssertEqual(result.code, 1, result.out + result.err)
        return (app, result.out, Date().timeIntervalSince(start))
    }

    func testASlowServerIsServedUnreachableAfterTheTimeout() throws {
        let (app, out, seconds) = try check("slow", timeout: 1)
        for url in [app.aasaURL, app.assetLinksURL] {
            XCTAssertTrue(out.contains("\(url):1:1: served-unreachable: no complete answer within 1 second (--timeout)"), out)
        }
        // Bounded well below the server's 60 seconds, with room for a loaded machine (process start, the Linux re-run).
        XCTAssertLessThan(seconds, 30, "the server answers after 60 seconds; linkspec stops waiting after 1")
    }

    func testAnEndlessBodyIsCutAtTheLimitAndIsServedTooLarge() throws {
        // A long timeout: the limit, not the timeout, ends the read (a timeout would be served-unreachable).
        let (app, out, seconds) = try check("endless", timeout: 20)
        XCTAssertTrue(out.contains("\(app.aasaURL):1:1: served-too-large: the apple-app-site-association is larger than 128 KB"), out)
        XCTAssertTrue(out.contains("\(app.assetLinksURL):1:1: served-too-large: the assetlinks.json is larger than 1 MB"), out)
        XCTAssertLessThan(seconds, 40, "the endless body ends at the limit, not when the process gives up")
    }

    func testAnEndlessBodyStopsFlowingOnceTheLimitIsReached() throws {
        _ = try check("endless", timeout: 20)
        // The fetch ends at the limit; so must the transfer: not gigabytes read on until the process ends.
        let bodies = server.endlessBodies(count: 2, within: 10)
        XCTAssertEqual(bodies.map(\.path).sorted(), ["/.well-known/apple-app-site-association", "/.well-known/assetlinks.json"])
        for body in bodies {
            XCTAssertLessThan(body.bytes, 32 << 20, "\(body.path): the limit plus the relay's margin and the sockets' buffers")
        }
    }

    func testHugeHeadersAreServedUnreachable() throws {
        let (app, out, _) = try check("hugeheaders")
        for url in [app.aasaURL, app.assetLinksURL] {
            XCTAssertTrue(out.contains("\(url):1:1: served-unreachable: cannot fetch the"), out)
        }
    }

    func testInvalidUTF8IsServedSyntaxAtItsPlace() throws {
        let (app, out, _) = try check("badutf8")
        XCTAssertTrue(out.contains("\(app.aasaURL):1:"), out)
        XCTAssertTrue(out.contains("served-syntax: not valid JSON: the string is not valid UTF-8"), out)
    }

    func testDeeplyNestedJSONIsAFindingNotACrash() throws {
        let (app, out, _) = try check("nested")
        for url in [app.aasaURL, app.assetLinksURL] {
            XCTAssertTrue(out.contains("\(url):1:"), out)
        }
        XCTAssertTrue(out.contains("served-syntax"), out)
    }
}
