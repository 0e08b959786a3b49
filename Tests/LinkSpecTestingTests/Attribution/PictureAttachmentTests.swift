import Foundation
import LinkSpecRunner
import LinkSpecTesting
import XCTest

/// A failed step against the simulated app carries the app's picture at that
/// moment, which the XCTest helper adds to the failure on Apple platforms
/// (and Swift Testing keeps as an attachment).
final class PictureAttachmentTests: XCTestCase {
    private static let feature = """
        Feature: a wrong screen
          Scenario: the link shows another screen
            Given I'm logged in as a mock user
            When I open the app with "somescreen/42" deeplink
            Then the "Home" screen is displayed
        """

    private func failures(_ configuration: RunConfiguration = RunConfiguration()) throws -> [ScenarioFailure] {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let path = scratch.path("wrong_screen.feature")
        try Self.feature.write(toFile: path, atomically: true, encoding: .utf8)
        let recorder = CollectingRecorder()
        try LinkSpec.run(path, app: .file("Features/app.json"), configuration: configuration, in: recorder)
        return recorder.failures
    }

    func testFailedStepCarriesThePictureOfTheAppWhenItFailed() throws {
        let failures = try failures()
        XCTAssertEqual(failures.count, 1)
        let picture = try XCTUnwrap(failures.first?.attachments.first)
        XCTAssertEqual(failures.first?.attachments.count, 1)
        XCTAssertEqual(picture.mediaType, "image/svg+xml")
        XCTAssertEqual(picture.fileName, "app.svg")
        let svg = String(decoding: picture.data, as: UTF8.self)
        XCTAssertTrue(svg.hasPrefix("<svg"), svg)
        XCTAssertTrue(svg.contains("Some Screen"), "the screen the link showed, not the one expected: \(svg.prefix(400))")
    }

    func testNoPictureWithSnapshotsNone() throws {
        let failures = try failures(RunConfiguration(snapshots: .none))
        XCTAssertEqual(failures.count, 1)
        XCTAssertEqual(failures.first?.attachments, [])
    }
}
