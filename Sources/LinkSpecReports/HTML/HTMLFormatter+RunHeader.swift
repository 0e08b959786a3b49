import CucumberMessages

/// The run at the top of the page: its verdict and facts, the scenarios that
/// need attention, and the filters.
extension HTMLFormatter {
    /// `✔ All 95 scenarios passed`, `✖ 3 of 4 scenarios did not pass`: the
    /// sign is the run's own verdict (`testRunFinished.success`: under
    /// `--no-strict` pending and undefined steps do not fail it); skipped
    /// scenarios (a dry run) are not failures.
    func verdict(query: MessageQuery) -> (passed: Bool, text: String) {
        let total = tally.scenarioTotal
        let skipped = tally.scenarios[.skipped]
        let troubled = tally.notPassed - skipped
        let hookFailed = runHooks.contains { ($0.result?.status ?? .passed) == .failed }
        let success = query.testRunFinished?.success ?? (troubled == 0 && !hookFailed)
        let noun = total == 1 ? "scenario" : "scenarios"
        if troubled > 0 {
            return (success, "\(troubled) of \(total) \(noun) did not pass" + (skipped > 0 ? ", \(skipped) skipped" : ""))
        }
        if !success || hookFailed || query.testRunFinished?.exception != nil { return (false, "the run failed") }
        if total == 0 { return (true, "no scenarios ran") }
        if skipped == total { return (true, total == 1 ? "the scenario was skipped" : "all \(total) scenarios were skipped") }
        if skipped > 0 { return (true, "\(total - skipped) of \(total) scenarios passed, \(skipped) skipped") }
        return (true, total == 1 ? "the scenario passed" : "all \(total) scenarios passed")
    }

    func writeRunHeader(query: MessageQuery, into html: inout HTMLBytes) {
        let verdict = verdict(query: query)
        html.text(title, between: "<header>\n<h1>",
                  and: verdict.passed ? "</h1>\n<p class=\"verdict passed\">✔ " : "</h1>\n<p class=\"verdict failed\">✖ ")
        html.text(verdict.text.prefix(1).uppercased() + verdict.text.dropFirst())
        html.raw("</p>\n<dl class=\"facts\">\n<dt>Scenarios</dt><dd>")
        writeCounts(tally.scenarios, notRun: tally.notRun, noun: nil, into: &html)
        html.raw("</dd>\n<dt>Steps</dt><dd>")
        writeCounts(tally.steps, notRun: 0, noun: nil, into: &html)
        html.raw("</dd>\n")
        if tally.flaky + tally.retried > 0 {
            let parts = [tally.flaky > 0 ? "\(tally.flaky) flaky (passed on a later attempt)" : nil,
                         tally.retried > 0 ? "\(tally.retried) retried without passing" : nil]
            html.text(parts.compactMap { $0 }.joined(separator: ", "), between: "<dt>Retries</dt><dd>", and: "</dd>\n")
        }
        if let duration = query.runDuration {
            html.text(SummaryFormatter.minutesAndSeconds(duration), between: "<dt>Duration</dt><dd>", and: "</dd>\n")
        }
        if let started = query.testRunStarted?.timestamp {
            let dateAndTime = UTCDateTime.dateAndTime(started)
            html.raw("<dt>Started</dt><dd><time")
            html.attribute("datetime", dateAndTime + "Z")
            html.text(dateAndTime.replacingOccurrences(of: "T", with: " ") + " UTC", between: ">", and: "</time></dd>\n")
        }
        if let meta = query.meta {
            let platform = [meta.runtime, meta.os, meta.cpu].map(Self.product).joined(separator: ", ")
            html.text(Self.product(meta.implementation) + " (\(platform))", between: "<dt>Tool</dt><dd>", and: "</dd>\n")
            if let ci = meta.ci { writeCI(ci, into: &html) }
        }
        if let app {
            html.text(app.name, between: "<dt>App</dt><dd>", and: "</dd>\n")
        }
        if app != nil || !tally.reached.isEmpty {
            let coverage = coverage
            let missing = coverage.missing.count
            let reached = "\(coverage.keys.count - missing) of \(coverage.keys.count) reached"
            html.text(reached + (missing > 0 ? ", \(missing) missing" : ""),
                      between: "<dt>Routes</dt><dd><a href=\"#coverage\">", and: "</a></dd>\n")
        }
        html.raw("</dl>\n")
        if let finished = query.testRunFinished, finished.exception != nil || finished.message != nil {
            let exception = finished.exception.map { [$0.type, $0.message].compactMap { $0 }.joined(separator: ": ") }
            html.text(exception ?? finished.message ?? "",
                      between: "<div class=\"failure failed\" role=\"alert\"><p>The run itself failed:</p><pre class=\"msg\">",
                      and: "</pre></div>\n")
        }
        html.raw("</header>\n<main>\n")
        writeAttention(into: &html)
        writeFilters(into: &html)
    }

