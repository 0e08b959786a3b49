@testable import LinkSpecReports
import LinkSpecRunner
import XCTest

/// The demo app's acceptance suite (`Features/`) and the independent suite
/// (written only from the phrase list and the app's description) pass with the
/// standard steps, and together with the route coverage they show that every
/// route of the demo app is exercised.
final class SuiteTests: XCTestCase {
    func testFeaturesSuitePassesOnBothPlatforms() throws {
        let pickles = try StepsHarness.pickles(inFolder: StepsHarness.featuresFolder, platform: .all)
        XCTAssertGreaterThan(pickles.count, 100, "the suite has fewer scenarios than expected: is the parser in?")
        XCTAssertTrue(pickles.contains { $0.name.hasSuffix(" [Android]") } && pickles.contains { $0.name.hasSuffix(" [iOS]") })
        let recorder = try StepsHarness.run(pickles, platform: .all)
        XCTAssertEqual(recorder.records.count, pickles.count)
        for record in recorder.records where record.status != .passed {
            XCTFail("\(record.pickle.uri): \(record.pickle.name): \(record.summary)")
        }
        XCTAssertEqual(recorder.result?.exitCode, 0)
    }

    func testIndependentSuitePassesUnchanged() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("IndependentSuite")
        let pickles = try StepsHarness.pickles(inFolder: folder)
        XCTAssertGreaterThan(pickles.count, 30)
        let recorder = try StepsHarness.run(pickles)
        for record in recorder.records where record.status != .passed {
            XCTFail("\(record.pickle.name): \(record.summary)")
        }
        XCTAssertEqual(recorder.result?.exitCode, 0)
    }

    func testFeaturesSuiteReachesEveryRouteOfTheDemoApp() throws {
        let pickles = try StepsHarness.pickles(inFolder: StepsHarness.featuresFolder)
        let recorder = try StepsHarness.run(pickles)
        XCTAssertFalse(pickles.contains { $0.tags.contains { $0.name == "@android" } }, "iOS alone, by default")
        var tally = CoverageTally(keys: StepsHarness.demoMap.routes.map(\.name))
        for record in recorder.records {
            tally.add(scenarioKeys: try XCTUnwrap(record.coverageKeys, "AppWorld reports coverage"))
        }
        XCTAssertEqual(tally.keys.count, 12)
        XCTAssertEqual(tally.missing, [], tally.summaryLine())
        XCTAssertEqual(tally.unknownKeys, [])
        XCTAssertEqual(tally.summaryLine(), "Routes: 12/12 covered")
    }
}
