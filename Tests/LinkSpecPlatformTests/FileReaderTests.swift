import Foundation
import LinkSpecPlatform
import XCTest

/// Whole files, chunks and standard input come back byte for byte, and a file
/// that cannot be read is an error that names it and says why.
final class FileReaderTests: XCTestCase {
    private func write(_ bytes: [UInt8]) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-filereader-\(UUID().uuidString)")
        try Data(bytes).write(to: url)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url.path
    }

    private static let samples: [[UInt8]] = {
        var random = SystemRandomNumberGenerator()
        return [
            [],
            Array("Feature: café ✓ 🎉\n  Scenario: x\n".utf8),
            [0xEF, 0xBB, 0xBF] + Array("# with a byte order mark\n".utf8),
            [0x66, 0xFF, 0xFE, 0x0A, 0xC3],            // invalid bytes and a cut-off sequence
            Array(repeating: UInt8(ascii: "a"), count: 200_000),   // more than one read
            (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &random) },
        ]
    }()

    func testAWholeFileIsReadByteForByte() throws {
        for bytes in Self.samples {
            XCTAssertEqual(try FileReader.bytes(atPath: write(bytes)), bytes, "\(bytes.count) bytes")
        }
    }

    func testTextIsDecodedAsStringDecodingDecodesIt() throws {
        for bytes in Self.samples {
            XCTAssertEqual(try FileReader.text(atPath: write(bytes)), String(decoding: bytes, as: UTF8.self), "\(bytes.count) bytes")
        }
    }

    func testChunksAddUpToTheFile() throws {
        for bytes in Self.samples {
            let reader = try FileReader(path: write(bytes), chunkSize: 4096)
            var chunks: [[UInt8]] = []
            while let chunk = try reader.read() { chunks.append(chunk) }
            XCTAssertTrue(chunks.allSatisfy { !$0.isEmpty && $0.count <= 4096 })
            XCTAssertEqual(Array(chunks.joined()), bytes, "\(bytes.count) bytes")
            XCTAssertNil(try reader.read(), "the end stays the end")
        }
    }

    func testAMissingFileIsNamedAndSaidToBeMissing() {
        XCTAssertThrowsError(try FileReader.bytes(atPath: "/nonexistent/linkspec/a.feature")) { error in
            XCTAssertEqual("\(error)", "/nonexistent/linkspec/a.feature: no such file")
        }
    }

    func testAFolderIsNotAFile() {
        let folder = FileManager.default.temporaryDirectory.path
        XCTAssertThrowsError(try FileReader.bytes(atPath: folder)) { error in
            XCTAssertEqual("\(error)", "\(folder): is a folder, not a file")
        }
        XCTAssertThrowsError(try FileReader(path: folder))
    }

    func testADeviceIsRefusedWhereOnlyRegularFilesAreWanted() {
        XCTAssertThrowsError(try FileReader.bytes(atPath: "/dev/zero", regularFileOnly: true)) { error in
            XCTAssertEqual("\(error)", "/dev/zero: is not a regular file")
        }
    }

    func testAFileAboveTheLimitIsRefusedWhateverItsSizeSays() throws {
        let path = try write(Array(repeating: 7, count: 3 << 20))
        XCTAssertThrowsError(try FileReader.bytes(atPath: path, sizeLimit: 2 << 20)) { error in
            XCTAssertEqual("\(error)", "\(path): is larger than 2 MiB")
        }
        XCTAssertEqual(try FileReader.bytes(atPath: path, sizeLimit: 3 << 20).count, 3 << 20)
        // A device says size 0 and never ends: the limit stops the reading.
        XCTAssertThrowsError(try FileReader.bytes(atPath: "/dev/zero", sizeLimit: 100)) { error in
            XCTAssertEqual("\(error)", "/dev/zero: is larger than 100 bytes")
        }
    }

    func testAFileWithoutReadPermissionSaysSo() throws {
        guard getuid() != 0 else { throw XCTSkip("root reads every file; permissions cannot be tested as root") }
        let path = try write(Array("secret".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o200], ofItemAtPath: path)
        XCTAssertThrowsError(try FileReader.bytes(atPath: path)) { error in
            XCTAssertEqual("\(error)", "\(path): cannot read the file (permission denied)")
        }
    }
}
