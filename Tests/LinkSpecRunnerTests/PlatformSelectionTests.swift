import CucumberMessages
import Expressions
import Gherkin
import XCTest
@testable import LinkSpecRunner

/// `--platform`: scenarios tagged for a platform run only there, and a run
/// that names its platforms makes each pickle one per platform, named and
/// tagged for it, with ids of its own.
final class PlatformSelectionTests: XCTestCase {
    private let iOS = PlatformRuns.Platform(tag: "@ios", name: "iOS")
    private let android = PlatformRuns.Platform(tag: "@android", name: "Android")

    private func runs(_ platforms: [PlatformRuns.Platform], named: Bool) -> PlatformRuns {
        PlatformRuns(tags: ["@ios", "@android"], platforms: platforms, namesPlatforms: named)
    }

    /// Three scenarios: untagged (`a`), tagged @ios (`b`), tagged @android (`c`).
    private func feature() -> ParsedFeature {
        let location = Location(line: 1, column: 1)
        let pickle = { (id: String, name: String, tags: [String]) in
            Pickle(id: id, uri: "f.feature", location: location, name: name, language: "en",
                   steps: [PickleStep(argument: nil, astNodeIds: ["s\(id)"], id: "\(id)0", type: .action, text: "x")],
                   tags: tags.map { PickleTag(name: $0, astNodeId: "t\(id)") }, astNodeIds: ["n\(id)"])
        }
        let document = GherkinDocument(uri: "f.feature", feature: nil, comments: [])
        return ParsedFeature(file: FeatureFile(uri: "f.feature"), source: Source(uri: "f.feature", data: "", mediaType: .plain),
                             document: document, pickles: [pickle("1", "a", []), pickle("2", "b", ["@ios"]), pickle("3", "c", ["@android"])])
    }

    private func select(_ selection: ScenarioSelection) -> [Pickle] {
        selection.select(in: feature()).pickles
    }

    func testWithoutPlatformsEveryPickleRunsAsCompiled() {
        XCTAssertEqual(select(ScenarioSelection()), feature().pickles)
    }

    func testIOSAloneLeavesOutAndroidScenariosAndNamesNothing() {
        let pickles = select(ScenarioSelection(platforms: runs([iOS], named: false)))
        XCTAssertEqual(pickles, Array(feature().pickles.prefix(2)))
        XCTAssertEqual(runs([iOS], named: false).platform(of: pickles[0]), iOS)
    }

    func testAndroidAloneNamesAndTagsEachPickleAndKeepsItsIds() {
        let pickles = select(ScenarioSelection(platforms: runs([android], named: true)))
        XCTAssertEqual(pickles.map(\.name), ["a [Android]", "c [Android]"])
        XCTAssertEqual(pickles.map(\.id), ["1", "3"])
        XCTAssertEqual(pickles.map { $0.tags.map(\.name) }, [["@android"], ["@android"]], "the tag once, also where written")
        XCTAssertEqual(pickles[0].tags.last?.astNodeId, "n1", "the platform's tag comes from the scenario")
    }

    func testAllRunsEachScenarioOnEachOfItsPlatformsWithIdsOfItsOwn() {
        let both = runs([iOS, android], named: true)
        let pickles = select(ScenarioSelection(platforms: both))
        XCTAssertEqual(pickles.map(\.name), ["a [iOS]", "a [Android]", "b [iOS]", "c [Android]"])
        XCTAssertEqual(pickles.map(\.id), ["1", "1-android", "2", "3-android"])
        XCTAssertEqual(pickles.map { $0.steps.map(\.id) }, [["10"], ["10-android"], ["20"], ["30-android"]])
        XCTAssertEqual(pickles.map { $0.tags.map(\.name) }, [["@ios"], ["@android"], ["@ios"], ["@android"]])
        XCTAssertEqual(pickles.map { both.platform(of: $0) }, [iOS, android, iOS, android])
        XCTAssertEqual(Set(pickles.map(\.id)).count, pickles.count)
    }

    func testTagExpressionsSeeThePlatformsTag() throws {
        let selection = ScenarioSelection(tags: [try TagExpression("@android")], platforms: runs([iOS, android], named: true))
        XCTAssertEqual(select(selection).map(\.name), ["a [Android]", "c [Android]"])
    }
}
