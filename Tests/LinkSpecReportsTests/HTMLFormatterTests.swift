import CucumberMessages
import Foundation
@testable import LinkSpecReports
import TestSupport
import XCTest

/// What the HTML report says of a run, read back from the page; the browser
/// check (`.ci/checks/55-html-report.sh`) shows the same pages in Chromium.
final class HTMLFormatterTests: XCTestCase {
    private let definition = StepDefinition(
        id: "def-1", pattern: StepDefinitionPattern(source: "the {string} screen is displayed", type: .cucumberExpression),
        sourceReference: SourceReference(uri: "Steps/Assert/ScreenSteps.swift", location: Location(line: 12)))

    private func failingRun() -> [Envelope] {
        var run = RunBuilder()
        run.feature("Deep links", uri: "features/links.feature", scenarios: [
            scenario("Opens the screen", step("Given ", "I'm logged in"), step("When ", "I open \"somescreen/42\""),
                     step("Then ", "the \"Other\" screen is displayed", .failed, message: "expected Other, but Some Screen is displayed\nthe app shows: ...",
                          exception: Exception(type: "StepFailure", message: "expected Other, but Some Screen is displayed\nthe app shows: ...",
                                               stackTrace: "StepFailure: expected Other\nfeatures/links.feature:5\nSteps/Assert/ScreenSteps.swift:14")),
                     step("And ", "the home tab is selected", .skipped)),
            scenario("Passes", step("Given ", "I'm logged in")),
        ])
        return run.build()
    }

