import AppFiles
import AppSimulation
import Foundation
import XCTest

/// The loader's half of the app map's JSON Schema (`Schemas/app-map.schema.json`):
/// it takes the `$schema` key editors read, and it rejects, with a located
/// error, every broken map in `Fixtures/BrokenMaps` that the schema rejects
/// (`.ci/checks/75-app-map-schema.sh` checks the schema's half).
final class AppMapSchemaTests: XCTestCase {
    private let base = #"{"schemes": ["x"], "tabs": [{"name": "home", "root": "Home"}], "routes": []"#

    func testTheSchemaKeyIsAcceptedAsAStringAndIgnored() throws {
        let map = try AppMap.decode(base + #", "$schema": "../Schemas/app-map.schema.json"}"#, file: "app.json")
        XCTAssertEqual(map.schemes, ["x"])
    }

    func testASchemaKeyThatIsNotAStringIsALocatedError() {
        XCTAssertThrowsError(try AppMap.decode(base + ",\n  \"$schema\": 1}", file: "app.json")) { error in
            XCTAssertEqual((error as? AppMapError)?.description, "app.json:2:14: $.$schema: expected a string, found a number")
        }
    }

    /// The JSON path of the first problem the loader reports in each broken map:
    /// the one mistake the map was written to have.
    private let brokenMaps: [String: String] = [
        "aasa-without-app-id": "$.appleAppSiteAssociation",
        "android-without-manifest": "$.applicationId",
        "bad-deferred-links": "$.entryPoints.deferredLinks",
        "bad-fingerprint": "$.signingCertificates.play",
        "bad-lifecycle": "$.entryPoints.lifecycle",
        "bad-pending-policy": "$.pendingPolicy",
        "bad-scheme": "$.schemes[0]",
        "bad-sign-in-callback": "$.entryPoints.signInCallback",
        "bad-team-id": "$.teamID",
        "entry-points-unknown-key": "$.entryPoints.pushNotification",
        "hosts-without-universal-link": "$.routes[0].hosts",
        "no-scheme-or-host": "$.schemes",
        "no-tabs": "$.tabs",
        "push-without-link-key": "$.entryPoints.pushNotifications.linkKey",
        "route-without-pattern": "$.routes[0].pattern",
        "schema-not-a-string": "$.$schema",
        "tab-bar-logged-out": "$.routes[0].requires",
        "tab-without-push": "$.routes[0].tab",
        "tabs-not-an-array": "$.tabs",
        "two-actions": "$.routes[0]",
        "unknown-action": "$.routes[0].show",
        "unknown-requirement": "$.routes[0].requires",
        "unknown-top-level-key": "$.colour",
        "workflow-step-two-kinds": "$.workflows[0].steps[0]",
    ]

    func testEveryBrokenMapIsRejectedWithALocatedErrorAtItsMistake() throws {
        let folder = FixtureApp.fixtures.appendingPathComponent("BrokenMaps")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        XCTAssertEqual(files.map { String($0.dropLast(5)) }, brokenMaps.keys.sorted(), "each broken map names the mistake it has here")
        for name in files {
            let url = folder.appendingPathComponent(name)
            do {
                _ = try AppMap.load(contentsOf: url)
                XCTFail("\(name): the loader accepts it")
            } catch {
                let first = try XCTUnwrap(error.issues.first, name)
                XCTAssertEqual(first.path, brokenMaps[String(name.dropLast(5))], "\(name): \(error)")
                for issue in error.issues {
                    let line = try XCTUnwrap(issue.line, "\(name): \(issue) has no line")
                    let column = try XCTUnwrap(issue.column, "\(name): \(issue) has no column")
                    XCTAssertTrue(issue.description(file: error.file).hasPrefix("\(url.path):\(line):\(column): \(issue.path): "),
                                  issue.description(file: error.file))
                }
            }
        }
    }
}
