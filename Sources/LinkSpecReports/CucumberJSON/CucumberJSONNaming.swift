import CucumberMessages
import Foundation

/// The ids of the Cucumber JSON report, as cucumber-jvm makes them.
enum CucumberJSONNaming {
    /// A name as an id part: lower-cased, with ASCII white space (Java's `\s`),
    /// `'`, `_`, `,` and `!` each turned into `-`.
    static func id(_ name: String) -> String {
        name.lowercased().replacingOccurrences(of: "[ \t\n\u{0B}\u{0C}\r'_,!]", with: "-", options: .regularExpression)
    }

    /// The element id of a pickle: `feature;[rule;]scenario`, then
    /// `;examples;N` for an Examples row (N counts the header row as 1).
    static func id(of pickle: PickleSummary) -> String {
        var id = self.id(pickle.feature?.name ?? "")
        if let rule = pickle.ruleName { id += ";" + self.id(rule) }
        id += ";" + self.id(pickle.scenario?.name ?? "")
        guard let row = pickle.examplesRow else { return id }
        return id + ";" + self.id(row.examplesName) + ";\(row.rowNumber + 1)"
    }
}
