import CucumberMessages
import Gherkin
import LinkSpecReports
import LinkSpecRunner

/// Where one feature file of a suite is, and where each of its steps is
/// written: what failure attribution needs. The file's source and document
/// stay with the loader's (`FeatureSuite.loaded`); this keeps only its
/// outline (`DocumentOutline`: the steps' lines and keywords). Shared,
/// unchanged, by every scenario of the file, so a class: one copy however
/// many scenarios.
package final class LoadedFeature: Sendable {
    /// The path as reports show it (relative to the package root when inside it).
    package let uri: String
    package let absolutePath: String
    /// The file a failure points at, for Xcode to open at the failing line:
    /// `absolutePath`, or for a copy read from a test bundle the source file it
    /// was copied from, when the test can reach it (`PackageRoot.sourcePath(of:)`).
    let sourcePath: String
    private let outline: DocumentOutline

    init(uri: String, absolutePath: String, sourcePath: String? = nil, document: GherkinDocument) {
        self.uri = uri
        self.absolutePath = absolutePath
        self.sourcePath = sourcePath ?? absolutePath
        outline = DocumentOutline(document)
    }

    /// The line a failure of `step` points at: the Examples row for an outline's
    /// pickle (the step line is shared by every row; the row is what differs),
    /// the step's own line otherwise.
    func line(of step: PickleStep, in pickle: Pickle) -> Int {
        if pickle.astNodeIds.count > 1, let row = pickle.location?.line { return row }
        return self.step(step)?.line ?? pickle.location?.line ?? 1
    }

    /// `Then the "Home" screen is displayed`, as written (keyword included).
    func text(of step: PickleStep) -> String {
        (self.step(step)?.keyword ?? "") + step.text
    }

    private func step(_ step: PickleStep) -> DocumentOutline.StepInfo? {
        guard let id = step.astNodeIds.first, case .step(let info)? = outline.nodes[id] else { return nil }
        return info
    }
}
