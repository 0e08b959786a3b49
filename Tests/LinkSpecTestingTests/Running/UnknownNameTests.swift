import Foundation
import LinkSpecTesting
import TestSupport
import XCTest

/// Issue 37, item 5: a run from XCTest stops on a quoted name the app map does
/// not have before anything runs, with the command line's and the editor's words.
final class UnknownNameTests: XCTestCase {
    private struct Recorder: FailureRecording {
        let failures = Failures()
        func record(_ failure: ScenarioFailure) { failures.append(failure.message) }
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        func append(_ message: String) { lock.withLock { messages.append(message) } }
        var all: [String] { lock.withLock { messages } }
    }

    func testAnUnknownQuotedScreenIsAnErrorBeforeAnythingRuns() throws {
        let scratch = try ScratchFolder()
        defer { scratch.remove() }
        let feature = scratch.path("screen.feature")
        try Data("""
            Feature: screens
              Scenario: a misspelt screen
                Given the app is launched
                Then the "Setings" screen is displayed
            """.utf8).write(to: URL(fileURLWithPath: feature))
        let app = SharedConformance.repositoryRoot.appendingPathComponent("Features/app.json").path
        let recorder = Recorder()
        XCTAssertThrowsError(try LinkSpec.run(feature, app: .file(app), in: recorder)) { error in
            let problems = (error as? LinkSpecError)?.errors ?? []
            XCTAssertEqual(problems.map(\.message), ["the app map has no screen 'Setings' (did you mean 'Settings'?)"], "\(error)")
            XCTAssertEqual(problems.first?.line, 4)
            XCTAssertEqual(problems.first?.column, 14)
        }
        XCTAssertEqual(recorder.failures.all, [], "nothing ran")
    }
}