    func testAFailureShowsItsMessageTheFeatureLineTheSwiftStepAndThePictureOfTheApp() throws {
        let picture = try String(contentsOf: SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppDrawingTests/Pictures/push.svg"),
                                 encoding: .utf8)
        let stream = failingRun().binding("the \"Other\" screen is displayed", to: definition)
            .attaching(Attachment(body: picture, contentEncoding: .identity, mediaType: "image/svg+xml"), toStepsThat: .failed)
        let page = try htmlReport(stream)
        let failed = try XCTUnwrap(page.scenarios.first { $0.name == "Opens the screen" })
        XCTAssertEqual(failed.status, "failed")
        XCTAssertTrue(failed.isOpen, "a failed scenario is open")
        let step = try XCTUnwrap(failed.article.range(of: #"(?s)<li class="failed">.*?</li>"#, options: .regularExpression)
            .map { String(failed.article[$0]) })
        let text = HTMLPage.text(of: step)
        XCTAssertTrue(text.contains("✖ failed Then the \"Other\" screen is displayed"), text)
        XCTAssertTrue(text.contains("expected Other, but Some Screen is displayed\nthe app shows: ..."), text)
        XCTAssertTrue(text.contains("Feature filefeatures/links.feature:5"), text)
        XCTAssertTrue(text.contains("Step definitionSteps/Assert/ScreenSteps.swift:12"), text)
        XCTAssertTrue(text.contains("Steps/Assert/ScreenSteps.swift:14"), "the stack trace: \(text)")
        // The picture: an image of the SVG's exact bytes, named by the SVG's own title.
        let image = try XCTUnwrap(HTMLPage(html: step).matches(#"<img src="data:image/svg\+xml;base64,([^"]*)" alt="([^"]*)">"#).first)
        XCTAssertEqual(Data(base64Encoded: image[1]), Data(picture.utf8))
        let title = try XCTUnwrap(picture.range(of: "(?<=<title>)[^<]*", options: .regularExpression).map { String(picture[$0]) })
        XCTAssertEqual(HTMLPage.unescape(image[2]), HTMLPage.unescape(title))
        XCTAssertFalse(page.html.contains("<svg"), "an SVG is shown as an image, never inlined into the page")
        // The passed scenario is closed, and listed nowhere among those needing attention.
        let passed = try XCTUnwrap(page.scenarios.first { $0.name == "Passes" })
        XCTAssertEqual(passed.status, "passed")
        XCTAssertFalse(passed.isOpen)
        let attention = HTMLPage.text(of: page.matches(#"<section id="attention".*?</section>"#).first?[0] ?? "")
        XCTAssertTrue(attention.contains("Needs attention (1)"), attention)
        XCTAssertTrue(attention.contains("Opens the screen ✖ failed features/links.feature:2"), attention)
        XCTAssertTrue(attention.contains("Then the \"Other\" screen is displayed — expected Other, but Some Screen is displayed"), attention)
        XCTAssertFalse(attention.contains("Passes"), attention)
    }

    func testTheRunAtTheTopCountsScenariosAndStepsByStatus() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("a", step("Given ", "x"), step("Then ", "y", .failed, message: "no")),
            scenario("b", step("Given ", "x"), step("When ", "z", .undefined), step("Then ", "y", .skipped)),
            scenario("c", step("Given ", "x"), step("When ", "w", .pending, message: "TODO")),
            scenario("d", step("Given ", "x")),
        ])
        let page = try htmlReport(run.build())
        let header = HTMLPage.text(of: page.matches("<header>.*?</header>").first?[0] ?? "")
        XCTAssertTrue(header.contains("Test run"), header)
        XCTAssertTrue(header.contains("✖ 3 of 4 scenarios did not pass"), header)
        XCTAssertTrue(header.contains("Scenarios4: ✖ 1 failed, ? 1 undefined, ‖ 1 pending, ✔ 1 passed"), header)
        XCTAssertTrue(header.contains("Steps8: ✖ 1 failed, ? 1 undefined, ‖ 1 pending, ↷ 1 skipped, ✔ 4 passed"), header)
        XCTAssertTrue(header.contains("Started1970-01-01 00:00:00 UTC"), header)
        XCTAssertEqual(page.scenarios.map(\.status), ["failed", "undefined", "pending", "passed"])
        XCTAssertTrue(HTMLPage.text(of: page.scenarios[2].article).contains("TODO"))
    }

    func testSkippedScenariosAreNotFailures() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("a", step("Given ", "x", .skipped)),
            scenario("b", step("Given ", "x", .skipped), step("Then ", "y", .skipped)),
        ])
        let page = try htmlReport(run.build(success: true))
        XCTAssertTrue(page.html.contains(#"<p class="verdict passed">✔ All 2 scenarios were skipped</p>"#))
        XCTAssertFalse(page.html.contains(#"id="attention""#))
        XCTAssertEqual(page.scenarios.map(\.isOpen), [false, false])
    }

    func testRetriedAndFlakyScenariosAreMarkedAndKeepTheirEarlierAttempts() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("flaky", attempts: 3, step("Given ", "x")),
            scenario("stubborn", attempts: 2, step("Given ", "x", .failed, message: "still failing")),
            scenario("steady", step("Given ", "x")),
        ])
        let page = try htmlReport(run.build())
        let shown = Dictionary(uniqueKeysWithValues: page.scenarios.map { ($0.name, $0) })
        let flaky = try XCTUnwrap(shown["flaky"])
        XCTAssertEqual(flaky.status, "passed")
        XCTAssertTrue(flaky.isOpen, "a flaky scenario is open")
        XCTAssertTrue(HTMLPage.text(of: flaky.article).contains("flaky: passed on attempt 3 of 3"))
        XCTAssertTrue(HTMLPage.text(of: flaky.article).contains("Attempt 1 of 3: ✖ failed"))
        XCTAssertTrue(HTMLPage.text(of: flaky.article).contains("Attempt 2 of 3: ✖ failed"))
        let stubborn = try XCTUnwrap(shown["stubborn"])
        XCTAssertEqual(stubborn.status, "failed")
        XCTAssertTrue(HTMLPage.text(of: stubborn.article).contains("retried: 2 attempts"))
        XCTAssertFalse(HTMLPage.text(of: try XCTUnwrap(shown["steady"]).article).contains("attempt"))
        let header = HTMLPage.text(of: page.matches("<header>.*?</header>").first?[0] ?? "")
        XCTAssertTrue(header.contains("Retries1 flaky (passed on a later attempt), 1 retried without passing"), header)
        XCTAssertEqual(page.matches(##"<li class="\w+"><a href="#s(\d+)""##).map { $0[1] }, ["0", "1"],
                       "both need attention, in order")
    }

    func testEveryTextOfTheStreamIsEscaped() throws {
        let hostile = "<script>alert(1)</script> & \"quoted\" 'single' <!-- nul\u{0} esc\u{1B}[31m bell\u{7} cr\r\n \u{202E}rtl"
        var run = RunBuilder()
        run.feature("Feature \(hostile)", uri: "features/<b>.feature", scenarios: [
            scenario("Scenario \(hostile)", step("Given ", "a step \(hostile)", .failed, message: hostile,
                                                  exception: Exception(type: "Type\(hostile)", message: hostile, stackTrace: hostile))),
        ])
        let stream = run.build()
            .attaching(Attachment(body: hostile, contentEncoding: .identity, mediaType: "text/x.cucumber.log+plain"), toStepsThat: .failed)
            .attaching(Attachment(body: "javascript:alert(1)\nhttps://example.com/?a=\"b\"&c=<d>", contentEncoding: .identity,
                                  mediaType: "text/uri-list"), toStepsThat: .failed)
            .attaching(Attachment(body: #"<svg xmlns="http://www.w3.org/2000/svg"><title>"><script>x</script></title><script>alert(1)</script></svg>"#,
                                  contentEncoding: .identity, mediaType: "image/svg+xml"), toStepsThat: .failed)
            .attaching(Attachment(body: hostile, contentEncoding: .identity, fileName: "a\" onclick=\"x",
                                  mediaType: "application/x-\"evil\"; charset=<b>"), toStepsThat: .failed)
        let html = try htmlReport(stream).html
        XCTAssertEqual(html.components(separatedBy: "<script").count, 2, "the page's own script only")
        XCTAssertTrue(html.contains("features/&lt;b&gt;.feature"))
        XCTAssertFalse(html.contains("<!--"))
        XCTAssertFalse(html.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" && $0 != "\r" },
                       "control characters become U+FFFD")
        XCTAssertTrue(html.contains("&lt;script&gt;alert(1)&lt;/script&gt; &amp; \"quoted\""), "in text")
        XCTAssertTrue(html.contains(#"download="a&quot; onclick=&quot;x""#), "in attributes")
        XCTAssertFalse(html.contains("href=\"javascript:"), "only links of known schemes are links")
        XCTAssertTrue(html.contains("<code>javascript:alert(1)</code>"))
        XCTAssertTrue(html.contains(#"<a rel="noreferrer noopener" href="https://example.com/?a=&quot;b&quot;&amp;c=&lt;d&gt;">"#))
        XCTAssertTrue(html.contains(#"href="data:application/octet-stream;base64,"#), "an odd media type is not put into a URL")
        // Every tag the page has is one the formatter writes: user text opened none.
        let tags = Set(HTMLPage(html: html).matches(#"<(/?[a-zA-Z0-9!]+)"#).map { $0[1].lowercased() })
        XCTAssertEqual(tags.subtracting(Self.formatterTags), [], "tags the formatter never writes")
        // And every attribute: user text closed no attribute value.
        var attributes: Set<String> = []
        for tag in HTMLPage(html: html).matches(#"<[a-zA-Z0-9]+((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>"#) {
            attributes.formUnion(HTMLPage(html: tag[1]).matches(#"\s([a-zA-Z-]+)(?:="[^"]*")?"#).map { $0[1] })
        }
        XCTAssertEqual(attributes.subtracting(Self.formatterAttributes), [], "attributes the formatter never writes")
        XCTAssertEqual(HTMLPage(html: html).matches("<[a-zA-Z]").count, HTMLPage(html: html).matches(#"<[a-zA-Z0-9]+((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*>"#).count,
                       "every tag is made of attributes with quoted values")
    }

    private static let formatterAttributes: Set<String> = Set("""
    lang charset name content http-equiv class href id data-status data-tags open datetime aria-labelledby aria-label
    aria-live role hidden type value checked scope src alt rel download
    """.split(whereSeparator: \.isWhitespace).map(String.init))

    private static let formatterTags: Set<String> = Set("""
    !doctype html head meta title style body a header h1 p dl dt dd time main section h2 ul li br span form fieldset legend
    label input select option output h3 h4 h5 article details summary div ol pre table tr td code figure img figcaption
    thead th tbody footer script b bdi small wbr
    """.split(whereSeparator: \.isWhitespace).flatMap { [String($0), "/" + $0] })

    func testTheRouteCoverageListsEveryRouteWithTheScenariosThatReachedIt() throws {
        var run = RunBuilder()
        run.feature("F", uri: "f.feature", scenarios: [
            scenario("opens home", step("Given ", "x")),
            scenario("opens chat twice", attempts: 2, step("Given ", "x")),
            scenario("opens nothing", step("Given ", "x")),
        ])
        let app = AppUnderTest(name: "Demo <app>", routes: ["home", "chat", "settings"])
        let stream = run.build()
            .attachingToRun(app.attachment(testRunStartedId: "run", timestamp: Timestamp(seconds: 0, nanos: 0)))
            .covering(["home"], inScenario: "opens home")
            .covering(["chat", "renamed"], inScenario: "opens chat twice")
            .covering([], inScenario: "opens nothing")
        let page = try htmlReport(stream)
        let header = HTMLPage.text(of: page.matches("<header>.*?</header>").first?[0] ?? "")
        XCTAssertTrue(header.hasPrefix("\nDemo <app>\n"), header)
        XCTAssertTrue(header.contains("AppDemo <app>"), header)
        XCTAssertTrue(header.contains("Routes2 of 3 reached, 1 missing"), header)
        let rows = page.matches(#"<tr( class="missing")?><td><code>([^<]*)</code>.*?</td><td>(\d+)</td><td>(.*?)</td></tr>"#)
        XCTAssertEqual(rows.map { [$0[2], $0[3], $0[1].isEmpty ? "" : "missing"] },
                       [["home", "1", ""], ["chat", "1", ""], ["settings", "0", "missing"], ["renamed", "1", ""]])
        XCTAssertTrue(HTMLPage.text(of: rows[0][4]).contains("opens home"))
        XCTAssertTrue(HTMLPage.text(of: rows[2][4]).contains("✖ missing"))
        XCTAssertTrue(rows[3][0].contains("not in the app map"))
        XCTAssertFalse(page.html.contains("vnd.linkspec"), "linkspec's own attachments are not shown as attachments")
    }

    func testAStreamWithoutTheRunsEndIsAnErrorAndWritesNothing() {
        let stream = failingRun()
        for cut in [stream.filter { if case .testRunFinished = $0 { return false } else { return true } },
                    stream.filter { if case .testRunStarted = $0 { return false } else { return true } }] {
            let output = MemoryOutput()
            let pipeline = ReportPipeline(formatters: [HTMLFormatter(output: output)])
            XCTAssertThrowsError(try { for envelope in cut { try pipeline.consume(envelope) }; try pipeline.finish() }()) { error in
                XCTAssertTrue(error is IncompleteStreamError, "\(error)")
            }
            XCTAssertFalse(output.isCommitted)
        }
    }

    func testThePolicyLetsExactlyThePagesStyleAndScriptRun() throws {
        let html = try htmlReport(failingRun()).html
        let policy = try XCTUnwrap(HTMLPage(html: html).matches(#"http-equiv="Content-Security-Policy" content="([^"]*)""#).first?[1])
        XCTAssertTrue(policy.hasPrefix("default-src 'none'; img-src data:; "), policy)
        for (element, directive) in [("style", "style-src"), ("script", "script-src")] {
            let body = try XCTUnwrap(HTMLPage(html: html).matches("<\(element)>(.*?)</\(element)>").first?[1])
            let hash = Data(SHA256.digest(Array(body.utf8))).base64EncodedString()
            XCTAssertTrue(policy.contains("\(directive) 'sha256-\(hash)'"),
                          "\(directive) of \(policy): HTMLPageAssets needs 'sha256-\(hash)'")
        }
    }

    func testSHA256GivesThePublishedDigests() {
        // FIPS 180-4's examples (csrc.nist.gov), and the two block-boundary lengths.
        let cases: [(String, String)] = [
            ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
            ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
            ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
             "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
            (String(repeating: "a", count: 1_000_000), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"),
        ]
        for (message, digest) in cases {
            XCTAssertEqual(SHA256.digest(Array(message.utf8)).map { String(format: "%02x", $0) }.joined(), digest,
                           "\(message.prefix(20))… (\(message.count) characters)")
        }
    }

    func testTerminalColoursAreLeftOutOfLogs() {
        XCTAssertEqual(HTMLAttachments.withoutTerminalEscapes("\u{1B}[31mred\u{1B}[0m and \u{1B}[1;4mbold\u{1B}[m"), "red and bold")
        XCTAssertEqual(HTMLAttachments.withoutTerminalEscapes("plain"), "plain")
    }

    func testAnSVGsTitleIsItsAlternativeText() {
        XCTAssertEqual(SVGTitle.of(#"<svg><title id="t">Babylon demo: Product (id &quot;sku-9&quot;) &amp; &#60;more&#x3E;</title></svg>"#),
                       #"Babylon demo: Product (id "sku-9") & <more>"#)
        XCTAssertNil(SVGTitle.of("<svg></svg>"))
    }
}
