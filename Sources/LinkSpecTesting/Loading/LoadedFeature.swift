import CucumberMessages
import Gherkin
import LinkSpecRunner

/// Where one feature file of a suite is, and where each of its steps is
/// written: what failure attribution needs. The file's source and document
/// stay with the loader's (`FeatureSuite.loaded`); this keeps only the steps'
/// lines and keywords. Shared, unchanged, by every scenario of the file, so a
/// class: one copy however many scenarios.
package final class LoadedFeature: Sendable {
    /// The path as reports show it (relative to the package root when inside it).
    package let uri: String
    /// The absolute path it was read from.
    package let absolutePath: String
    /// The file a failure points at, for Xcode to open at the failing line:
    /// `absolutePath`, or for a copy read from a test bundle the source file it
    /// was copied from, when the test can reach it (`PackageRoot.sourcePath(of:)`).
    let sourcePath: String
    private let steps: [String: StepSite]

    /// Where a Gherkin step is written and with which keyword.
    struct StepSite: Sendable {
        var line: Int
        var keyword: String
    }

    init(uri: String, absolutePath: String, sourcePath: String? = nil, document: GherkinDocument) {
        self.uri = uri
        self.absolutePath = absolutePath
        self.sourcePath = sourcePath ?? absolutePath
        var steps: [String: StepSite] = [:]
        func add(_ list: [Step]) {
            for step in list { steps[step.id] = StepSite(line: step.location.line, keyword: step.keyword) }
        }
        for child in document.feature?.children ?? [] {
            if let background = child.background { add(background.steps) }
            if let scenario = child.scenario { add(scenario.steps) }
            for ruleChild in child.rule?.children ?? [] {
                if let background = ruleChild.background { add(background.steps) }
                if let scenario = ruleChild.scenario { add(scenario.steps) }
            }
        }
        self.steps = steps
    }

    /// The line a failure of `step` points at: the Examples row for an outline's
    /// pickle (the step line is shared by every row; the row is what differs),
    /// the step's own line otherwise.
    func line(of step: PickleStep, in pickle: Pickle) -> Int {
        if pickle.astNodeIds.count > 1, let row = pickle.location?.line { return row }
        return step.astNodeIds.first.flatMap { steps[$0]?.line } ?? pickle.location?.line ?? 1
    }

    /// `Then the "Home" screen is displayed`, as written (keyword included).
    func text(of step: PickleStep) -> String {
        let keyword = step.astNodeIds.first.flatMap { steps[$0]?.keyword } ?? ""
        return keyword + step.text
    }
}
