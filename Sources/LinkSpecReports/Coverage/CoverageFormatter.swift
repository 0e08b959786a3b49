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
    /// Keys of the attempts in flight, until their `testCaseFinished` says whether they count.
    private var inFlight = RecentFirstTable<[String]>()

    package init(output: any ReportOutput, summaryLineOnly: Bool = false) {
        self.output = output
        self.summaryLineOnly = summaryLineOnly
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.attachment, .testCaseFinished] }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        switch envelope {
        case .attachment(let attachment):
            if attachment.mediaType == AppUnderTest.mediaType, let app = AppUnderTest(attachment) {
                tally = tally.counted(against: app.routes)
                return
            }
            guard attachment.mediaType == CoverageAttachment.mediaType, let attempt = attachment.testCaseStartedId,
                  let keys = CoverageAttachment.keys(in: attachment.body) else { return }
            if inFlight.modify(attempt, { $0 += keys }) == nil { inFlight.insert(keys, for: attempt) }
        case .testCaseFinished(let finished):
            guard let keys = inFlight.removeValue(forKey: finished.testCaseStartedId) else { return }
            if !finished.willBeRetried { tally.add(scenarioKeys: keys) }
        default:
            break
        }
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
