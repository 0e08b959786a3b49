import CucumberMessages

/// `--format coverage[:PATH]`: every route of the app with the number of
/// scenarios whose last attempt reached it, then `Routes: 11/12 covered
/// (missing: settings)`, all from the stream's attachments (`AppUnderTest`,
/// `CoverageAttachment`), so a saved stream gives the same report.
package final class CoverageFormatter: ReportFormatter {
    package let output: any ReportOutput
    package private(set) var tally = CoverageTally(keys: [])
    /// Only the summary line every run ends with (nothing without an app).
    private let summaryLineOnly: Bool

    package init(output: any ReportOutput, summaryLineOnly: Bool = false) {
        self.output = output
        self.summaryLineOnly = summaryLineOnly
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.attachment, .testCaseFinished] }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        guard case .attachment(let attachment) = envelope, attachment.mediaType == AppUnderTest.mediaType,
              let app = AppUnderTest(attachment) else { return }
        tally = tally.counted(against: app.routes)
    }

    /// Only the last attempt of a scenario counts, and only one that finished.
    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) {
        guard !attempt.willBeRetried, attempt.finished != nil else { return }
        var keys: [String] = []
        for case .inline(let attachment) in attempt.attachments where attachment.mediaType == CoverageAttachment.mediaType {
            keys += CoverageAttachment.keys(in: attachment.body) ?? []
        }
        tally.add(scenarioKeys: keys)
    }

    package func finish(query: MessageQuery) throws {
        guard summaryLineOnly else { return try output.write(report) }
        guard !tally.keys.isEmpty else { return }
        try output.write(tally.summaryLine() + "\n")
    }

    /// The whole report: one line per key, then the summary line.
    package var report: String {
        let width = max(10, (tally.keys + tally.unknownKeys).map(\.count).max() ?? 0)
        var text = "Routes and the scenarios that reached them:\n"
        for (index, key) in (tally.keys + tally.unknownKeys).enumerated() {
            let count = tally.count(of: key)
            let note = index >= tally.keys.count ? "  (not in the app map)" : count == 0 ? "  (missing)" : ""
            text += "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(count) + note + "\n"
        }
        return text + tally.summaryLine() + "\n"
    }
}
