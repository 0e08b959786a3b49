import AppTestSupport
import AppSimulation
import Foundation
import LinkSpecPlatform
import TestSupport
import XCTest

/// A broken app map reports every problem with its JSON path, never a crash.
final class AppMapErrorTests: XCTestCase {
    private func issues(_ json: String) -> [AppMapIssue] {
        do {
            _ = try AppMap.decode(json, file: "app.json")
            XCTFail("expected errors")
            return []
        } catch {
            return error.issues
        }
    }

    private let base = #"{"schemes": ["x"], "tabs": [{"name": "home", "root": "Home"}, {"name": "settings", "root": "Settings"}], "routes": ["#

    func testBadJSONGivesItsLineAndColumn() {
        let found = issues("{\n  \"schemes\": [\"x\",]\n}")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(found.first?.column, 19)
        XCTAssertTrue(found.first?.message.hasPrefix("not valid JSON") == true)
    }

    func testUnknownTabIsReportedAtItsJSONPathWithASuggestion() throws {
        let json = base + "\n" + #"{"pattern": "a", "event": "e", "selectTab": "settngs"}]}"#
        let found = issues(json)
        XCTAssertEqual(found.map(\.description), ["$.routes[0].selectTab: unknown tab 'settngs' (did you mean 'settings'?)"])
        XCTAssertEqual(found.first?.line, 2)
        XCTAssertEqual(found.first?.description(file: "app.json"), "app.json:2:45: $.routes[0].selectTab: unknown tab 'settngs' (did you mean 'settings'?)")
    }

    func testEveryErrorIsCollectedNotJustTheFirst() {
        let json = base + #"""
            {"pattern": "a", "event": "e", "selectTab": "nope"},
            {"pattern": "a", "event": "e", "present": "Ghost"},
            {"pattern": "b/{id:integer}", "event": "f", "selectTab": "home"},
            {"pattern": "c", "event": "g", "selectTab": "home", "colour": "red"},
            {"pattern": "d", "event": "h", "selectTab": "home", "fallback": "zzz"}
        ], "pendingPolicy": "sometimes"}
        """#
        let messages = issues(json).map(\.description)
        for expected in [
            "$.routes[0].selectTab: unknown tab 'nope'; the tabs are home, settings",
            "$.routes[1].name: duplicate route 'a' (also $.routes[0])",
            "$.routes[1].event: duplicate routing event 'e'",
            "$.routes[1].present: unknown screen 'Ghost'",
            "$.routes[2].pattern: pattern 'b/{id:integer}': unknown parameter type 'integer' (int, string or uuid)",
            "$.routes[3].colour: unknown key 'colour'",
            "$.routes[4].fallback: unknown route 'zzz'",
            "$.pendingPolicy: unknown value 'sometimes' (expected 'latest', 'queue', 'drop')",
        ] {
            XCTAssertTrue(messages.contains(expected), "missing \(expected) in \(messages)")
        }
    }

    func testPatternsThatCanNeverBeToldApartAreAnError() {
        let json = base + #"""
            {"pattern": "item/{id:int}", "event": "a", "selectTab": "home"},
            {"pattern": "Item/{number:int}", "event": "b", "selectTab": "home"}
        ]}
        """#
        XCTAssertEqual(issues(json).map(\.description),
                       ["$.routes[1].pattern: pattern 'Item/{number:int}' can never be told apart from 'item/{id:int}' at $.routes[0]"])
    }

    /// Issue 24, items 7, 8 and 9: the new keys are checked like every other.
    func testTheKeysRealAppsNeedAreCheckedWithTheirPaths() {
        let json = #"""
        {"schemes": ["fb1234", "shop"], "deepLinkScheme": "shp", "universalLinkHosts": ["example.com", "*.example.com"],
         "tabs": [{"name": "discover", "root": "Discover"}], "tabsWhenLoggedOut": "yes", "screens": ["Project"],
         "routes": [
            {"pattern": "projects/{id}", "event": "a", "requires": "none", "push": "Project", "tab": "discover"},
            {"pattern": "redirect/{page}", "event": "b", "present": "Project", "hosts": ["my.example.com", "example.org"]},
            {"pattern": "local", "event": "c", "present": "Project", "universalLink": false, "hosts": ["example.com"]},
            {"pattern": "tag/{id}", "event": "d", "present": "Project", "hostz": []}
        ]}
        """#
        XCTAssertEqual(issues(json).map(\.description), [
            "$.routes[3].hostz: unknown key 'hostz' (did you mean 'hosts'?)",
            "$.tabsWhenLoggedOut: expected true or false, found a string",
            "$.deepLinkScheme: 'shp' is not one of the app's schemes (fb1234, shop) (did you mean 'shop'?)",
            "$.routes[0].requires: 'none' cannot hold: push Project on discover needs the tab bar, which is there only when logged in; "
                + "require login, or set \"tabsWhenLoggedOut\": true when the app shows its tabs logged out",
            "$.routes[1].hosts[1]: 'example.org' is not one of the app's universal-link domains (example.com, *.example.com) (did you mean 'example.com'?)",
            "$.routes[2].hosts: 'hosts' name the domains of a route's universal links, and this route claims none",
        ])
        XCTAssertNoThrow(try AppMap.decode(json.replacingOccurrences(of: #""yes""#, with: "true")
            .replacingOccurrences(of: #""shp""#, with: #""shop""#).replacingOccurrences(of: #", "example.org""#, with: "")
            .replacingOccurrences(of: #", "hosts": ["example.com"]"#, with: "").replacingOccurrences(of: "hostz", with: "hosts")))
    }

    func testSwiftBuiltMapsReportTheSameErrors() {
        XCTAssertThrowsError(try AppMap(schemes: ["s"], tabs: [.init("a", root: "A")],
                                        routes: [Route("x", event: "e", .push("Nowhere", onTab: "b"))])) { error in
            let messages = (error as? AppMapError)?.issues.map(\.description) ?? []
            XCTAssertEqual(messages, ["$.routes[0].push: unknown screen 'Nowhere'", "$.routes[0].tab: unknown tab 'b'; the tabs are a"])
        }
    }

    func testWrongJSONTypesAreErrorsNotCrashes() {
        for json in ["[]", "null", #"{"schemes": 3, "tabs": {}, "routes": [1, "x", null]}"#, #"{"tabs": [{"name": 1}], "routes": [{}]}"#] {
            XCTAssertFalse(issues(json).isEmpty, json)
        }
    }

    func testMutatedDemoAppMapsNeverCrash() throws {
        let original = Array(try Data(contentsOf: DemoApp.url))
        var random = SeededGenerator(seed: 4)
        var failures = 0
        for _ in 0..<2_000 {
            var bytes = original
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let index = Int.random(in: 0..<bytes.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: bytes[index] = UInt8.random(in: 0...255, using: &random)
                case 1: bytes.remove(at: index)
                default: bytes.insert(Array(#"{}[]",:"#.utf8).randomElement(using: &random) ?? 0x22, at: index)
                }
            }
            do { _ = try AppMap.decode(bytes, file: "mutated.json") } catch {
                failures += 1
                XCTAssertFalse(error.issues.isEmpty)
            }
        }
        XCTAssertGreaterThan(failures, 1_000, "most mutations break the map, and each says why")
    }

    func testDeeplyNestedJSONIsAnErrorNotAStackOverflow() {
        let json = String(repeating: "[", count: 100_000)
        XCTAssertTrue(issues(json).first?.message.contains("nested deeper") == true)
    }
}
