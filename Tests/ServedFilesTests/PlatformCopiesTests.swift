import Foundation
import TestSupport
import XCTest

/// `--served cdn` (Apple's CDN, what phones get) and `--served google` (Google's
/// Digital Asset Links API, what Android's verifier sees), each reached through
/// `--resolve` to the local server.
final class PlatformCopiesTests: XCTestCase {
    private var server: LocalServer!
    private var app: ServedApp!

    override func setUpWithError() throws {
        server = try LocalServer()
        app = try ServedApp(host: "example.com", server: server)
    }

    override func tearDown() {
        app = nil
        server = nil
    }

    private let cdnURL = "https://app-site-association.cdn-apple.com/a/v1/example.com"
    private let googleURL = "https://digitalassetlinks.googleapis.com/v1/statements:list?source.web.site=https://example.com"
        + "&relation=delegate_permission/common.handle_all_urls"

    private func google(_ fingerprints: [String]) -> String {
        let statements = fingerprints.map { fingerprint in
            #"{"source": {"web": {"site": "https://example.com."}}, "relation": "delegate_permission/common.handle_all_urls", "#
                + #""target": {"androidApp": {"packageName": "com.example.app", "certificate": {"sha256Fingerprint": "\#(fingerprint)"}}}}"#
        }
        return #"{"statements": [\#(statements.joined(separator: ", "))], "maxAge": "3599s"}"#
    }

    private let play = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
    private let upload = "AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89:AB:CD:EF:01:23:45:67:89"

    func testACDNThatServesTheOriginsFileGivesNoFinding() throws {
        try server.serve(try app.text(app.aasaFile), at: "cdn/example.com")
        let result = try app.checkServed(server, ["cdn"] + server.resolving("app-site-association.cdn-apple.com"))
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(server.requests.contains { $0.hasPrefix("app-site-association.cdn-apple.com /a/v1/example.com ") }, "\(server.requests)")
    }

    func testACDNStillServingTheOldFileIsServedCDNStaleNamingTheLinks() throws {
        try server.serve(try app.text(app.aasaFile).replacingOccurrences(of: #"{"/": "/items/*"},"#, with: ""), at: "cdn/example.com")
        let result = try app.checkServed(server, ["cdn"] + server.resolving("app-site-association.cdn-apple.com"))
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(cdnURL):1:1: served-cdn-stale: Apple's CDN hands phones an older AASA for example.com than its server serves"), result.out)
        XCTAssertTrue(result.out.contains("https://example.com/items/1 opens the app with the origin's file and the browser with Apple's CDN's"), result.out)
        // What phones get is the CDN's file: the repository's rules on it find the route it drops.
        XCTAssertTrue(result.out.contains("route-not-in-aasa: route 'items/{id:int}'"), result.out)
    }

    func testACDNThatNeverFetchedTheFileIsServedStatus() throws {
        let result = try app.checkServed(server, ["cdn"] + server.resolving("app-site-association.cdn-apple.com"))
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(cdnURL):1:1: served-status: answers 404 instead of 200"), result.out)
    }

    func testGoogleSeeingTheOriginsStatementsGivesNoFinding() throws {
        try server.serve(google([upload, play]), at: "google/example.com.json")
        let result = try app.checkServed(server, ["google"] + server.resolving("digitalassetlinks.googleapis.com"))
        XCTAssertEqual(result.code, 0, result.out + result.err)
    }

    func testGoogleSeeingOnlyTheUploadKeyIsServedGoogleDiffersAndAFingerprintFinding() throws {
        try server.serve(google([upload]), at: "google/example.com.json")
        let result = try app.checkServed(server, ["google"] + server.resolving("digitalassetlinks.googleapis.com"))
        XCTAssertEqual(result.code, 1, result.out + result.err)
        XCTAssertTrue(result.out.contains("\(googleURL):1:1: served-google-differs: Google's Digital Asset Links API sees com.example.app (AB:CD:EF:01...) for example.com"), result.out)
        XCTAssertTrue(result.out.contains("assetlinks-fingerprint-missing: no statement for com.example.app lists the"), result.out)
    }

    func testAllAsksTheOriginTheCDNAndGoogle() throws {
        try server.serve(try app.text(app.aasaFile), at: "cdn/example.com")
        try server.serve(google([upload, play]), at: "google/example.com.json")
        let result = try app.checkServed(server, ["all"] + server.resolving("app-site-association.cdn-apple.com", "digitalassetlinks.googleapis.com"))
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertEqual(server.requests.count, 4, "\(server.requests)")
    }
}
