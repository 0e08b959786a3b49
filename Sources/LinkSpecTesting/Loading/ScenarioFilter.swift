import Expressions
import LinkSpecRunner

/// Which scenarios of the loaded files run: the tag expression and name
/// patterns given in code, narrowed further by the environment, so one scenario
/// can be run alone without editing the test (`swift test --filter` selects
/// test functions, not the scenarios inside them):
///
///     LINKSPEC_TAGS='@smoke and not @slow'   # ANDed with the tags in code
///     LINKSPEC_NAME='wrong password'         # a regular expression searched in the scenario's name
public struct ScenarioFilter: Sendable {
    public var tags: String?
    public var names: [String]

    public init(tags: String? = nil, names: [String] = []) {
        self.tags = tags
        self.names = names
    }

    /// Environment variables that narrow every selection.
    public static let tagsVariable = "LINKSPEC_TAGS"
    public static let nameVariable = "LINKSPEC_NAME"

    /// Whether the environment narrows the selection (an empty result is then
    /// expected in the tests it leaves out, not a mistake).
    static func isNarrowed(by environment: [String: String]) -> Bool {
        [tagsVariable, nameVariable].contains { !(environment[$0] ?? "").isEmpty }
    }

    /// The runner's selection for this filter and environment; a bad tag
    /// expression or pattern is an error naming where it came from.
    func selection(environment: [String: String]) throws(InputErrors) -> ScenarioSelection {
        var errors: [InputError] = []
        var expressions: [TagExpression] = []
        for (origin, text) in [("tags", tags), (Self.tagsVariable, environment[Self.tagsVariable])] {
            guard let text, !text.isEmpty else { continue }
            do {
                expressions.append(try TagExpression(text))
            } catch {
                errors.append(InputError(path: origin, message: "'\(text)': \(error.message)"))
            }
        }
        var nameFilter: NameFilter?
        do {
            nameFilter = try NameFilter(patterns: names)
            _ = try Self.environmentNames(environment)
        } catch {
            errors.append(error)
        }
        guard errors.isEmpty else { throw InputErrors(errors) }
        return ScenarioSelection(tags: expressions, names: nameFilter)
    }

    /// The environment's name pattern, applied after the runner's selection
    /// (which ORs its patterns; narrowing needs AND).
    static func environmentNames(_ environment: [String: String]) throws(InputError) -> NameFilter? {
        guard let name = environment[nameVariable], !name.isEmpty else { return nil }
        do {
            return try NameFilter(patterns: [name])
        } catch {
            throw InputError(path: nameVariable, message: error.message)
        }
    }
}

extension ScenarioFilter {
    /// `tags '@smoke' and names 'login'`, for messages about an empty selection.
    var summary: String {
        var parts: [String] = []
        if let tags { parts.append("tags '\(tags)'") }
        if !names.isEmpty { parts.append("names " + names.map { "'\($0)'" }.joined(separator: " or ")) }
        return parts.isEmpty ? "(the files have no scenarios)" : parts.joined(separator: " and ")
    }
}
