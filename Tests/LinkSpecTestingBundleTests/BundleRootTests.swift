import Foundation
import LinkSpecTesting
import XCTest

/// A root that is a bundle's resource folder: features, `app.json` and the
/// app's files it names are read from the bundle; failures point at the source
/// copy when the test can reach it; reports go where they can be written.
final class BundleRootTests: XCTestCase {
    /// Failures, collected instead of recorded.
    private final class Collector: FailureRecording, @unchecked Sendable {
        var failures: [ScenarioFailure] = []
        func record(_ failure: ScenarioFailure) { failures.append(failure) }
    }

    private let resources = Bundle.module.resourcePath ?? Bundle.module.bundlePath
    /// This target's folder in the repository, where `Features/` is written.
    private let sourceFolder = (#filePath as NSString).deletingLastPathComponent
    private var packageFolder: String { ((sourceFolder as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent }

    func testAnXCTestRunReadsFeaturesTheAppMapAndTheAppsFilesFromTheBundle() throws {
        let outcome = try LinkSpec.run("Features/passing", from: .bundle(Bundle.module), app: .file("Features/app.json"), in: self)
        XCTAssertEqual(outcome.scenarioCount, 4)
        XCTAssertTrue(outcome.passed, "\(outcome.failures)")
    }

    func testTheRootIsTheBundlesResourcesAndReportsGoToThePackage() throws {
        let root = PackageRoot.bundle(Bundle.module)
        XCTAssertEqual(root.path, resources)
        XCTAssertFalse(root.path.hasPrefix(sourceFolder))
        XCTAssertEqual(root.reportsPath, packageFolder)
        let suite = try FeatureSuite.load(["Features/passing"], root: root, environment: [:])
        XCTAssertEqual(suite.features.map(\.uri), ["Features/passing/inbox.feature"])
        XCTAssertEqual(suite.features.map(\.absolutePath), [resources + "/Features/passing/inbox.feature"])
    }

    func testAFailureInABundledFeaturePointsAtTheFileToEdit() throws {
        let collector = Collector()
        let outcome = try LinkSpec.run("Features/failing", from: .bundle(Bundle.module), app: .file("Features/app.json"),
                                       in: collector)
        XCTAssertEqual(outcome.scenarioCount, 1)
        let failure = try XCTUnwrap(collector.failures.first)
        XCTAssertEqual(collector.failures.count, 1)
        XCTAssertEqual(failure.filePath, sourceFolder + "/Features/failing/wrong_tab.feature")
        XCTAssertEqual(failure.uri, "Features/failing/wrong_tab.feature")
        XCTAssertEqual(failure.line, 7)
        XCTAssertTrue(failure.message.contains(#"Then the "home" tab is selected"#), failure.message)
    }

    /// As on a device: the test file's folder does not exist where the test runs.
    func testAwayFromItsSourcesFailuresPointAtTheBundlesCopyAndReportsGoToTheTemporaryFolder() throws {
        let root = PackageRoot.bundle(Bundle.module, file: "/nonexistent/AppTests/AcceptanceTests.swift")
        XCTAssertEqual(root.path, resources)
        XCTAssertEqual(root.reportsPath, URL(fileURLWithPath: NSTemporaryDirectory()).standardizedFileURL.path)
        let collector = Collector()
        let suite = try FeatureSuite.load(["Features/failing"], root: root, environment: [:])
        XCTAssertEqual(suite.pickles.count, 1)
        _ = try LinkSpec.run("Features/failing", from: root, app: .file("Features/app.json"), in: collector)
        XCTAssertEqual(collector.failures.map(\.filePath), [resources + "/Features/failing/wrong_tab.feature"])
    }

    func testAReportOfABundleRootIsWrittenInThePackage() throws {
        let name = ".build/linkspec-bundle-tests/junit-\(UUID().uuidString).xml"
        defer { try? FileManager.default.removeItem(atPath: packageFolder + "/" + name) }
        _ = try LinkSpec.run("Features/passing", from: .bundle(Bundle.module), app: .file("Features/app.json"),
                             reports: [.junit(name)], in: self)
        let report = try String(contentsOfFile: packageFolder + "/" + name, encoding: .utf8)
        XCTAssertTrue(report.contains(#"tests="4""#), report)
        XCTAssertFalse(FileManager.default.fileExists(atPath: resources + "/" + name))
    }

    func testAFolderMissingFromTheBundleSaysWhereItLookedAndHowToShipIt() throws {
        let scenarios = LinkSpec.scenarios("Features/missing", from: .bundle(Bundle.module))
        XCTAssertEqual(scenarios.count, 1)
        let text = try XCTUnwrap(scenarios.first).description
        XCTAssertTrue(text.contains("Features/missing: no such file or folder (resolved against the resources of "
                                    + (Bundle.module.bundlePath as NSString).lastPathComponent), text)
        XCTAssertTrue(text.contains(#"resources: [.copy("Features")]"#), text)
        XCTAssertTrue(text.contains("Copy Bundle Resources"), text)
    }

    /// The default root, where the test file's package cannot be found (a
    /// device): the current folder, and a message that says what to do.
    func testTheDefaultRootAwayFromItsSourcesFallsBackToTheCurrentFolderAndSaysSo() {
        let root = PackageRoot.of("/nonexistent/AppTests/AcceptanceTests.swift", environment: [:])
        XCTAssertEqual(root.path, FileManager.default.currentDirectoryPath)
        XCTAssertThrowsError(try FeatureSuite.load(["Features/nowhere"], root: root, environment: [:])) { error in
            XCTAssertTrue("\(error)".contains("no such file or folder (resolved against the current folder: there is no "
                                              + "Package.swift, .xcodeproj or .xcworkspace at or above /nonexistent/AppTests"),
                          "\(error)")
            XCTAssertTrue("\(error)".contains("from: .bundle(...)"), "\(error)")
        }
    }
}
