import BabylonAcceptance
import Foundation
import LinkSpecTesting
import XCTest

/// What a step author writes compiles with `import LinkSpecTesting` alone, and
/// a run reports failures to any `FailureRecording`, not only to XCTest.
final class StepAuthoringTests: XCTestCase {
    /// Keeps the failures a run reports, instead of failing this test.
    final class Failures: FailureRecording {
        var recorded: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { recorded.append(failure) }
    }

    func testPendingAndFailingStepsAreReportedAtTheFeatureLine() throws {
        var steps = StepLibrary<AppWorld>()
        steps.given("the backend is down") { _ in try pending("no backend double yet") }
        steps.then("the links mean:") { (world, table: DataTable) in
            for row in table.hashes() {
                let event: RoutingEvent? = world.app.resolve(row["link"] ?? "")
                expectEqual(event?.description ?? "none", row["event"] ?? "", row["link"] ?? "")
            }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("babylon-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let feature = folder.appendingPathComponent("authoring.feature")
        try """
            Feature: authoring
              Scenario: not written yet
                Given the backend is down

              Scenario: a wrong expectation
                Then the links mean:
                  | link          | event                  |
                  | somescreen/42 | showSomeScreen(id: 41) |
            """.write(to: feature, atomically: true, encoding: .utf8)
        let failures = Failures()
        let outcome = try LinkSpec.run(feature.path, app: .file("Features/app.json", routing: BabylonLinks.route),
                                       steps: steps, in: failures)
        XCTAssertFalse(outcome.passed)
        XCTAssertEqual(failures.recorded.map(\.status), [.pending, .failed])
        XCTAssertEqual(failures.recorded.map(\.line), [3, 6])
        XCTAssertTrue(failures.recorded[1].message.contains("expected showSomeScreen(id: 41), got showSomeScreen(id: 42)"),
                      failures.recorded[1].message)
    }
}
