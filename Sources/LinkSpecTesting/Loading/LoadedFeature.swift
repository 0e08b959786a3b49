import CucumberMessages
import Gherkin
import LinkSpecRunner

/// Where one feature file of a suite is, and where each of its steps is
/// written: what failure attribution needs. The file's source and document
/// stay with the loader's (`FeatureSuite.loaded`). Shared, unchanged, by every
/// scenario of the file, so a class: one copy however many scenarios.
package final class LoadedFeature: Sendable {
    /// The path as reports show it (relative to the package root when inside it).
    package let uri: String
    /// The absolute path it was read from.
    package let absolutePath: String
    /// The file a failure points at, for Xcode to open at the failing line:
    /// `absolutePath`, or for a copy read from a test bundle the source file it
    /// was copied from, when the test can reach it (`PackageRoot.sourcePath(of:)`).
    let sourcePath: String
    /// Each step's line and keyword, by its id.
    private let steps: [String: (line: Int, keyword: String)]

    init(uri: String, absolutePath: String, sourcePath: String? = nil, document: GherkinDocument) {
        self.uri = uri
        self.absolutePath = absolutePath
        self.sourcePath = sourcePath ?? absolutePath
        var steps = StepSites()
        document.walk(&steps)
        self.steps = steps.sites
    }

    private struct StepSites: GherkinDocumentVisitor {
        var sites: [String: (line: Int, keyword: String)] = [:]

        mutating func visitStep(_ step: Step, inBackground: Bool) {
            sites[step.id] = (step.location.line, step.keyword)
        }
    }

    /// The line a failure of `step` points at: the Examples row for an outline's
    /// pickle (the step line is shared by every row; the row is what differs),
    /// the step's own line otherwise.
    func line(of step: PickleStep, in pickle: Pickle) -> Int {
        if pickle.astNodeIds.count > 1, let row = pickle.location?.line { return row }
        return written(step)?.line ?? pickle.location?.line ?? 1
    }

    /// `Then the "Home" screen is displayed`, as written (keyword included).
    func text(of step: PickleStep) -> String {
        (written(step)?.keyword ?? "") + step.text
    }

    private func written(_ step: PickleStep) -> (line: Int, keyword: String)? {
        step.astNodeIds.first.flatMap { steps[$0] }
    }
}
