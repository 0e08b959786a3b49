import CucumberMessages

/// A scenario as the page shows it: a heading with its status and place,
/// then its steps, each with its result; a scenario that did not pass is
/// open, the others closed (their content is in the page all the same).
extension HTMLFormatter {
    /// The scenario's name as the JUnit report names it: rule, scenario,
    /// Examples name and `#E.R` for an Examples row.
    func name(of plan: ScenarioInFlight) -> String {
        JUnitOptions().testName(of: plan.summary)
    }

    /// `<article>` of the scenario; `attempt` nil for one that never ran.
    func scenario(_ plan: ScenarioInFlight, attempt finished: TestCaseAttempt?, query: MessageQuery) -> HTMLBytes {
        let status = finished?.status
        let label = status.map(HTMLStatusLabel.init) ?? .notRun
        var html = HTMLBytes(capacity: 2048)
        html.rawText("<article class=\"sc \(label.cssClass)\" id=\"s\(plan.ordinal)\" data-status=\"\(label.cssClass)\"")
        html.attribute("data-tags", plan.pickle.tags.map(\.name).joined(separator: " "))
        let flag = retryFlag(plan, finalStatus: status)
        // Open when there is something to look at: it did not pass (and was not skipped), or only at a later attempt.
        html.raw(HTMLRunTally.needsAttention(status) || flag != nil ? "><details open><summary>" : "><details><summary>")
        html.text(name(of: plan), between: plan.rule == nil ? "<h4 class=\"name\">" : "<h5 class=\"name\">",
                  and: plan.rule == nil ? "</h4> " : "</h5> ")
        label.write(into: &html)
        html.raw(" <span class=\"where\">")
        html.text(plan.summary.location)
        if let finished {
            html.raw(" · ")
            html.text(Self.duration(finished.duration))
        }
        html.raw("</span>")
        if let flag {
            html.text(flag, between: " <span class=\"flag\">", and: "</span>")
        }
        let attached = finished?.attachments.filter(HTMLAttachments.isShown).count ?? 0
        if attached > 0 {
            html.rawText(" <span class=\"flag\">\(attached) attachment\(attached == 1 ? "" : "s")</span>")
        }
        html.raw("</summary>")
        if !plan.pickle.tags.isEmpty {
            html.text(plan.pickle.tags.map(\.name).joined(separator: " "), between: "<p class=\"tags\">Tags: ", and: "</p>")
        }
        if let finished {
            writeSteps(of: finished, plan: plan, query: query, into: &html)
        } else {
            html.raw("<p>Not run: the run ended before this scenario started.</p>")
            writePlannedSteps(plan, into: &html)
        }
        for (number, earlier) in plan.earlierAttempts.enumerated() {
            html.raw("<details class=\"attempts\"><summary>")
            html.text("Attempt \(number + 1) of \(plan.earlierAttempts.count + 1): ")
            HTMLStatusLabel(earlier.status).write(into: &html)
            html.raw("</summary>")
            html.append(earlier.html)
            html.raw("</details>")
        }
        html.raw("</details></article>\n")
        return html
    }

    /// `flaky: passed on attempt 2 of 2`, `retried: 3 attempts`; nil when run once.
    func retryFlag(_ plan: ScenarioInFlight, finalStatus: TestStepResult.Status?) -> String? {
        guard !plan.earlierAttempts.isEmpty, let finalStatus else { return nil }
        let attempts = plan.earlierAttempts.count + 1
        return finalStatus == .passed ? "flaky: passed on attempt \(attempts) of \(attempts)" : "retried: \(attempts) attempts"
    }

    static func hookKind(_ type: Hook.HookType?, before: Bool) -> String {
        switch type {
        case .beforeTestCase: "Before hook "
        case .afterTestCase: "After hook "
        case .beforeTestStep: "Before-step hook "
        case .afterTestStep: "After-step hook "
        case .beforeTestRun: "Before-all hook "
        case .afterTestRun: "After-all hook "
        case nil: before ? "Before hook " : "After hook "
        }
    }

    /// `<1 ms`, `12 ms`, `1.25 s`, `3 min 4 s`: from the stream's nanoseconds,
    /// with no-break spaces, so a line never ends inside one.
    static func duration(_ elapsed: ElapsedTime) -> String {
        let milliseconds = elapsed.totalNanoseconds / 1_000_000
        if milliseconds < 1 { return "<1\u{A0}ms" }
        if milliseconds < 1000 { return "\(milliseconds)\u{A0}ms" }
        if milliseconds < 60_000 { return "\(milliseconds / 1000)." + UTCDateTime.pad(milliseconds / 10 % 100, 2) + "\u{A0}s" }
        return "\(milliseconds / 60_000)\u{A0}min \(milliseconds / 1000 % 60)\u{A0}s"
    }
}
