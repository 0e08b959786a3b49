import AppTestSupport
import Foundation
import AppSimulation
@testable import AppDrawing
import XCTest

/// Every picture is a well-formed XML document that draws the same bytes for the
/// same state, whatever the state and whatever the names in it.
final class PictureWellFormedTests: XCTestCase {
    func testEveryPinnedPictureIsWellFormed() throws {
        for (name, _) in PictureStates.all {
            let url = PinnedPictureTests.folder.appendingPathComponent("\(name).svg")
            XCTAssertNoThrow(try SVGTree(String(contentsOf: url, encoding: .utf8)), name)
        }
    }

    func testThousandsOfRandomStatesDrawWellFormedDeterministicPictures() throws {
        var walk = RandomAppStates(map: try DemoApp.map(), seed: 17)
        var kinds = Set<String>()
        var largest = 0
        for index in 0..<3_000 {
            walk.step()
            let picture = walk.app.picture()
            let tree: SVGTree
            do {
                tree = try SVGTree(picture.svg)
            } catch {
                return XCTFail("state \(index): \(error)\n\(SimulatedAppView(walk.app).stateDescription)")
            }
            XCTAssertEqual(walk.app.picture(), picture, "state \(index) drew different bytes twice")
            XCTAssertEqual(tree.desc, picture.summary)
            XCTAssertTrue(tree.all("text").allSatisfy { $0.isInsideThePhone }, "state \(index): a text outside the screen and the caption")
            largest = max(largest, picture.svg.utf8.count)
            kinds.insert("\(walk.app.launchState) " + walk.app.screenStack.map(\.layer.rawValue).joined(separator: ",") + (walk.app.pendingLinks.isEmpty ? "" : "+pending"))
        }
        XCTAssertGreaterThan(kinds.count, 30, "the walk visits many kinds of state: \(kinds.sorted())")
        XCTAssertLessThan(largest, 9_000, "a few kilobytes even with 500-character names")
    }

    /// A context is a dictionary: the picture must not depend on the order it was built in.
    func testTheSameStateBuiltInAnotherOrderDrawsTheSameBytes() throws {
        let keys = (0..<40).map { "key\($0)" }
        var first = try DemoApp.loggedIn()
        try first.present(screenNamed: "Settings", context: Dictionary(uniqueKeysWithValues: keys.map { ($0, "v-\($0)") }))
        var second = try DemoApp.loggedIn()
        var context: [String: String] = [:]
        for key in keys.reversed() { context[key] = "v-\(key)" }
        try second.present(screenNamed: "Settings", context: context)
        XCTAssertEqual(first.picture().svg, second.picture().svg)
        let texts = try SVGTree(first.picture().svg).texts
        XCTAssertEqual(texts.filter { $0.hasPrefix("key") }, ["key0", "key1", "key10"], "the first keys in order")
        XCTAssertTrue(texts.contains("37 more"))
    }

    func testNamesFullOfXMLSpecialsAreDrawnAsWritten() throws {
        let name = "<b>\"T\" & 'J'</b>"
        let map = try AppMap(
            name: "A&B <app> ]]> <!-- x -->",
            schemes: ["x"],
            tabs: [.init(name, root: name), .init("other", root: "Other")],
            screens: [.init("Item")],
            routes: [Route("item/{value}", event: "showItem", .push("Item", onTab: name))])
        var app = SimulatedApp(map: map)
        app.launch()
        app.logIn(as: "<user>")
        app.open("x://item/%3C%26%3E%22%27")
        let tree = try SVGTree(app.picture().svg)
        XCTAssertTrue(tree.texts.contains(name), "the tab's root in the stack, exactly as named")
        XCTAssertTrue(tree.texts.contains("<&>\"'"), "the context value")
        XCTAssertTrue(tree.texts.contains("A&B <app> ]]> <!-- x -->"))
        XCTAssertTrue(tree.texts.contains("logged in as <user>"))
        XCTAssertEqual(tree.title, "A&B <app> ]]> <!-- x -->: Item (value <&>\"') on the \(name) tab")
    }

    func testControlCharactersAreShownAsReplacementCharactersOnOneLine() throws {
        let map = try AppMap(schemes: ["x"], tabs: [.init("main", root: "Main")], screens: [.init("Item")],
                             routes: [Route("item/{value}", event: "showItem", .push("Item", onTab: "main"))])
        var app = SimulatedApp(map: map)
        app.launch()
        app.logIn(as: "u")
        app.open("x://item/a%0Ab%00c%1Bd%E2%80%AEe%EF%BF%BF")
        let svg = app.picture().svg
        let tree = try SVGTree(svg)
        XCTAssertTrue(tree.texts.contains("a b\u{FFFD}c\u{FFFD}d\u{FFFD}e\u{FFFD}"), "\(tree.texts)")
        XCTAssertFalse(svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "no control character but the line ends")
    }

    func testAFiveHundredCharacterNameIsCutWithAnEllipsisInsideTheScreen() throws {
        let long = String((0..<500).map { index in Character(String(UnicodeScalar(UInt8(97 + index % 26)))) })
        let map = try AppMap(
            name: long, schemes: ["x"],
            tabs: [.init(long, root: long), .init("b", root: "B")],
            screens: [.init(long)],
            routes: [Route("item/{value}", event: "showItem", .push(long, onTab: long)),
                     Route("sheet", event: "showSheet", .present(long))])
        var app = SimulatedApp(map: map)
        app.launch()
        app.logIn(as: long)
        app.open("x://item/\(long)")
        app.open("x://item/2")
        let pushed = try SVGTree(app.picture().svg)
        app.open("x://sheet")
        let presented = try SVGTree(app.picture().svg)
        for tree in [pushed, presented] {
            let cut = tree.texts.filter { $0.hasPrefix("abcdef") }
            XCTAssertGreaterThan(cut.count, 3, "the title, back button, stack rows, tab label, caption")
            for text in cut {
                XCTAssertTrue(text.hasSuffix("\u{2026}"), text)
                XCTAssertLessThan(text.count, 60, text)
            }
            XCTAssertTrue(tree.all("text").allSatisfy { $0.isInsideThePhone })
            XCTAssertLessThanOrEqual(tree.desc?.count ?? 0, 1_000, "the summary cuts names too")
        }
    }
}

extension SVGTree.Element {
    /// In the screen's clipping viewport, or one of the caption lines under the phone.
    var isInsideThePhone: Bool {
        if viewports.count == 2, viewports[1]["overflow"] == "hidden" { return true }
        return viewports.count == 1 && (number("y") ?? 0) > 640
    }
}
