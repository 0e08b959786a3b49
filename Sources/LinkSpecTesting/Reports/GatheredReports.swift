import Foundation
import LinkSpecPlatform
import LinkSpecReports
import LinkSpecRunner

/// The reports of a Swift Testing list of scenarios. Its test cases run one
/// scenario each, in parallel and in any order, so the reports cannot follow
/// one run: each finished scenario's attempts are kept here, and once every
/// scenario of the list has run, the whole list is streamed in defined order
/// through the same formatters as `linkspec`, and the files are written (whole,
/// atomically). A partial run (one test case re-run alone) writes nothing.
final class GatheredReports: Sendable {
    static let shared = GatheredReports()

    /// Each list's attempts so far, by the scenario's position in the list.
    private let gatherings = Locked<[Key: [Int: [TestCaseRecord]]]>([:])

    private struct Key: Hashable {
        var suite: UUID
        var reports: [Report]
    }

    /// Adds the attempts of the scenario at `position` of the suite's list;
    /// when it is the last one missing, writes the reports (on this thread,
    /// which then sees any error writing them) by replaying the list's
    /// attempts as one run.
    func add<World: AnyObject>(_ attempts: [TestCaseRecord], position: Int, of suite: FeatureSuite,
                               library: StepLibrary<World>, configuration: RunConfiguration, app: AppUnderTest?,
                               reports: [Report]) throws {
        guard !reports.isEmpty else { return }
        let key = Key(suite: suite.identity, reports: reports)
        let complete = gatherings.withLock { gatherings in
            gatherings[key, default: [:]][position] = attempts
            return gatherings[key]?.count == suite.pickles.count ? gatherings.removeValue(forKey: key) : nil
        }
        guard let complete, let pipeline = try ReportPipeline(reports, root: suite.root) else { return }
        try RunDriver(library: library, reports: pipeline, app: app)
            .replay(suite.pickles.indices.map { complete[$0] ?? [] }, of: suite.loaded, strict: configuration.strict)
    }
}
