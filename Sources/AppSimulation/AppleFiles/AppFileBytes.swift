import Foundation
import LinkSpecPlatform

/// Reads one of the files `app.json` names. Only a regular file of a sane size is
/// read: a path to a folder, a device (`/dev/zero`) or a huge file is an error with
/// the file's name, never a hang.
enum AppFileBytes {
    /// Far above any real Info.plist, entitlements file or AASA (Apple's CDN refuses
    /// AASA files above 128 KB).
    static let sizeLimit = 8 << 20

    static func read(_ url: URL, shown: String) throws(AppleFileError) -> [UInt8] {
        do {
            return try FileReader.bytes(atPath: url.path, regularFileOnly: true, sizeLimit: sizeLimit)
        } catch {
            throw AppleFileError(error.message, at: FileLocation(file: shown))
        }
    }
}
