import LinkSpecTesting
import XCTest

/// The XCTest style: one call per test method runs a folder, a file or a
/// filtered set of scenarios, and failures land on the feature file's lines.
final class XCTestStyleTests: XCTestCase {
    func testRoutingFeaturesPassAgainstTheDemoApp() throws {
        let outcome = try LinkSpec.run("Features/routing", app: .file("Features/app.json"), in: self)
        XCTAssertGreaterThan(outcome.scenarioCount, 0)
        XCTAssertTrue(outcome.passed, outcome.failures.map(\.description).joined(separator: "\n"))
    }

    func testSmokeTaggedScenariosOfTheWholeSuiteUseTheNearestAppMap() throws {
        let outcome = try LinkSpec.run("Features/", tags: "@smoke", in: self)
        XCTAssertGreaterThan(outcome.scenarioCount, 0)
        XCTAssertEqual(outcome.result.scenarios[.passed], outcome.scenarioCount)
    }

    func testOneFileFilteredByName() throws {
        let all = try LinkSpec.run("Features/security/clinical_access.feature", app: .file("Features/app.json"), in: self)
        let some = try LinkSpec.run("Features/security/clinical_access.feature", app: .file("Features/app.json"),
                                    names: ["wrong password"], in: self)
        XCTAssertGreaterThan(some.scenarioCount, 0)
        XCTAssertLessThan(some.scenarioCount, all.scenarioCount, "the name pattern narrows the file's scenarios")
    }

    func testTeamStepsAndACustomParameterTypeRunNextToTheStandardSteps() throws {
        let outcome = try LinkSpec.run("Tests/LinkSpecTestingTests/Features/team", app: .file("Features/app.json"),
                                       steps: TeamSteps.library, in: self)
        XCTAssertEqual(outcome.scenarioCount, 5, "one scenario and two outlines of two rows")
        XCTAssertTrue(outcome.passed)
    }

    func testTeamStepsAloneLeaveTheStandardPhrasesUndefined() throws {
        let recorder = CollectingRecorder()
        let outcome = try LinkSpec.run("Tests/LinkSpecTestingTests/Features/team", app: .file("Features/app.json"),
                                       steps: TeamSteps.library, standardSteps: false, tags: "@smoke", in: recorder)
        XCTAssertEqual(outcome.scenarioCount, 1)
        XCTAssertEqual(recorder.failures.map(\.status), [.undefined, .undefined, .undefined],
                       "the Background's two steps and the last one are standard phrases, not the team's")
        XCTAssertTrue(recorder.failures.first?.message.contains("Undefined step: Given the app is launched") == true)
    }

    func testATeamsRoutingFunctionRoutesInPlaceOfThePatterns() throws {
        let outcome = try LinkSpec.run("Tests/LinkSpecTestingTests/Features/routing_function",
                                       app: .file("Features/app.json", routing: TeamRouting.route), in: self)
        XCTAssertEqual(outcome.scenarioCount, 2)
        XCTAssertTrue(outcome.passed)
        let map = try AppMap.load(contentsOf: URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../Features/app.json").standardizedFileURL)
        let built = try LinkSpec.run("Tests/LinkSpecTestingTests/Features/routing_function",
                                     app: .map(map, routing: TeamRouting.route), in: self)
        XCTAssertTrue(built.passed, "a map built in Swift takes the routing function the same way")
    }

    func testAnAppMapBuiltInSwift() throws {
        let outcome = try LinkSpec.run("Tests/LinkSpecTestingTests/Features/small_app", app: .map(try SmallApp.map()), in: self)
        XCTAssertEqual(outcome.scenarioCount, 2)
        XCTAssertTrue(outcome.passed)
    }

    func testMissingFolderIsAClearErrorNotARun() throws {
        XCTAssertThrowsError(try LinkSpec.run("Features/no_such_folder", app: .file("Features/app.json"), in: self)) { error in
            XCTAssertEqual("\(error)", "Features/no_such_folder: no such file or folder")
        }
    }

    func testBrokenAppMapIsAClearErrorWithItsPosition() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let map = folder.appendingPathComponent("app.json")
        try "{\n  \"schemes\": [\"x\"],\n  \"tabs\": 3\n}\n".write(to: map, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try LinkSpec.run("Features/routing", app: .file(map.path), in: self)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("\(map.path):3:"), text)
            XCTAssertTrue(text.contains("$.tabs"), text)
        }
    }

    func testTagsSelectingNothingAreAnErrorRatherThanAPass() throws {
        XCTAssertThrowsError(try LinkSpec.run("Features/routing", tags: "@no_such_tag", in: self)) { error in
            XCTAssertTrue("\(error)".contains("no scenario matches tags '@no_such_tag'"), "\(error)")
        }
    }

    func testBadTagExpressionIsAnError() throws {
        XCTAssertThrowsError(try LinkSpec.run("Features/routing", tags: "@a and", in: self)) { error in
            XCTAssertTrue("\(error)".hasPrefix("tags: '@a and'"), "\(error)")
        }
    }
}
