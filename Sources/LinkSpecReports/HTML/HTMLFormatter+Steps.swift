import CucumberMessages

/// A scenario's steps and hooks, each with its result: why one did not pass,
/// its argument (a data table or a doc string) and its attachments.
extension HTMLFormatter {
    /// The steps of one attempt, then the attachments of the scenario itself.
    func writeSteps(of attempt: TestCaseAttempt, plan: ScenarioInFlight, query: MessageQuery, into html: inout HTMLBytes) {
        let testCase = query.testCase(withId: attempt.testCaseId)
        let shown = attempt.attachments.filter(HTMLAttachments.isShown)
        html.raw("<ol class=\"steps\">")
        var seenPickleStep = false
        for (index, outcome) in attempt.steps.enumerated() {
            let items = shown.filter { $0.attachedIn.testStepId == outcome.testStepId }
            let testStep = testCase?.testStep(outcome.testStepId, at: index)
            if let hookId = outcome.hookId {
                writeHookStep(hookId, result: outcome.result, before: !seenPickleStep, attachments: items, query: query, into: &html)
            } else if let pickleStepId = outcome.pickleStepId {
                seenPickleStep = true
                writePickleStep(pickleStepId, outcome: outcome, testStep: testStep, plan: plan, attachments: items,
                                query: query, into: &html)
            }
        }
        html.raw("</ol>")
        for item in shown where item.attachedIn.testStepId == nil {
            HTMLAttachments.render(item, into: &html)
        }
    }

    func writePlannedSteps(_ plan: ScenarioInFlight, into html: inout HTMLBytes) {
        html.raw("<ol class=\"steps\">")
        for step in plan.pickle.steps {
            openStep(step, label: HTMLStatusLabel.notRun, plan: plan, into: &html)
            html.raw("</li>")
        }
        html.raw("</ol>")
    }

    /// `<li class="failed"><span class="s">✖ failed</span> <b>Then </b><bdi>...</bdi>` and the step's argument.
    private func openStep(_ step: PickleStep, label: HTMLStatusLabel, plan: ScenarioInFlight, into html: inout HTMLBytes) {
        let summary = plan.summary.step(withId: step.id)
        let isBackground = summary?.inBackground ?? false
        html.rawText("<li class=\"\(label.cssClass)\(isBackground ? " bg" : "")\">")
        // Short tags, and a passed step's sign without its word (its scenario
        // says it): a large suite's report has tens of thousands of steps, and
        // the elements and bytes of each are what the browser parses.
        if label.cssClass == "passed" { html.raw("✔") } else { label.write(into: &html) }
        html.text(summary.map { $0.keyword.isEmpty ? "* " : $0.keyword } ?? "* ", between: " <b>", and: "</b><bdi>")
        html.text(step.text)
        html.raw("</bdi>")
        if let line = summary?.line {
            html.rawText(" <small>line \(line)</small>")
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
            let line = plan.summary.step(withId: pickleStepId)?.line
            let place = line.map { "\(plan.pickle.uri):\($0)" } ?? plan.summary.location
            // The app's picture goes beside the message: it is what a person looks at first.
            let pictures = attachments.filter(Self.isAppPicture)
            attachments.removeAll(where: Self.isAppPicture)
            writeOutcome(result, featurePlace: place, code: definitions.map { $0.sourceReference.place ?? "unknown place" },
                         codeLabel: "Step definition", pictures: pictures, into: &html)
            if result.status == .undefined, let suggestion = query.suggestions[pickleStepId] {
                for snippet in suggestion.snippets {
                    html.text(snippet.code, between: "<p>Implement it with this snippet:</p><pre class=\"snippet\">",
                              and: "</pre>")
                }
            }
        }
        for item in attachments { HTMLAttachments.render(item, into: &html) }
        html.raw("</li>")
    }

    /// A hook (of a scenario, or of the whole run), only when it did not pass or attached something.
    func writeHookStep(_ hookId: String, result: TestStepResult?, before: Bool,
                       attachments: [AttachmentItem], query: MessageQuery, into html: inout HTMLBytes) {
        let status = result?.status ?? .unknown
        guard status != .passed || !attachments.isEmpty else { return }
        let hook = query.hook(withId: hookId)
        let label = HTMLStatusLabel(status)
        html.rawText("<li class=\"\(label.cssClass)\">")
        label.write(into: &html)
        html.text(Self.hookKind(hook?.type, before: before), between: " <b>", and: "</b>")
        if let name = hook?.name {
            html.text(name, between: "<bdi>", and: "</bdi>")
        }
        let code = hook.map { $0.sourceReference.place ?? "unknown place" }
        if let code {
            html.text(code, between: " <small>", and: "</small>")
        }
        if let result, status != .passed {
            writeOutcome(result, featurePlace: nil, code: code.map { [$0] } ?? [], codeLabel: "Hook", into: &html)
        }
        for item in attachments { HTMLAttachments.render(item, into: &html) }
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
        html.rawText("<div class=\"failure\" role=\"group\" aria-label=\"\(result.status == .failed ? "Failure" : "Details")\">")
        html.raw("<div class=\"why\">")
        if let message {
            html.text(message, between: "<pre class=\"msg\">", and: "</pre>")
        }
        html.raw("<dl>")
        for (label, place) in (featurePlace.map { [("Feature file", $0)] } ?? []) + code.map({ (codeLabel, $0) }) {
            html.text(label, between: "<dt>", and: "</dt><dd>")
            html.path(place)
            html.raw("</dd>")
        }
        if let type = result.exception?.type {
            html.text(type, between: "<dt>Error</dt><dd>", and: "</dd>")
        }
        html.raw("</dl>")
        if let trace, trace != message {
            html.text(trace, between: "<details><summary>Stack trace</summary><pre>", and: "</pre></details>")
        }
        html.raw("</div>")
        for picture in pictures { HTMLAttachments.render(picture, into: &html) }
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
                html.text(cell.value, between: "<td>", and: "</td>")
            }
            html.raw("</tr>")
        }
        html.raw("</table></div>")
    }

    static func write(_ docString: PickleDocString, into html: inout HTMLBytes) {
        if let mediaType = docString.mediaType, !mediaType.isEmpty {
            html.text(mediaType, between: "<p class=\"cap\">", and: "</p>")
        }
        html.text(docString.content, between: "<pre class=\"doc\">", and: "</pre>")
    }
}
