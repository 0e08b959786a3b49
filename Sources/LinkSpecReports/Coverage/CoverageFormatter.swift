import CucumberMessages

/// `--format coverage[:PATH]`: every route of the app map with the number of
/// scenarios that reached it, then `Routes: 11/12 covered (missing: settings)`.
/// Built from the coverage attachments of the message stream (see
/// `CoverageAttachment`), counting only the last attempt of each scenario.
package final class CoverageFormatter: ReportFormatter {
    package let output: any ReportOutput
    package private(set) var tally: CoverageTally
    private let noun: String
    /// Keys of the attempts in flight, until their `testCaseFinished` says whether
    /// they count. A run has one attempt in flight at a time in its stream.
    private var inFlight = RecentFirstTable<[String]>()

    /// `keys`: every route name, in the app map's order.
    package init(output: any ReportOutput, keys: [String], noun: String = "Routes") {
        self.output = output
        self.tally = CoverageTally(keys: keys)
        self.noun = noun
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.attachment, .testCaseFinished] }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        switch envelope {
        case .attachment(let attachment):
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
        try output.write(report)
    }

    /// The whole report: one line per key, then the summary line.
    package var report: String {
        let width = max(10, (tally.keys + tally.unknownKeys).map(\.count).max() ?? 0)
        var text = "\(noun) and the scenarios that reached them:\n"
        for key in tally.keys {
            let count = tally.count(of: key)
            text += "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(count)
                + (count == 0 ? "  (missing)" : "") + "\n"
        }
        for key in tally.unknownKeys {
            text += "  " + key.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + String(tally.count(of: key))
                + "  (not in the app map)\n"
        }
        return text + tally.summaryLine(noun: noun) + "\n"
    }
}
