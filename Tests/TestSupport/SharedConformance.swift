import Foundation
import XCTest

/// Finds `../shared/conformance` beside the repository. Where it is absent the
/// tests that need it skip with a message, unless `LINKSPEC_REQUIRE_SHARED=1`
/// (CI) makes its absence a failure.
public enum SharedConformance {
    /// The repository's root folder.
    public static let repositoryRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/conformance`, if present.
    public static var root: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/conformance")
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    public static var isRequired: Bool {
        ProcessInfo.processInfo.environment["LINKSPEC_REQUIRE_SHARED"] == "1"
    }

    /// The folder `relativePath` under `../shared/conformance`, or an `XCTSkip`
    /// (a failure when required) explaining that the suite is absent.
    public static func directory(_ relativePath: String) throws -> URL {
        guard let root else {
            let message = "../shared/conformance is absent beside \(repositoryRoot.path); skipping the conformance suite \(relativePath)"
            if isRequired { XCTFail(message) }
            throw XCTSkip(message)
        }
        return root.appendingPathComponent(relativePath)
    }
}
