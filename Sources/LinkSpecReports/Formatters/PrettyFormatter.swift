import CucumberMessages

/// `--format pretty`: each feature, scenario and step as it finishes, coloured
/// when asked, with the feature file's line for every step; under a step that
/// did not pass, its error, the text it attached (the app's state) and, for an
/// undefined step, a snippet. Scenarios print whole, when they finish, so runs
/// on several threads do not interleave.
package final class PrettyFormatter: ReportFormatter {
    package let output: any ReportOutput
    private let text: ScenarioText
    private var currentFeature: String?
    private var currentRule: String?

    package init(output: any ReportOutput, options: FormatterOptions = FormatterOptions()) {
        self.output = output
        self.text = ScenarioText(style: TextStyle(colors: options.colors), snippets: options.snippets, phrases: options.phrases)
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.testCaseFinished] }

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws {
        var attachments: [String: [String]] = [:]
        for case .inline(let attachment) in attempt.attachments {
            if let stepId = attachment.testStepId { attachments[stepId, default: []].append(Self.printable(attachment)) }
        }
        guard let pickle = query.pickle(withId: attempt.pickleId) else { return }
        var block = ""
        if currentFeature != pickle.uri {
            currentFeature = pickle.uri
            currentRule = nil
            let feature = pickle.feature
            block += text.style.paint("\(feature?.keyword ?? "Feature"): \(feature?.name ?? pickle.uri)", .bold)
                + text.style.paint(" # \(pickle.uri):\(feature?.line ?? 1)", .gray) + "\n\n"
        }
        var indent = "  "
        if let rule = pickle.ruleName {
            if currentRule != rule {
                currentRule = rule
                block += "  Rule: \(rule)\n\n"
            }
            indent = "    "
        }
        block += indent + text.header(pickle, attempt: attempt) + "\n"
        block += text.steps(of: attempt, pickle: pickle, query: query, attachments: attachments, indent: indent + "  ")
        block += "\n"
        try output.write(block)
    }

    /// Text attachments print as they are; others by media type and size.
    private static func printable(_ attachment: Attachment) -> String {
        if attachment.contentEncoding == .identity,
           attachment.mediaType.hasPrefix("text/") || attachment.mediaType == "application/json" {
            return attachment.body
        }
        let name = attachment.fileName.map { " \($0)" } ?? ""
        return "Attached\(name) (\(attachment.mediaType))"
    }
}
