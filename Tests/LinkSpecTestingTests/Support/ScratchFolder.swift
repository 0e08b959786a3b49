import Foundation

/// A temporary folder for report files, removed when the test is done.
struct ScratchFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-testing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// JUnit XML without what differs from run to run (times and the timestamp).
    static func timeless(_ xml: String) -> String {
        let pattern = try? NSRegularExpression(pattern: #" (time|timestamp)="[^"]*""#)
        let range = NSRange(xml.startIndex..., in: xml)
        return pattern?.stringByReplacingMatches(in: xml, range: range, withTemplate: "") ?? xml
    }
}
