import Foundation
import XCTest
@testable import LinkSpecCLI

/// A team's own command line (`LinkSpecCommandLine.main(steps:app:)`), driven
/// in-process with the setup that call builds: its name in help, version and
/// usage errors; its phrases in runs, `steps` and the catalog's JSON; its
/// routing function in runs, `draw` and `fuzz-links`, also with `--app`.
/// `.ci/checks/65-team-package.sh` builds the example team package from
/// outside and runs its executable as a user does.
final class TeamCommandLineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-team-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try write("app.json", Self.appJSON)
        try write("other/app.json", Self.appJSON)
        try write("legacy.feature", """
            Feature: legacy links
              @smoke
              Scenario: a legacy link reaches the item through the team's code
                Given the app is launched
                When the legacy push for item 5 is tapped
                Then the "Item" screen is displayed with id "5"

              Scenario: the routing function ignores what it does not know
                Given the app is launched
                When I open "t://item/5"
                Then the deep link is ignored
            """)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    /// A map whose only route the team's code reaches from `t://legacy?item=N`.
    static let appJSON = """
        {"schemes": ["t"], "tabs": [{"name": "home", "root": "Home"}],
         "screens": [{"name": "Item"}],
         "routes": [{"pattern": "item/{id:int}", "event": "showItem", "requires": "none", "present": "Item"}]}
        """

    /// `t://legacy?item=N` to `showItem(id: N)`; nil for anything else.
    static let route: RoutingFunction = { link in
        guard link.url.host == "legacy", let query = link.url.query, query.hasPrefix("item="),
              let id = Int(query.dropFirst("item=".count)) else { return nil }
        return RoutingEvent("showItem", [.init("id", .int(id))])
    }

    static let steps: StepLibrary<AppWorld> = {
        var steps = StepLibrary<AppWorld>()
        steps.when("the legacy push for item {int} is tapped", doc: "The OS opens t://legacy?item=N.") { (world, id: Int) in
            world.open("t://legacy?item=\(id)", via: .system)
        }
        return steps
    }()

    private var setup: CommandLineSetup {
        CommandLineSetup(name: "acceptance", library: StandardSteps.library(adding: Self.steps, standardSteps: true),
                         app: .file(folder.appendingPathComponent("app.json").path, routing: Self.route))
    }

    private func write(_ name: String, _ text: String) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        final class Box: @unchecked Sendable { var out = ""; var err = "" }
        let box = Box()
        let console = Console(out: { box.out += $0 }, err: { box.err += $0 })
        let code = LinkSpecCommand.main(arguments, console: console, setup: setup)
        return (code, box.out, box.err)
    }

    func testVersionHelpAndUsageErrorsSayTheExecutablesName() {
        XCTAssertEqual(run(["--version"]).out, "acceptance (linkspec \(LinkSpecVersion.current))\n")
        let help = run(["--help"]).out
        XCTAssertTrue(help.hasPrefix("acceptance (linkspec \(LinkSpecVersion.current)): "), help)
        XCTAssertTrue(help.contains("  acceptance [OPTIONS] [PATH[:LINE]...]"), help)
        for subcommand in ["steps", "lsp", "check", "draw", "fuzz-links", "gherkin", "report", "merge-junit"] {
            let text = run([subcommand, "--help"]).out
            XCTAssertTrue(text.hasPrefix("USAGE: acceptance \(subcommand)"), "\(subcommand): \(text)")
        }
        let unknown = run(["--frobnicate"])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertEqual(unknown.err, "acceptance: unknown option '--frobnicate'\nRun 'acceptance --help' for usage.\n")
        XCTAssertEqual(run(["check", "--format", "xml"]).err,
                       "acceptance: check: '--format' is text or json, got 'xml'\nRun 'acceptance check --help' for usage.\n")
        XCTAssertEqual(run(["gherkin", "--frobnicate"]).err,
                       "acceptance: unknown option '--frobnicate' for 'acceptance gherkin'\nRun 'acceptance gherkin --help' for usage.\n")
    }

    func testRunsUseTheTeamsPhrasesAndRoutingFunction() {
        let result = run([folder.appendingPathComponent("legacy.feature").path, "--format", "summary"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("2 scenarios (2 passed)"), result.out)
        XCTAssertTrue(result.out.contains("Routes: 1/1 covered"), result.out)
    }

    func testTagsSelectAndAnotherMapKeepsTheRoutingFunction() {
        let other = folder.appendingPathComponent("other/app.json").path
        let result = run([folder.path, "--tags", "@smoke", "--app", other, "--format", "summary"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("1 scenario (1 passed)"), result.out)
    }

    func testStepsListsTheTeamsPhraseAfterTheStandardOnes() throws {
        let text = run(["steps"])
        XCTAssertEqual(text.code, 0, text.err)
        XCTAssertTrue(text.out.contains("When the legacy push for item {int} is tapped"), text.out)
        XCTAssertTrue(text.out.contains("The OS opens t://legacy?item=N."), text.out)
        let json = run(["steps", "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any]
        let phrases = object?["phrases"] as? [[String: Any]] ?? []
        XCTAssertEqual(phrases.last?["expression"] as? String, "the legacy push for item {int} is tapped")
        XCTAssertEqual(phrases.last?["parameterTypes"] as? [String], ["int"])
    }

    func testDrawOpensLinksThroughTheRoutingFunction() {
        let result = run(["draw", "--link", "t://legacy?item=3", "--out", folder.appendingPathComponent("app.svg").path])
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertEqual(result.err, "t://legacy?item=3: routed: showItem(id: 3)\n")
    }

    func testFuzzLinksSaysItRoutesThroughTheTeamsCode() {
        let result = run(["fuzz-links", "--seed", "1", "--count", "20"])
        XCTAssertTrue(result.out.hasPrefix("acceptance fuzz-links: \(folder.path)/app.json, routed by the team's routing function, seed 1"),
                      result.out + result.err)
    }

    func testAMissingNearestMapNamesTheFolderAndTheOption() throws {
        let lonely = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-lonely-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: lonely, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: lonely) }
        let feature = lonely.appendingPathComponent("a.feature")
        try "Feature: a\n  Scenario: s\n    Given the app is launched\n".write(to: feature, atomically: true, encoding: .utf8)
        var nearest = setup
        nearest.app = .nearest(routing: Self.route)
        final class Box: @unchecked Sendable { var err = "" }
        let box = Box()
        let code = LinkSpecCommand.main([feature.path], console: Console(out: { _ in }, err: { box.err += $0 }), setup: nearest)
        XCTAssertEqual(code, 2)
        XCTAssertEqual(box.err, "\(lonely.path): no app map found: no app.json in this folder, any folder above it or its Features folder; name one with --app PATH\n")
    }
}
