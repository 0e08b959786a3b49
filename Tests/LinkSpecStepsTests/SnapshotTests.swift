import Foundation
import LinkSpecRunner
import LinkSpecSteps
import AppSimulation
import XCTest

/// The world's snapshot is the app's picture as it stands, drawn again only
/// when the app changed since the last one.
final class SnapshotTests: XCTestCase {
    private func svg(_ snapshot: WorldSnapshot) -> String {
        String(decoding: snapshot.data, as: UTF8.self)
    }

    func testSnapshotIsTheAppsPictureAfterEveryChange() throws {
        let world = AppWorld(map: StepsHarness.demoMap)
        let first = world.snapshot()
        XCTAssertEqual(first.mediaType, "image/svg+xml")
        XCTAssertEqual(first.fileName, "app.svg")
        XCTAssertEqual(svg(first), world.app.picture().svg)
        XCTAssertEqual(world.snapshot(), first, "nothing changed")

        try world.logIn(as: "mock user")
        world.open("babylon://somescreen/42", via: .system)
        let second = world.snapshot()
        XCTAssertNotEqual(second, first)
        XCTAssertEqual(svg(second), world.app.picture().svg)

        world.usePendingPolicy(.drop)
        XCTAssertEqual(svg(world.snapshot()), world.app.picture().svg, "a rebuilt app is drawn again")
    }
}
