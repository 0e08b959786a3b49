import Foundation
import LinkSpecTesting
import XCTest

/// The whole corpus as one XCTest method, the way a team runs its features
/// from `swift test`; Benchmarks/measure.py times `swift test --skip-build`.
/// The corpus, app map, report path and jobs come from the environment so
/// that one build serves every size.
final class CorpusTests: XCTestCase {
    func testCorpusPasses() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let corpus = environment["LINKSPEC_CORPUS"], let app = environment["LINKSPEC_APP"] else {
            throw XCTSkip("set LINKSPEC_CORPUS and LINKSPEC_APP (Benchmarks/run.sh does)")
        }
        let jobs = environment["LINKSPEC_JOBS"].flatMap { Int($0) } ?? 1
        let reports = environment["LINKSPEC_JUNIT"].map { [Report.junit($0)] } ?? []
        try LinkSpec.run(corpus, app: .file(app), reports: reports, configuration: RunConfiguration(jobs: jobs), in: self)
    }
}
