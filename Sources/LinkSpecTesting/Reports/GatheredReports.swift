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

    private let gatherings = Locked<[Key: Gathering]>([:])

    private struct Key: Hashable {
        var suite: UUID
        var reports: [Report]
    }

    private final class Gathering {
        var attempts: [Int: [TestCaseRecord]] = [:]
        var isWritten = false
    }

    /// Adds the attempts of the scenario at `position` of the suite's list;
    /// when it is the last one missing, writes the reports (on this thread,
    /// which then sees any error writing them).
    func add<World: AnyObject>(_ attempts: [TestCaseRecord], position: Int, of suite: FeatureSuite,
                               library: StepLibrary<World>, configuration: RunConfiguration, app: AppUnderTest?,
                               reports: [Report]) throws {
        guard !reports.isEmpty else { return }
        let complete: [[TestCaseRecord]]? = gatherings.withLock { gatherings in
            let key = Key(suite: suite.identity, reports: reports)
            let gathering = gatherings[key] ?? Gathering()
            gatherings[key] = gathering
            gathering.attempts[position] = attempts
            guard !gathering.isWritten, gathering.attempts.count == suite.pickles.count else { return nil }
            gathering.isWritten = true
            gatherings[key] = nil
            return suite.pickles.indices.map { gathering.attempts[$0] ?? [] }
        }
        guard let complete else { return }
        try Self.write(complete, suite: suite, library: library, configuration: configuration, app: app, reports: reports)
    }

    /// Replays the gathered attempts as one run through the reports' formatters.
    private static func write<World: AnyObject>(_ attempts: [[TestCaseRecord]], suite: FeatureSuite,
                                                library: StepLibrary<World>, configuration: RunConfiguration,
                                                app: AppUnderTest?, reports: [Report]) throws {
        guard let pipeline = try ReportPipeline(reports, root: suite.root) else { return }
        try RunDriver(library: library, reports: pipeline, app: app).replay(attempts, of: suite.loaded, strict: configuration.strict)
    }
}
