import CucumberMessages

/// Test cases named the way Cucumber's JUnit formatter names them. The `classname` is
/// the feature's name. The `name` joins, with " - ", the non-empty names of the
/// rule, the scenario and the Examples block, then `#E.R` for an Examples row
/// (E-th Examples block, R-th row, counting from 1), followed by `: ` and the
/// pickle's name when filling in the placeholders changed it:
/// `Eating cucumbers with <friends> friends - #1.2: Eating cucumbers with 1 friends`.
/// A scenario's pickle whose name a run lengthened (`--platform all` adds
/// ` [Android]`) has the addition after the name.
extension JUnitOptions {
    func className(of pickle: PickleSummary) -> String {
        className ?? pickle.feature?.name ?? pickle.uri
    }

    func testName(of pickle: PickleSummary) -> String {
        guard let scenario = pickle.scenario else { return pickle.name }
        // Appended in place, not collected and joined: this runs once per scenario.
        var name = ""
        func add(_ part: String) {
            if !name.isEmpty { name += " - " }
            name += part
        }
        if includesFeatureNameInTestName, let feature = pickle.feature?.name, !feature.isEmpty {
            add(feature)
        }
        if let rule = pickle.ruleName, !rule.isEmpty { add(rule) }
        if !scenario.name.isEmpty { add(scenario.name) }
        if let row = pickle.examplesRow {
            if !row.examplesName.isEmpty { add(row.examplesName) }
            var number = "#\(row.examplesNumber).\(row.rowNumber)"
            if pickle.name != scenario.name { number += ": " + pickle.name }
            add(number)
        } else if pickle.name != scenario.name, pickle.name.hasPrefix(scenario.name) {
            // What a run added to the scenario's name: the platform (` [Android]`).
            name += pickle.name.dropFirst(scenario.name.count)
        }
        return name
    }
}
