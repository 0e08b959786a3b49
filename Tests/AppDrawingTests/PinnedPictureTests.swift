import Foundation
import AppSimulation
@testable import AppDrawing
import XCTest

/// The pictures of a handful of states, pinned byte for byte in `Pictures/*.svg`.
/// Each pin was made once and checked by eye (rendered by headless Chromium); what
/// a person sees in it is asserted next to it, so a test that fails says why the
/// picture matters, and a change to the drawing shows up as a diff to look at.
///
/// To draw the pins anew after a deliberate change: `LINKSPEC_RECORD_PICTURES=1
/// swift test --filter PinnedPictureTests`, then look at every changed picture.
final class PinnedPictureTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Pictures")
    let tabs = ["home", "appointments", "chat", "profile"]

    func testTabShowsTheSelectedTabsRootMarkedInTheTabBar() throws {
        let tree = try pinned("tab", PictureStates.tab())
        XCTAssertEqual(tree.largeTitle, "Chat")
        XCTAssertFalse(tree.hasBackChevron, "nothing is pushed on the chat tab")
        assertTabBar(tree, selected: "chat")
        XCTAssertEqual(tree.title, "Babylon demo: Chat on the chat tab")
    }

    func testPushShowsTheBackChevronTheContextAndTheStack() throws {
        let tree = try pinned("push", PictureStates.push())
        XCTAssertEqual(tree.largeTitle, "Product")
        XCTAssertTrue(tree.hasBackChevron)
        XCTAssertEqual(tree.texts.first { $0 == "Home" }, "Home", "the back button names the screen below")
        XCTAssertTrue(tree.hasRow("id", "sku-9"), "the top screen's context")
        XCTAssertTrue(tree.texts.contains("Stack of the home tab"))
        XCTAssertEqual(tree.all("text").filter { $0.text == "Product" && $0.isBold }.count, 2, "the large title and the stack's top row")
        assertTabBar(tree, selected: "home")
    }

    func testModalIsASheetOverTheDimmedPageAndTheTabBar() throws {
        let tree = try pinned("modal", PictureStates.modal())
        XCTAssertEqual(tree.largeTitles, ["Home", "Some Screen"], "the page underneath, then the sheet")
        XCTAssertTrue(tree.hasRow("id", "42"))
        XCTAssertFalse(tree.hasBackChevron)
        XCTAssertTrue(tree.isDimmed)
        let sheet = try XCTUnwrap(tree.all("rect").first { $0["rx"] == "12" && $0.number("x") == 0 })
        XCTAssertGreaterThanOrEqual(try XCTUnwrap(sheet.number("y")) + (sheet.number("height") ?? 0), 608, "it covers the tab bar")
        XCTAssertEqual(tree.title, "Babylon demo: Some Screen (id 42) presented over the home tab")
    }

    func testPromptIsAnAlertNamingTheLinkThatWaits() throws {
        let tree = try pinned("prompt", PictureStates.prompt())
        for text in ["Clinical Access", "babylon://prescriptions/7", "Password", "Cancel", "OK"] {
            XCTAssertTrue(tree.texts.contains(text), text)
        }
        XCTAssertTrue(tree.isDimmed)
        XCTAssertTrue(tree.hasBackChevron, "the pushed product is still underneath")
        XCTAssertEqual(tree.title, "Babylon demo: the clinical-access password prompt over Product (id sku-9) on the home tab")
    }

    func testLoginShowsTheLoginScreenWithoutATabBar() throws {
        let tree = try pinned("login", PictureStates.login())
        XCTAssertEqual(tree.largeTitle, "Login")
        for text in ["Sign in to Babylon demo", "Email", "Password", "Log In", "logged out"] {
            XCTAssertTrue(tree.texts.contains(text), text)
        }
        XCTAssertTrue(tabs.allSatisfy { tree.text($0) == nil }, "no tab bar while logged out")
        XCTAssertFalse(tree.hasBackChevron)
    }

    func testPendingShowsABadgeWithTheCountAndTheLinks() throws {
        let tree = try pinned("pending", PictureStates.pending())
        XCTAssertEqual(tree.all("circle").first { $0["fill"] == "#d70015" }.map { _ in true }, true, "the red badge")
        for text in ["2", "2 links waiting for login", "babylon://appointments/12", "ribs-training://launchGame?gameId=ticTacToe"] {
            XCTAssertTrue(tree.texts.contains(text), text)
        }
        XCTAssertEqual(tree.largeTitle, "Login")
    }

    func testNotRunningShowsTheAppIconAndNoScreens() throws {
        let tree = try pinned("not-running", PictureStates.notRunning())
        XCTAssertTrue(tree.texts.contains("Not running"))
        XCTAssertTrue(tree.texts.contains("logged in as mock user"), "the session outlives the process")
        XCTAssertNil(tree.largeTitle)
        XCTAssertTrue(tabs.allSatisfy { tree.text($0) == nil })
    }

    func testBackgroundKeepsTheScreensUnderAVeil() throws {
        let tree = try pinned("background", PictureStates.background())
        XCTAssertTrue(tree.texts.contains("In the background"))
        XCTAssertEqual(tree.largeTitle, "Appointments")
        assertTabBar(tree, selected: "appointments")
        XCTAssertEqual(tree.title, "Babylon demo: Appointments on the appointments tab (in the background)")
    }

    func testEveryPinIsAFewKilobytes() throws {
        for (name, _) in PictureStates.all {
            let size = try Data(contentsOf: Self.folder.appendingPathComponent("\(name).svg")).count
            XCTAssertLessThan(size, 6_000, name)
        }
    }

    /// The selected tab has a filled icon, a bold label and a bar under it; the
    /// others an outlined icon and a plain label: told apart without colour.
    private func assertTabBar(_ tree: SVGTree, selected: String, file: StaticString = #filePath, line: UInt = #line) {
        for tab in tabs {
            guard let label = tree.text(tab), let x = label.number("x") else {
                XCTFail("no label for tab \(tab)", file: file, line: line)
                continue
            }
            let isSelected = tab == selected
            XCTAssertEqual(label.isBold, isSelected, "\(tab): bold label", file: file, line: line)
            let icon = tree.all("circle").first { $0.number("cx") == x }
            XCTAssertEqual(icon.map { $0["fill"] != "none" }, isSelected, "\(tab): filled icon", file: file, line: line)
            let bar = tree.all("rect").contains { $0.number("height") == 3 && $0.number("x").map { $0 + 14 } == x }
            XCTAssertEqual(bar, isSelected, "\(tab): bar under the label", file: file, line: line)
        }
    }

    /// The app's picture, compared with its pin (or recorded as the pin), then read back.
    private func pinned(_ name: String, _ app: SimulatedApp, file: StaticString = #filePath, line: UInt = #line) throws -> SVGTree {
        let svg = app.picture().svg
        let url = Self.folder.appendingPathComponent("\(name).svg")
        if ProcessInfo.processInfo.environment["LINKSPEC_RECORD_PICTURES"] == "1" {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try Data(svg.utf8).write(to: url)
            XCTFail("recorded \(url.path): look at it before committing", file: file, line: line)
        } else {
            let pin = try String(contentsOf: url, encoding: .utf8)
            XCTAssertEqual(svg, pin, "the picture of '\(name)' changed: look at it, then record the pins anew", file: file, line: line)
        }
        let tree = try SVGTree(svg)
        XCTAssertEqual(tree.root?["role"], "img", file: file, line: line)
        XCTAssertEqual(tree.desc, app.picture().summary, file: file, line: line)
        return tree
    }
}

extension SVGTree {
    /// The screens' names as large titles (bold, 22 or 28 pixels, from the left), bottom to top.
    var largeTitles: [String] {
        all("text").filter { $0.isBold && $0["text-anchor"] == nil && ["22", "28"].contains($0["font-size"] ?? "") }.map(\.text)
    }

    var largeTitle: String? { largeTitles.last }

    /// The back button: a chevron, drawn only when something is pushed.
    var hasBackChevron: Bool { !all("polyline").isEmpty }

    /// A dimming layer over the page (under a sheet or an alert).
    var isDimmed: Bool { all("rect").contains { $0["fill"] == "#000000" && $0["fill-opacity"] != nil } }

    /// A row showing `name` with `detail` on the same line.
    func hasRow(_ name: String, _ detail: String) -> Bool {
        let texts = all("text")
        return texts.contains { left in
            left.text == name && texts.contains { $0.text == detail && $0["y"] == left["y"] && $0["text-anchor"] == "end" }
        }
    }
}
