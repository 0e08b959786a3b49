import AppSimulation

/// What a run found, and its text for the terminal: the seed to repeat it, each
/// violation with its minimal link and a ready-to-paste scenario, and the summary
/// (links tried, situations, violations). Holds no clock, so that the same seed
/// prints the same report.
package struct FuzzReport: Sendable {
    package let map: AppMap
    package let configuration: FuzzConfiguration
    package let linksTried: Int
    package let situations: Int
    /// Links times situations: how many times a link was opened.
    package let trials: Int
    package let violations: [Violation]

    package var isClean: Bool { violations.isEmpty }

    /// The reproducing scenario of each violation, one string each.
    package var scenarios: [String] {
        let checker = InvariantChecker(map: map)
        return violations.map { ReproductionScenario(violation: $0, map: map, checker: checker, command: configuration.command).lines.joined(separator: "\n") }
    }

    /// The violations and a summary line (the command line prints the app and seed before the run).
    package var text: String {
        var lines: [String] = []
        for (index, (violation, scenario)) in zip(violations, scenarios).enumerated() {
            lines.append("")
            lines.append("Violation \(index + 1) of \(violations.count): \(violation.kind.title)" + (violation.route.map { " (route '\($0)')" } ?? ""))
            lines.append("  link:      \(GherkinText.quoted(violation.link))"
                         + (violation.originalLink == violation.link ? "" : " (shrunk from \(GherkinText.quoted(violation.originalLink)))"))
            lines.append("  situation: \(violation.situation.description)")
            if let followUp = violation.followUp { lines.append("  then:      \(followUp.phrase)") }
            lines.append("  seen:      \(violation.detail)")
            lines.append("")
            lines += scenario.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }
        }
        if !violations.isEmpty { lines.append("") }
        let found = violations.isEmpty ? "no violations" : "\(violations.count) violation\(violations.count == 1 ? "" : "s")"
        lines.append("Tried \(linksTried) links in \(situations) situations (\(trials) openings): \(found).")
        if !violations.isEmpty { lines.append("Repeat with: \(configuration.command) fuzz-links --seed \(configuration.seed) --count \(configuration.count)") }
        return lines.joined(separator: "\n") + "\n"
    }
}
