import Foundation

/// Reads one of the files `app.json` names. Only a regular file of a sane size is
/// read: a path to a folder, a device (`/dev/zero`) or a huge file is an error with
/// the file's name, never a hang.
enum AppFileBytes {
    /// Far above any real Info.plist, entitlements file or AASA (Apple's CDN refuses
    /// AASA files above 128 KB).
    static let sizeLimit = 8 << 20

    static func read(_ url: URL, shown: String) throws(AppleFileError) -> [UInt8] {
        let here = FileLocation(file: shown)
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        } catch {
            throw AppleFileError("no such file", at: here)
        }
        let type = attributes[.type] as? FileAttributeType
        if type == .typeDirectory { throw AppleFileError("is a folder, not a file", at: here) }
        guard type == .typeRegular else { throw AppleFileError("is not a regular file", at: here) }
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > sizeLimit {
            throw AppleFileError("is larger than \(sizeLimit >> 20) MiB", at: here)
        }
        do {
            let data = try Data(contentsOf: url)
            guard data.count <= sizeLimit else { throw AppleFileError("is larger than \(sizeLimit >> 20) MiB", at: here) }
            return Array(data)
        } catch let error as AppleFileError {
            throw error
        } catch {
            throw AppleFileError("cannot be read: \(error.localizedDescription)", at: here)
        }
    }
}
