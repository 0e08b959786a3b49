import CucumberMessages
import Foundation
import LinkSpecPlatform

/// A world that can show itself (the simulated app draws its screen): asked
/// after a test step (`--snapshots`), on the scenario's thread, its snapshot
/// is attached to the step.
package protocol SnapshotReporting: AnyObject {
    func snapshot() -> WorldSnapshot
}

/// One snapshot of a world: bytes of a media type (`image/svg+xml`).
package struct WorldSnapshot: Sendable, Hashable {
    package var data: Data
    package var mediaType: String
    package var fileName: String?

    package init(data: Data, mediaType: String, fileName: String? = nil) {
        self.data = data
        self.mediaType = mediaType
        self.fileName = fileName
    }
}

/// `--snapshots none|failures|all`: after which test steps (pickle steps and
/// scenario hooks) a world that reports snapshots has one attached. The
/// default, `failures`, shows the app at the moment a step failed.
public enum SnapshotPolicy: String, Hashable, Sendable, CaseIterable {
    /// Never.
    case none
    /// After a test step that failed, showing the app at that moment.
    case failures
    /// After every test step that ran.
    case all
}

extension Attachment {
    /// A snapshot as an attachment, base64-encoded (as Cucumber's HTML report
    /// wants images), stamped now.
    init(_ snapshot: WorldSnapshot) {
        self.init(body: snapshot.data.base64EncodedString(), contentEncoding: .base64, fileName: snapshot.fileName,
                  mediaType: snapshot.mediaType, timestamp: Timestamp(totalNanoseconds: Platform.wallNanoseconds()))
    }
}
