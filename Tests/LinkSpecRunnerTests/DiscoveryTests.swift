import Foundation
import XCTest
@testable import LinkSpecRunner

final class DiscoveryTests: XCTestCase {
    private var root = ""

    override func setUpWithError() throws {
        root = NSTemporaryDirectory() + "linkspec-discovery-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: root)
    }

    private func write(_ relative: String, _ text: String = "Feature: x\n") throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    private func errors(_ arguments: [String]) -> [String] {
        do {
            _ = try FeatureFinder().find(arguments)
            return []
        } catch {
            return error.errors.map(\.description)
        }
    }

    func testFolderIsSearchedRecursivelyInSortedOrder() throws {
        try write("b.feature")
        try write("a/z.feature.md")
        try write("a/y.feature")
        try write("notes.txt")
        try write(".hidden/h.feature")
        let files = try FeatureFinder().find([root])
        XCTAssertEqual(files.map(\.uri), [root + "/a/y.feature", root + "/a/z.feature.md", root + "/b.feature"])
        XCTAssertEqual(files.map(\.mediaType), [.plain, .markdown, .plain])
    }

    func testLinesAreSplitOffAndMergedForTheSameFile() throws {
        try write("a.feature")
        let files = try FeatureFinder().find([root + "/a.feature:3:7", "./" + root + "/a.feature:9"].map { $0.replacingOccurrences(of: "./" + "/", with: "/") })
        XCTAssertEqual(files.count, 1)
        XCTAssertEqual(files[0].lines, [3, 7, 9])
    }

    func testWholeFileWinsOverLines() throws {
        try write("a.feature")
        let files = try FeatureFinder().find([root + "/a.feature:3", root + "/a.feature"])
        XCTAssertEqual(files.map(\.lines), [[]])
    }

    func testMissingPathIsAnError() {
        XCTAssertEqual(errors([root + "/nope"]), ["\(root)/nope: no such file or folder"])
    }

    func testEmptyFolderSaysNoFeaturesFound() throws {
        try write("readme.txt")
        XCTAssertEqual(errors([root]).count, 1)
        XCTAssertTrue(errors([root])[0].contains("no features found"))
    }

    func testDirectoryLoopThroughSymlinkIsAnError() throws {
        try write("a/x.feature")
        try FileManager.default.createSymbolicLink(atPath: root + "/a/loop", withDestinationPath: root + "/a")
        let found = errors([root])
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].contains("directory loop"), found[0])
    }

    func testUnreadableFileIsAnError() throws {
        try XCTSkipIf(getuid() == 0, "root reads every file")
        try write("secret.feature")
        chmod(root + "/secret.feature", 0)
        XCTAssertTrue(errors([root + "/secret.feature"]).first?.contains("cannot read") ?? false)
    }

    func testNonUTF8FileIsAnErrorAtTheBadByte() throws {
        let path = root + "/latin1.feature"
        try Data([0x46, 0x0A, 0x61, 0x62, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SourceReader.readText(atPath: path)) { error in
            XCTAssertEqual(String(describing: error), "\(path):2:3: not UTF-8 text (invalid byte sequence); save the file as UTF-8")
        }
    }

    func testBadByteAfterValidNonASCIITextIsCountedInScalars() throws {
        let path = root + "/mixed.feature"
        // "F", "é" (valid non-ASCII), then "aé " and a stray 0xFF: line 3, column 4.
        try Data([0x46, 0x0A, 0xC3, 0xA9, 0x0A, 0x61, 0xC3, 0xA9, 0x20, 0xFF, 0x0A]).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try SourceReader.readText(atPath: path)) { error in
            XCTAssertEqual(String(describing: error), "\(path):3:4: not UTF-8 text (invalid byte sequence); save the file as UTF-8")
        }
    }

    func testByteOrderMarkIsDropped() throws {
        let path = root + "/bom.feature"
        try Data([0xEF, 0xBB, 0xBF, 0x46]).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(try SourceReader.readText(atPath: path), "F")
    }

    func testRerunFileListsFilesAndLinesAndPointsAtItsOwnLinesOnError() throws {
        try write("a.feature")
        try write("rerun.txt", "\(root)/a.feature:3:5\n\n\(root)/gone.feature:2\n")
        let found = errors(["@" + root + "/rerun.txt"])
        XCTAssertEqual(found, ["\(root)/rerun.txt:3:1: \(root)/gone.feature: no such file or folder"])
        try write("rerun.txt", "\(root)/a.feature:3:5\n")
        XCTAssertEqual(try FeatureFinder().find(["@" + root + "/rerun.txt"]).map(\.lines), [[3, 5]])
    }

    func testFeaturePathKeepsColonsThatAreNotLineNumbers() {
        XCTAssertEqual(FeaturePath(argument: "odd:name.feature:12"), FeaturePath(path: "odd:name.feature", lines: [12]))
        XCTAssertEqual(FeaturePath(argument: "a.feature:0"), FeaturePath(path: "a.feature:0"))
    }
}
