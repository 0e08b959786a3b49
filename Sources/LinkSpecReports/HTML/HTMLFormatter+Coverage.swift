import CucumberMessages

/// The route coverage of the run: every route of the app map with the
/// scenarios whose last attempt reached it, the missing ones marked in words,
/// and routes the map does not know after them.
extension HTMLFormatter {
    var coverage: CoverageTally {
        var tally = CoverageTally(keys: app?.routes ?? [])
        for entry in self.tally.reached { tally.add(scenarioKeys: entry.keys) }
        return tally
    }

    func writeCoverage(into html: inout HTMLBytes) {
        let coverage = coverage
        html.raw("<section id=\"coverage\" aria-labelledby=\"coverage-h\"><h2 id=\"coverage-h\">Route coverage</h2>\n")
        guard app != nil || !tally.reached.isEmpty else {
            html.raw("<p>The message stream says nothing of routes (it was not written by a linkspec run of an app).</p>\n</section>\n")
            return
        }
        var reachedBy: [String: [HTMLRunTally.ScenarioRef]] = [:]
        for entry in tally.reached.sorted(by: { $0.scenario.sortKey < $1.scenario.sortKey }) {
            var seen: Set<String> = []
            for key in entry.keys where seen.insert(key).inserted { reachedBy[key, default: []].append(entry.scenario) }
        }
        html.text(coverage.summaryLine(), between: "<p>", and: "</p>\n")
        html.raw("<div class=\"tbl\"><table><thead><tr><th scope=\"col\">Route</th><th scope=\"col\">Scenarios</th>")
        html.raw("<th scope=\"col\">Reached by</th></tr></thead>\n<tbody>\n")
        for key in coverage.keys {
            writeRow(key, scenarios: reachedBy[key] ?? [], note: nil, into: &html)
        }
        for key in coverage.unknownKeys {
            writeRow(key, scenarios: reachedBy[key] ?? [], note: "not in the app map", into: &html)
        }
        html.raw("</tbody></table></div>\n</section>\n")
    }

    private func writeRow(_ key: String, scenarios: [HTMLRunTally.ScenarioRef], note: String?, into html: inout HTMLBytes) {
        html.text(key, between: scenarios.isEmpty ? "<tr class=\"missing\"><td><code>" : "<tr><td><code>", and: "</code>")
        if let note {
            html.text(note, between: " <span class=\"where\">(", and: ")</span>")
        }
        html.rawText("</td><td>\(scenarios.count)</td><td>")
        if scenarios.isEmpty {
            html.raw("<span class=\"missing\">✖ missing: no scenario reached it</span>")
        } else {
            html.rawText("<details><summary>\(scenarios.count) scenario\(scenarios.count == 1 ? "" : "s")</summary><ul>")
            for scenario in scenarios {
                html.rawText("<li><a href=\"#s\(scenario.ordinal)\">")
                html.text(scenario.name)
                html.raw("</a></li>")
            }
            html.raw("</ul></details>")
        }
        html.raw("</td></tr>\n")
    }
}
