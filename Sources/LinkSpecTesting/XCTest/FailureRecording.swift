#if canImport(XCTest)
import XCTest

/// Something that records test failures: an `XCTestCase` (every test case is
/// one), or a test double that collects them.
public protocol FailureRecording {
    /// Records one failed step, at its feature file and line.
    func record(_ failure: ScenarioFailure)
    /// A step called in Swift (`Then("...")`, `GivenWhenThen`) after one that
    /// did not pass in the same scenario, which therefore did not run: its
    /// `status` is `skipped`, its `message` names it and the step that
    /// stopped the scenario. XCTest has no way to mark one line of a test as
    /// not run, so by default it is printed, `path:line: Not run: ...`.
    func recordNotRun(_ step: ScenarioFailure)
}

extension FailureRecording {
    /// Prints `path:line: Not run: Then ... (the step at File.swift:12: it did not pass)`.
    public func recordNotRun(_ step: ScenarioFailure) {
        print("\(step.filePath):\(step.line): \(step.message)")
    }
}

extension XCTestCase: FailureRecording {
    /// Through `recordFailure(withDescription:inFile:atLine:expected:)`, the one
    /// recording call XCTest has on both Linux and macOS: Xcode then shows the
    /// failure on the feature file's line.
    ///
    /// On Apple platforms the failed step's attachments (the app's picture)
    /// are added to the test as `XCTAttachment`s, kept whatever the result, as
    /// XCUITest keeps screenshots. swift-corelibs-xctest (Linux) has no
    /// attachments: there the picture is only in the reports.
    public func record(_ failure: ScenarioFailure) {
        (self as any LegacyFailureRecording).recordFailure(
            withDescription: failure.message, inFile: failure.filePath, atLine: failure.line, expected: true)
        #if canImport(Darwin)
        for attachment in failure.attachments {
            let attached = XCTAttachment(data: attachment.data,
                                         uniformTypeIdentifier: Self.uniformTypeIdentifier(of: attachment.mediaType))
            attached.name = "\(failure.scenario): \(attachment.name)"
            attached.lifetime = .keepAlways
            add(attached)
        }
        #endif
    }

    #if canImport(Darwin)
    /// The uniform type of a media type, for the few attachments steps make.
    private static func uniformTypeIdentifier(of mediaType: String) -> String {
        switch mediaType {
        case "image/svg+xml": return "public.svg-image"
        case "image/png": return "public.png"
        case "image/jpeg": return "public.jpeg"
        case "application/json": return "public.json"
        case "application/pdf": return "com.adobe.pdf"
        default: return mediaType.hasPrefix("text/") ? "public.plain-text" : "public.data"
        }
    }
    #endif
}

/// The recording method, reached through a protocol so the macOS deprecation
/// of `recordFailure` (in favour of `record(_: XCTIssue)`, which Linux lacks)
/// does not warn in every build.
protocol LegacyFailureRecording {
    func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int, expected: Bool)
}

extension XCTestCase: LegacyFailureRecording {}
#endif
