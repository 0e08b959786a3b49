import CucumberMessages

/// `--format progress`: one character per step as it finishes (`.` passed,
/// `F` failed, `U` undefined, `P` pending, `-` skipped, `A` ambiguous), like
/// cucumber-js. Hooks show only when they did not pass. The summary lines come
/// from `SummaryFormatter`.
package final class ProgressFormatter: ReportFormatter {
    package let output: any ReportOutput
    private let style: TextStyle
    private var printedAny = false

    package init(output: any ReportOutput, colors: Bool = false) {
        self.output = output
        self.style = TextStyle(colors: colors)
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.testStepFinished] }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        guard case .testStepFinished(let finished) = envelope else { return }
        let status = finished.testStepResult.status
        if status == .passed || status == .skipped,
           query.isHook(finished.testStepId, ofAttempt: finished.testCaseStartedId) == true {
            return
        }
        printedAny = true
        try output.write(style.paint(status.look.progress, for: status))
    }

    package func finish(query: MessageQuery) throws {
        if printedAny { try output.write("\n") }
    }
}
