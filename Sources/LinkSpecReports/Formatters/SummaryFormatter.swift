import CucumberMessages

/// `--format summary`: what cucumber-js prints at the end of every run: the
/// scenarios that failed (as warnings, pending ones and attempts that will be
/// retried), then the counts and the time:
///
///     7 scenarios (1 failed, 6 passed)
///     31 steps (1 failed, 2 skipped, 28 passed)
///     0m00.123s (executing steps: 0m00.100s)
package final class SummaryFormatter: ReportFormatter {
    package let output: any ReportOutput
    private let text: ScenarioText
    private var failures: [String] = []
    private var warnings: [String] = []
    private var scenarioCounts = StatusCounts()
    private var stepCounts = StatusCounts()
    private var stepTime = ElapsedTime.zero

    package init(output: any ReportOutput, options: FormatterOptions = FormatterOptions()) {
        self.output = output
        self.text = ScenarioText(style: TextStyle(colors: options.colors), snippets: options.snippets, phrases: options.phrases)
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.testStepFinished, .testRunHookFinished, .testCaseFinished] }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        switch envelope {
        case .testStepFinished(let finished):
            stepTime = stepTime + finished.testStepResult.duration
        case .testRunHookFinished(let finished):
            stepTime = stepTime + finished.result.duration
            if finished.result.status == .failed {
                failures.append(runHookFailure(finished.result))
            }
        default:
            break
        }
    }

    package func finish(query: MessageQuery) throws {
        var report = ""
        report += section("Failures", failures)
        report += section("Warnings", warnings)
        if let exception = query.testRunFinished?.exception {
            report += text.style.paint("The run failed: " + (exception.message.map { "\(exception.type): \($0)" } ?? exception.type), .red) + "\n\n"
        } else if let message = query.testRunFinished?.message {
            report += text.style.paint("The run failed: \(message)", .red) + "\n\n"
        }
        report += countLine(scenarioCounts, singular: "scenario", plural: "scenarios")
        report += countLine(stepCounts, singular: "step", plural: "steps")
        report += Self.minutesAndSeconds(query.runDuration ?? .zero)
        report += " (executing steps: \(Self.minutesAndSeconds(stepTime)))\n"
        try output.write(report)
    }

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) {
        let status = attempt.status
        if !attempt.willBeRetried {
            scenarioCounts[status] += 1
            for step in attempt.steps where step.pickleStepId != nil {
                stepCounts[step.result?.status ?? .skipped] += 1
            }
        }
        guard let pickle = query.pickle(withId: attempt.pickleId) else { return }
        let isFailure = !attempt.willBeRetried && (status == .failed || status == .ambiguous || status == .undefined)
        let isWarning = status == .pending || (attempt.willBeRetried && status != .passed)
        guard isFailure || isWarning else { return }
        let detail = text.header(pickle, attempt: attempt) + "\n"
            + text.steps(of: attempt, pickle: pickle, query: query, indent: "")
        if isFailure { failures.append(detail) } else { warnings.append(detail) }
    }

    private func runHookFailure(_ result: TestStepResult) -> String {
        let reason = result.exception?.stackTrace ?? result.exception?.message ?? result.message ?? "failed"
        return "A hook of the whole run failed\n" + text.indented(text.style.paint(reason, .red), by: "    ")
    }

    /// `Failures:`, then each item numbered `1) ` with its later lines aligned under it.
    private func section(_ title: String, _ items: [String]) -> String {
        guard !items.isEmpty else { return "" }
        var result = "\(title):\n\n"
        for (index, item) in items.enumerated() {
            let number = "\(index + 1)) "
            let pad = String(repeating: " ", count: number.count)
            let lines = text.indented(item.hasSuffix("\n") ? String(item.dropLast()) : item, by: pad)
            result += number + lines.dropFirst(number.count) + "\n"
        }
        return result
    }

    /// `7 scenarios (1 failed, 6 passed)`: statuses in cucumber-js's order, zero counts left out.
    private func countLine(_ counts: StatusCounts, singular: String, plural: String) -> String {
        let total = counts.total
        var line = "\(total) \(total == 1 ? singular : plural)"
        let parts = TestStepResult.Status.bySeverity.compactMap { status -> String? in
            let count = counts[status]
            guard count > 0 else { return nil }
            return text.style.paint("\(count) \(status.word)", for: status)
        }
        if !parts.isEmpty { line += " (" + parts.joined(separator: ", ") + ")" }
        return line + "\n"
    }

    /// `0m00.123s`: whole minutes, then seconds to the millisecond.
    static func minutesAndSeconds(_ elapsed: ElapsedTime) -> String {
        let milliseconds = elapsed.totalNanoseconds / 1_000_000
        return "\(milliseconds / 60_000)m" + UTCDateTime.pad(milliseconds / 1000 % 60, 2) + "."
            + UTCDateTime.pad(milliseconds % 1000, 3) + "s"
    }
}
