import CucumberMessages

/// A scenario as the page shows it: a heading with its status and place,
/// then its steps, each with its result; a scenario that did not pass is
/// open, the others closed (their content is in the page all the same).
extension HTMLFormatter {
    typealias FinishedAttempt = (attempt: TestCaseAttempt, attachments: [AttachmentItem])

    /// The scenario's name as the JUnit report names it: rule, scenario,
    /// Examples name and `#E.R` for an Examples row.
    func name(of plan: ScenarioInFlight) -> String {
        plan.summary.map { JUnitNaming(options: JUnitOptions()).testName(of: $0) } ?? plan.pickle.name
    }

    func location(of plan: ScenarioInFlight) -> String {
        "\(plan.pickle.uri):\(plan.summary?.line ?? plan.pickle.location?.line ?? 0)"
    }

    /// `<article>` of the scenario; `attempt` nil for one that never ran.
    func scenario(_ plan: ScenarioInFlight, attempt finished: FinishedAttempt?, query: MessageQuery) -> HTMLBytes {
        let status = finished?.attempt.status
        let label = status.map(HTMLStatusLabel.init) ?? .notRun
        var html = HTMLBytes(capacity: 2048)
        html.raw("<article class=\"sc ")
        html.raw(label.cssClass)
        html.raw("\" id=\"s")
        html.number(plan.ordinal)
        html.raw("\" data-status=\"")
        html.raw(label.cssClass)
        html.raw("\"")
        html.attribute("data-tags", plan.pickle.tags.map(\.name).joined(separator: " "))
        let flag = retryFlag(plan, finalStatus: status)
        // Open when there is something to look at: it did not pass (and was not skipped), or only at a later attempt.
        html.raw(HTMLRunTally.needsAttention(status) || flag != nil ? "><details open><summary>" : "><details><summary>")
        html.raw(plan.rule == nil ? "<h4 class=\"name\">" : "<h5 class=\"name\">")
        html.text(name(of: plan))
        html.raw(plan.rule == nil ? "</h4> " : "</h5> ")
        label.write(into: &html)
        html.raw(" <span class=\"where\">")
        html.text(location(of: plan))
        if let finished {
            html.raw(" · ")
            html.text(Self.duration(finished.attempt.duration))
        }
        html.raw("</span>")
        if let flag {
            html.raw(" <span class=\"flag\">")
            html.text(flag)
            html.raw("</span>")
        }
        let attached = finished?.attachments.filter(Self.isShown).count ?? 0
        if attached > 0 {
            html.raw(" <span class=\"flag\">")
            html.text(attached == 1 ? "1 attachment" : "\(attached) attachments")
            html.raw("</span>")
        }
        html.raw("</summary>")
        if !plan.pickle.tags.isEmpty {
            html.raw("<p class=\"tags\">Tags: ")
            html.text(plan.pickle.tags.map(\.name).joined(separator: " "))
            html.raw("</p>")
        }
        if let finished {
            writeSteps(of: finished.attempt, plan: plan, attachments: finished.attachments, query: query, into: &html)
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

    /// The steps of one attempt, then the attachments of the scenario itself.
    func writeSteps(of attempt: TestCaseAttempt, plan: ScenarioInFlight, attachments: [AttachmentItem],
                    query: MessageQuery, into html: inout HTMLBytes) {
        let testSteps = query.testCase(withId: attempt.testCaseId)?.testSteps ?? []
        html.raw("<ol class=\"steps\">")
        var seenPickleStep = false
        for (index, outcome) in attempt.steps.enumerated() {
            let items = attachments.filter { $0.testStepId == outcome.testStepId && Self.isShown($0) }
            let testStep = testSteps.indices.contains(index) && testSteps[index].id == outcome.testStepId
                ? testSteps[index] : testSteps.first { $0.id == outcome.testStepId }
            if let hookId = outcome.hookId {
                writeHookStep(hookId, result: outcome.result, before: !seenPickleStep, attachments: items, query: query, into: &html)
            } else if let pickleStepId = outcome.pickleStepId {
                seenPickleStep = true
                writePickleStep(pickleStepId, outcome: outcome, testStep: testStep, plan: plan, attachments: items,
                                query: query, into: &html)
            }
        }
        html.raw("</ol>")
        for item in attachments where item.testStepId == nil && Self.isShown(item) {
            Self.render(item, into: &html)
        }
    }

    private func writePlannedSteps(_ plan: ScenarioInFlight, into html: inout HTMLBytes) {
        html.raw("<ol class=\"steps\">")
        for step in plan.pickle.steps {
            openStep(step, label: HTMLStatusLabel.notRun, plan: plan, into: &html)
            html.raw("</li>")
        }
        html.raw("</ol>")
    }

    /// `<li class="failed"><span class="s">✖ failed</span> <b>Then </b><bdi>...</bdi>` and the step's argument.
    private func openStep(_ step: PickleStep, label: HTMLStatusLabel, plan: ScenarioInFlight, into html: inout HTMLBytes) {
        let summary = plan.summary?.step(withId: step.id)
        let isBackground = step.astNodeIds.first.map { features[plan.feature].backgroundSteps.contains($0) } ?? false
        html.raw("<li class=\"")
        html.raw(label.cssClass)
        html.raw(isBackground ? " bg\">" : "\">")
        // Short tags, and a passed step's sign without its word (its scenario
        // says it): a large suite's report has tens of thousands of steps, and
        // the elements and bytes of each are what the browser parses.
        if label.cssClassText == "passed" { html.raw("✔") } else { label.write(into: &html) }
        html.raw(" <b>")
        html.text(summary.map { $0.keyword.isEmpty ? "* " : $0.keyword } ?? "* ")
        html.raw("</b><bdi>")
        html.text(step.text)
        html.raw("</bdi>")
        if let line = summary?.line {
            html.raw(" <small>line ")
            html.number(line)
            html.raw("</small>")
        }
        if let table = step.argument?.dataTable { Self.write(table, into: &html) }
        if let docString = step.argument?.docString { Self.write(docString, into: &html) }
    }

    private func writePickleStep(_ pickleStepId: String, outcome: TestCaseAttempt.StepOutcome, testStep: TestStep?,
                                 plan: ScenarioInFlight, attachments: [AttachmentItem], query: MessageQuery,
                                 into html: inout HTMLBytes) {
        let step = plan.pickle.steps.first { $0.id == pickleStepId }
            ?? PickleStep(argument: nil, astNodeIds: [], id: pickleStepId, type: nil, text: "(a step this stream does not describe)")
        let result = outcome.result
        openStep(step, label: HTMLStatusLabel(result?.status ?? .unknown), plan: plan, into: &html)
        let definitions = (testStep?.stepDefinitionIds ?? []).compactMap { stepDefinitions[$0] }
        var attachments = attachments
        if let result, result.status != .passed {
            let line = plan.summary?.step(withId: pickleStepId)?.line
            let place = line.map { "\(plan.pickle.uri):\($0)" } ?? location(of: plan)
            // The app's picture goes beside the message: it is what a person looks at first.
            let pictures = attachments.filter(Self.isAppPicture)
            attachments.removeAll(where: Self.isAppPicture)
            writeOutcome(result, featurePlace: place, code: definitions.map { Self.place($0.sourceReference) },
                         codeLabel: "Step definition", pictures: pictures, into: &html)
            if result.status == .undefined, let suggestion = query.suggestions[pickleStepId] {
                for snippet in suggestion.snippets {
                    html.raw("<p>Implement it with this snippet:</p><pre class=\"snippet\">")
                    html.text(snippet.code)
                    html.raw("</pre>")
                }
            }
        }
        for item in attachments { Self.render(item, into: &html) }
        html.raw("</li>")
    }

    /// A hook (of a scenario, or of the whole run), only when it did not pass or attached something.
    func writeHookStep(_ hookId: String, result: TestStepResult?, before: Bool,
                       attachments: [AttachmentItem], query: MessageQuery, into html: inout HTMLBytes) {
        let status = result?.status ?? .unknown
        guard status != .passed || !attachments.isEmpty else { return }
        let hook = query.hook(withId: hookId)
        let label = HTMLStatusLabel(status)
        html.raw("<li class=\"")
        html.raw(label.cssClass)
        html.raw("\">")
        label.write(into: &html)
        html.raw(" <b>")
        html.text(Self.hookKind(hook?.type, before: before))
        html.raw("</b>")
        if let name = hook?.name {
            html.raw("<bdi>")
            html.text(name)
            html.raw("</bdi>")
        }
        let code = hook.map { Self.place($0.sourceReference) }
        if let code {
            html.raw(" <small>")
            html.text(code)
            html.raw("</small>")
        }
        if let result, status != .passed {
            writeOutcome(result, featurePlace: nil, code: code.map { [$0] } ?? [], codeLabel: "Hook", into: &html)
        }
        for item in attachments { Self.render(item, into: &html) }
        html.raw("</li>")
    }

    /// Why a step did not pass: its message, the feature file's line, the
    /// Swift (or other) code it ran, the error's type and its stack trace.
    func writeOutcome(_ result: TestStepResult, featurePlace: String?, code: [String], codeLabel: String,
                      pictures: [AttachmentItem] = [], into html: inout HTMLBytes) {
        let message = result.exception?.message ?? result.message
        let trace = result.exception?.stackTrace
        let hasDetail = message != nil || trace != nil || result.exception != nil
        guard hasDetail || !pictures.isEmpty || result.status == .failed || result.status == .ambiguous else { return }
        html.raw("<div class=\"failure\" role=\"group\" aria-label=\"")
        html.raw(result.status == .failed ? "Failure" : "Details")
        html.raw("\"><div class=\"why\">")
        if let message {
            html.raw("<pre class=\"msg\">")
            html.text(message)
            html.raw("</pre>")
        }
        html.raw("<dl>")
        if let featurePlace {
            html.raw("<dt>Feature file</dt><dd>")
            html.path(featurePlace)
            html.raw("</dd>")
        }
        for place in code {
            html.raw("<dt>")
            html.text(codeLabel)
            html.raw("</dt><dd>")
            html.path(place)
            html.raw("</dd>")
        }
        if let type = result.exception?.type {
            html.raw("<dt>Error</dt><dd>")
            html.text(type)
            html.raw("</dd>")
        }
        html.raw("</dl>")
        if let trace, trace != message {
            html.raw("<details><summary>Stack trace</summary><pre>")
            html.text(trace)
            html.raw("</pre></details>")
        }
        html.raw("</div>")
        for picture in pictures { Self.render(picture, into: &html) }
        html.raw("</div>")
    }

    /// An SVG made during the step: the app's picture, by linkspec's convention.
    static func isAppPicture(_ item: AttachmentItem) -> Bool {
        guard case .inline(let attachment) = item else { return false }
        return HTMLAttachments.essence(of: attachment.mediaType) == "image/svg+xml"
    }

    static func write(_ table: PickleTable, into html: inout HTMLBytes) {
        html.raw("<div class=\"tbl\"><table>")
        for row in table.rows {
            html.raw("<tr>")
            for cell in row.cells {
                html.raw("<td>")
                html.text(cell.value)
                html.raw("</td>")
            }
            html.raw("</tr>")
        }
        html.raw("</table></div>")
    }

    static func write(_ docString: PickleDocString, into html: inout HTMLBytes) {
        if let mediaType = docString.mediaType, !mediaType.isEmpty {
            html.raw("<p class=\"cap\">")
            html.text(mediaType)
            html.raw("</p>")
        }
        html.raw("<pre class=\"doc\">")
        html.text(docString.content)
        html.raw("</pre>")
    }

    static func isShown(_ item: AttachmentItem) -> Bool {
        if case .inline(let attachment) = item { return HTMLAttachments.isShown(attachment) }
        return true
    }

    static func render(_ item: AttachmentItem, into html: inout HTMLBytes) {
        switch item {
        case .inline(let attachment): HTMLAttachments.render(attachment, into: &html)
        case .external(let attachment): HTMLAttachments.render(attachment, into: &html)
        }
    }

    /// `Steps/Assert/ScreenSteps.swift:12`: where code is, as the stream names it.
    static func place(_ reference: SourceReference) -> String {
        if let uri = reference.uri {
            return reference.location.map { "\(uri):\($0.line)" } ?? uri
        }
        if let method = reference.javaMethod { return "\(method.className).\(method.methodName)" }
        if let element = reference.javaStackTraceElement { return "\(element.className).\(element.methodName)" }
        return "unknown place"
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
        if milliseconds < 60_000 {
            let hundredths = milliseconds / 10
            return "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)\u{A0}s"
        }
        return "\(milliseconds / 60_000)\u{A0}min \(milliseconds / 1000 % 60)\u{A0}s"
    }
}
