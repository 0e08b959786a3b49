import CucumberMessages

/// `--format html[:PATH]`: one self-contained HTML page of the run, built from
/// the message stream alone, so a live run and `linkspec report --format html`
/// of its saved stream write the same bytes: the run at the top, the scenarios
/// that need attention, filters, every feature with its rules and scenarios,
/// and the route coverage. Each scenario is rendered when its last attempt
/// finishes and kept in a `FragmentSpool`, so a large run costs memory per
/// scenario only for the lists at the top and the coverage.
package final class HTMLFormatter: ReportFormatter {
    package let output: any ReportOutput
    /// The features of the stream in the order their documents came, with
    /// their rules: the report groups scenarios by feature, then by rule.
    var features: [FeatureEntry] = []
    private var featurePositions: [String: Int] = [:]
    /// Pickles not yet finished, by id.
    var scenarios: [String: ScenarioInFlight] = [:]
    var stepDefinitions: [String: StepDefinition] = [:]
    /// Attachments of the whole run and of its hooks (by `testRunHookStartedId`).
    var runAttachments: [AttachmentItem] = []
    var runHooks: [(hookId: String, startedId: String, result: TestStepResult?)] = []
    var app: AppUnderTest?
    let spool = FragmentSpool()
    var tally = HTMLRunTally()

    struct FeatureEntry {
        var uri: String
        /// Nil for a stream without the feature: the entry is named by the URI.
        var feature: Feature?
        var rules: [Rule] = []
        /// Scenarios that finished, by status, for the feature's count line.
        var counts = StatusCounts()
        var notRun = 0
    }

    /// A pickle between its arrival and its last attempt.
    struct ScenarioInFlight {
        var pickle: Pickle
        var summary: PickleSummary
        var feature: Int
        /// Attempts that will be retried, rendered, with their status.
        var earlierAttempts: [(status: TestStepResult.Status, html: HTMLBytes)] = []

        var ordinal: Int { summary.ordinal }
        var rule: Int? { summary.scenario?.ruleIndex }

        /// Scenarios are listed by feature (in the order of the documents), then
        /// the scenarios outside rules before each rule's, then in pickle order.
        var sortKey: Int { feature << 40 | ((rule ?? -1) + 1) << 28 | min(ordinal, 1 << 28 - 1) }
    }

    package init(output: any ReportOutput) {
        self.output = output
    }

    package var consumedKinds: Set<Envelope.Kind>? {
        [.gherkinDocument, .pickle, .stepDefinition, .attachment, .externalAttachment, .testRunHookStarted,
         .testRunHookFinished, .testCaseFinished]
    }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        switch envelope {
        case .gherkinDocument(let document):
            // Sent again, a document replaces its entry.
            guard let uri = document.uri else { return }
            let position = featurePosition(ofURI: uri)
            if let outline = query.outline(forURI: uri), let feature = outline.feature {
                features[position] = FeatureEntry(uri: uri, feature: feature, rules: outline.rules.map(\.rule))
            }
        case .pickle(let pickle):
            guard let summary = query.pickle(withId: pickle.id) else { return }
            scenarios[pickle.id] = ScenarioInFlight(pickle: pickle, summary: summary, feature: featurePosition(ofURI: pickle.uri))
        case .stepDefinition(let definition):
            stepDefinitions[definition.id] = definition
        case .attachment(let attachment):
            // Those of an attempt come with it (`TestCaseAttempt.attachments`).
            if let described = AppUnderTest(attachment) {
                app = described
            } else if attachment.testCaseStartedId == nil {
                runAttachments.append(.inline(attachment))
            }
        case .externalAttachment(let attachment):
            if attachment.testCaseStartedId == nil { runAttachments.append(.external(attachment)) }
        case .testRunHookStarted(let started):
            runHooks.append((started.hookId, started.id, nil))
        case .testRunHookFinished(let finished):
            if let index = runHooks.lastIndex(where: { $0.startedId == finished.testRunHookStartedId }) {
                runHooks[index].result = finished.result
            }
        default:
            break
        }
    }

    package func finish(query: MessageQuery) throws {
        guard query.testRunStarted != nil, query.testRunFinished != nil else {
            throw IncompleteStreamError(missing: query.testRunStarted == nil ? "testRunStarted" : "testRunFinished")
        }
        for plan in scenarios.values.sorted(by: { $0.sortKey < $1.sortKey }) {
            try store(scenario(plan, attempt: nil, query: query), of: plan, attempt: nil)
        }
        scenarios.removeAll()
        var page = HTMLBytes(capacity: 1 << 16)
        writeHead(query: query, into: &page)
        writeRunHeader(query: query, into: &page)
        try output.write(bytes: page.bytes)
        try writeFeatures()
        page = HTMLBytes(capacity: 1 << 14)
        writeRunHooks(query: query, into: &page)
        writeCoverage(into: &page)
        writeFoot(query: query, into: &page)
        try output.write(bytes: page.bytes)
    }

    /// The feature of `uri`, given an entry when it has none yet.
    private func featurePosition(ofURI uri: String) -> Int {
        if let position = featurePositions[uri] { return position }
        featurePositions[uri] = features.count
        features.append(FeatureEntry(uri: uri))
        return features.count - 1
    }

    static func section(ofSortKey key: Int) -> (feature: Int, rule: Int?) {
        let slot = key >> 28 & (1 << 12 - 1)
        return (key >> 40, slot == 0 ? nil : slot - 1)
    }

    /// An attempt finished: a retried one is rendered and kept with its
    /// scenario; the last one renders the whole scenario into the spool.
    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws {
        guard var plan = scenarios[attempt.pickleId] else { return }
        if attempt.willBeRetried {
            var html = HTMLBytes()
            writeSteps(of: attempt, plan: plan, query: query, into: &html)
            plan.earlierAttempts.append((attempt.status, html))
            scenarios[attempt.pickleId] = plan
            return
        }
        scenarios[attempt.pickleId] = nil
        try store(scenario(plan, attempt: attempt, query: query), of: plan, attempt: attempt)
    }
}

/// A message stream that stops before the run's end, or never began one:
/// a report of it would silently leave scenarios out. `linkspec report`
/// places it at the stream's last line.
package struct IncompleteStreamError: Error, CustomStringConvertible {
    package var missing: String

    package var description: String {
        missing == "testRunStarted"
            ? "the stream ends without a testRunStarted message: not the message stream of a run; no report written"
            : "the stream ends before its testRunFinished message: the run's stream was cut short; no report written"
    }
}