    private func writeCI(_ ci: CI, into html: inout HTMLBytes) {
        html.raw("<dt>CI</dt><dd>")
        var parts = [ci.name]
        if let build = ci.buildNumber { parts.append("build \(build)") }
        if let git = ci.git {
            parts.append([git.branch ?? git.tag, String(git.revision.prefix(12))].compactMap { $0 }.joined(separator: " at "))
        }
        html.text(parts.joined(separator: ", "))
        if let url = ci.url, url.hasPrefix("https://") || url.hasPrefix("http://") {
            html.raw(" <a rel=\"noreferrer noopener\"")
            html.attribute("href", url)
            html.raw(">the build</a>")
        }
        html.raw("</dd>\n")
    }

    static func product(_ product: Product) -> String {
        product.version.map { "\(product.name) \($0)" } ?? product.name
    }

    /// `4 scenarios: ✖ 3 failed, ? 1 undefined`, most severe first, none left to colour alone.
    func writeCounts(_ counts: StatusCounts, notRun: Int, noun: (singular: String, plural: String)?, into html: inout HTMLBytes) {
        let total = counts.total + notRun
        html.rawText(String(total))
        if let noun { html.text(total == 1 ? " " + noun.singular : " " + noun.plural) }
        for (index, (label, count)) in Self.labelled(counts, notRun: notRun).enumerated() {
            html.rawText("\(index == 0 ? ":" : ",") <span class=\"\(label.cssClass)\"><span class=\"s\">"
                + "\(label.sign) \(count) \(label.word)</span></span>")
        }
    }

    /// Each status that has a count, most severe first, then those not run.
    private static func labelled(_ counts: StatusCounts, notRun: Int) -> [(HTMLStatusLabel, Int)] {
        var labels = TestStepResult.Status.bySeverity.filter { counts[$0] > 0 }.map { (HTMLStatusLabel($0), counts[$0]) }
        if notRun > 0 { labels.append((.notRun, notRun)) }
        return labels
    }

    /// Links to every scenario that did not pass, and to the flaky ones.
    private func writeAttention(into html: inout HTMLBytes) {
        guard !tally.attention.isEmpty else { return }
        html.rawText("<section id=\"attention\" aria-labelledby=\"attention-h\"><h2 id=\"attention-h\">Needs attention ("
            + "\(tally.attention.count))</h2>\n<ul class=\"plain attention\">\n")
        for item in tally.attention.sorted(by: { $0.scenario.sortKey < $1.scenario.sortKey }) {
            html.rawText("<li class=\"\(item.label.cssClass)\"><a href=\"#s\(item.scenario.ordinal)\" class=\"name\">")
            html.text(item.scenario.name)
            html.raw("</a> ")
            item.label.write(into: &html)
            html.text(item.location, between: " <span class=\"where\">", and: "</span>")
            if let flag = item.flag {
                html.text(flag, between: " <span class=\"flag\">", and: "</span>")
            }
            if let note = item.note {
                html.text(note, between: "<br><span class=\"note\">", and: "</span>")
            }
            html.raw("</li>\n")
        }
        html.raw("</ul>\n</section>\n")
    }

    /// The filters: shown by the script, which is what applies them.
    private func writeFilters(into html: inout HTMLBytes) {
        html.raw("<form id=\"filters\" role=\"search\" aria-label=\"Filter the scenarios\" hidden>\n")
        html.raw("<fieldset><legend>Status</legend>")
        for (label, count) in Self.labelled(tally.scenarios, notRun: tally.notRun) {
            html.rawText("<label><input type=\"checkbox\" name=\"status\" value=\"\(label.cssClass)\" checked> "
                + "\(label.sign) \(label.word) (\(count))</label>")
        }
        html.raw("</fieldset>\n<label>Tag <select name=\"tag\"><option value=\"\">any tag</option>")
        for tag in tally.tags.sorted() {
            html.text(tag, between: "<option>", and: "</option>")
        }
        html.raw("</select></label>\n<label>Name contains <input type=\"search\" name=\"q\"></label>\n")
        html.raw("<output id=\"shown\" aria-live=\"polite\"></output>\n</form>\n")
    }
}
