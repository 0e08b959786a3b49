import Foundation
import XCTest
@testable import LinkSpecCLI

/// Files read straight into a string give what `Data` and
/// `String(decoding:as:)` give, for every kind of content and size.
final class FileTextTests: XCTestCase {
    private func write(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-filetext-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    func testContentIsDecodedAsStringDecodingDecodesIt() throws {
        var random = SystemRandomNumberGenerator()
        let samples: [[UInt8]] = [
            [],
            Array("Feature: café ✓ 🎉\n  Scenario: x\n".utf8),
            [0xEF, 0xBB, 0xBF] + Array("# with a byte order mark\n".utf8),
            [0x66, 0xFF, 0xFE, 0x0A, 0xC3],            // invalid bytes and a cut-off sequence
            Array(repeating: UInt8(ascii: "a"), count: 200_000),   // more than one read
            (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) },
        ]
        for bytes in samples {
            let path = try write(bytes)
            XCTAssertEqual(FileText.read(atPath: path), String(decoding: bytes, as: UTF8.self), "\(bytes.count) bytes")
        }
    }

    func testAMissingFileOrAFolderIsNotRead() throws {
        XCTAssertNil(FileText.read(atPath: "/nonexistent/linkspec/a.feature"))
        XCTAssertNil(FileText.read(atPath: FileManager.default.temporaryDirectory.path))
    }
}
