#if canImport(Testing)
import Foundation
import Testing

/// `.linkSpec(setup)`: the app, steps and reports of the `Given`/`When`/
/// `Then` calls in a Swift Testing test, or in every test of a suite, said
/// once:
///
///     @Suite(.linkSpec(LinkSpecSetup(app: .file("Features/app.json", routing: BabylonLinks.route),
///                                    steps: BabylonSteps.library)))
///     struct DeepLinkTests {
///         @Test func someScreenDeepLink() {
///             Given("I'm logged in as a mock user")
///             When("I open the app with \"somescreen/42\" deeplink")
///             Then("the Some Screen screen is displayed")
///         }
///     }
///
/// Each test case is a scenario against a simulated app of its own; a step
/// that does not pass is an issue at the line of its call.
public struct LinkSpecTrait: TestTrait, SuiteTrait, TestScoping {
    /// What the calls run against.
    public var setup: LinkSpecSetup

    /// On a suite, the trait applies to each of its tests.
    public var isRecursive: Bool { true }

    /// Runs the test case with its step calls, then ends its scenario (the
    /// after hooks, the reports).
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let calls = StepCalls(setup: chosenSetup(for: test.sourceLocation), feature: (test.sourceLocation.fileName as NSString).deletingPathExtension)
        do {
            try await StepCalls.$current.withValue(calls, operation: function)
        } catch {
            calls.finish(recorder: IssueRecording())
            throw error
        }
        calls.finish(recorder: IssueRecording())
    }
}

extension LinkSpecTrait {
    /// `setup`, or for `.testTargetDefault` the default setup of the test's
    /// module and file (its `LinkSpecDefaults`, the nearest `app.json`), as
    /// an XCTest method that names no setup gets.
    func chosenSetup(for location: SourceLocation) -> LinkSpecSetup {
        guard setup.isTestTargetDefault else { return setup }
        #if compiler(>=6.3)
        let file = location.filePath
        #else
        let file = location._filePath
        #endif
        return DefaultSetups.setup(forModule: location.moduleName, file: file)
    }
}

extension Trait where Self == LinkSpecTrait {
    /// The app, steps and reports of the test's (or the suite's tests')
    /// `Given`/`When`/`Then` calls.
    public static func linkSpec(_ setup: LinkSpecSetup) -> Self {
        LinkSpecTrait(setup: setup)
    }
}

extension StepCalls {
    /// The calls of the Swift Testing test case running in this task.
    @TaskLocal static var current: StepCalls?
}

/// Swift Testing's issues, at the line of the call.
struct IssueRecording: StepCallRecording {
    /// Swift Testing has no `continueAfterFailure`: a failed step stops its scenario.
    var continuesAfterFailure: Bool { false }

    func record(_ failure: ScenarioFailure, at site: CallSite) {
        let location = SourceLocation(fileID: site.fileID.contains("/") ? site.fileID : "Tests/\(site.fileID)", filePath: site.filePath,
                                      line: max(1, site.line), column: max(1, site.column))
        Issue.record(Comment(rawValue: failure.message), sourceLocation: location)
        #if compiler(>=6.2)
        for attachment in failure.attachments {
            Testing.Attachment.record([UInt8](attachment.data), named: attachment.name, sourceLocation: location)
        }
        #endif
    }

    /// Printed: an issue would fail the test a second time.
    func recordNotRun(_ step: ScenarioFailure, at site: CallSite) {
        print("\(step.filePath):\(step.line): \(step.message)")
    }
}
#endif
