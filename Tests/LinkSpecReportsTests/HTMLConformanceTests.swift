import CucumberMessages
import Foundation
import TestSupport
import XCTest

/// The HTML report of the public sample streams, checked against what their
/// publishers say of them: Cucumber's JUnit testdata (the expected XML names
/// every test case and says whether it failed or was skipped) and the
/// Compatibility Kit's samples (every attachment they carry).
final class HTMLConformanceTests: XCTestCase {
    private func envelopes(_ file: URL) throws -> [Envelope] {
        var reader = try EnvelopeReader(path: file.path)
        var envelopes: [Envelope] = []
        while let envelope = try reader.next() { envelopes.append(envelope) }
        return envelopes
    }

    func testScenariosAreNamedAndJudgedAsInCucumbersJUnitTestdata() throws {
        let folder = try SharedConformance.directory("junit/testdata/src")
        let streams = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "ndjson" }.sorted { $0.path < $1.path }
        XCTAssertGreaterThan(streams.count, 30)
        for stream in streams {
            let expected = XMLProbe.parse(try String(contentsOf: stream.deletingPathExtension().appendingPathExtension("default.xml"),
                                                     encoding: .utf8))
            var cases: [(name: String, verdict: String, message: String?)] = []
            for element in expected.elements {
                switch element.name {
                case "testcase": cases.append((element.attributes["name"] ?? "", "passed", nil))
                case "failure", "skipped":
                    cases[cases.count - 1].verdict = element.name
                    cases[cases.count - 1].message = element.attributes["message"]
                default: break
                }
            }
            let envelopes = try envelopes(stream)
            let page = try htmlReport(envelopes)
            let ran = page.scenarios.filter { $0.status != "notrun" }
            let name = stream.lastPathComponent
            XCTAssertEqual(ran.map(\.name), cases.map(\.name), name)
            XCTAssertEqual(ran.map { ["passed": "passed", "skipped": "skipped"][$0.status] ?? "failure" }, cases.map(\.verdict), name)
            for (shown, expected) in zip(ran, cases) {
                if let message = expected.message {
                    // An XML parser reads line ends in attribute values as spaces.
                    func words(_ text: String) -> String { text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
                    XCTAssertTrue(words(HTMLPage.text(of: shown.article)).contains(words(message)), "\(name): \(shown.name) shows \(message)")
                }
                XCTAssertEqual(shown.isOpen, !["passed", "skipped"].contains(shown.status) || shown.article.contains("flaky: "),
                               "\(name): \(shown.name)")
            }
            let pickles = envelopes.filter { if case .pickle = $0 { true } else { false } }.count
            XCTAssertEqual(page.scenarios.count, pickles, "\(name): every pickle is shown, run or not")
        }
    }

    func testEveryAttachmentOfTheCompatibilityKitIsShown() throws {
        let samples = try SharedConformance.directory("compatibility-kit/samples")
        var seen = 0
        for sample in try FileManager.default.contentsOfDirectory(atPath: samples.path).sorted() {
            let stream = samples.appendingPathComponent(sample).appendingPathComponent("\(sample).ndjson")
            guard FileManager.default.fileExists(atPath: stream.path) else { continue }
            let envelopes = try envelopes(stream)
            let page = try htmlReport(envelopes)
            let attachments = envelopes.compactMap { envelope -> Attachment? in
                if case .attachment(let attachment) = envelope { attachment } else { nil }
            }
            XCTAssertEqual(page.matches(#"<(?:div|figure) class="att"#).count, attachments.count, sample)
            for attachment in attachments {
                seen += 1
                let type = attachment.mediaType
                let base64 = attachment.contentEncoding == .base64 ? attachment.body : Data(attachment.body.utf8).base64EncodedString()
                if type.hasPrefix("image/") {
                    XCTAssertTrue(page.html.contains("<img src=\"data:\(type);base64,\(base64)\""), "\(sample): \(type)")
                } else if type == "text/x.cucumber.log+plain" || type == "text/plain" && attachment.contentEncoding == .identity {
                    // The text as a terminal shows it: ANSI escape sequences (CSI) removed,
                    // here by the test's own pattern rather than the code under test.
                    let shown = attachment.body.replacingOccurrences(of: "\u{1B}\\[[0-?]*[ -/]*[@-~]", with: "", options: .regularExpression)
                    XCTAssertFalse(shown.isEmpty, sample)
                    XCTAssertTrue(HTMLPage.text(of: page.html).contains(shown), "\(sample): \(attachment.body)")
                } else if type == "text/uri-list" {
                    XCTAssertTrue(page.html.contains("href=\"\(attachment.body)\""), "\(sample): \(attachment.body)")
                } else if type == "application/json" {
                    let shown = try XCTUnwrap(page.matches(#"<pre class="json">(.*?)</pre>"#).first?[1])
                    let reread = try JSONSerialization.jsonObject(with: Data(HTMLPage.unescape(shown).utf8)) as? NSDictionary
                    XCTAssertEqual(reread, try JSONSerialization.jsonObject(with: Data(attachment.body.utf8)) as? NSDictionary, sample)
                } else {
                    XCTAssertTrue(page.html.contains("base64,\(base64)\""), "\(sample): \(type) offered for download")
                }
            }
        }
        XCTAssertGreaterThan(seen, 15)
    }
}
