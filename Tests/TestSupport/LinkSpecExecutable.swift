import Foundation
import XCTest

/// The `linkspec` executable, run as a separate process for what only a real
/// process shows: exit codes, signals, the current folder.
///
/// SwiftPM links it into the build folder beside the test bundle
/// (`.build/<triple>/debug/linkspec`) whenever it builds the tests: the test
/// targets that use it depend on the `linkspec` target (Package.swift), so
/// `swift test` alone, on a fresh clone, builds it.
public enum LinkSpecExecutable {
    /// Its location, if built.
    public static var url: URL? {
        let starts = [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments.first ?? ".")]
            + [SharedConformance.repositoryRoot.appendingPathComponent(".build/debug/x")]
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                folder = folder.deletingLastPathComponent()
                let candidate = folder.appendingPathComponent("linkspec")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        return nil
    }

    /// Its location, or a test failure saying to build it first.
    public static func required(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let url else {
            XCTFail("no linkspec executable beside the tests (the test targets that start it depend on it, so a SwiftPM build of the tests links it)",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    /// Runs it to the end in `folder` and returns its exit status and output.
    public static func run(_ arguments: [String], in folder: URL) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try required()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes concurrently so neither fills up and blocks the child.
        final class Box: @unchecked Sendable { var data = Data() }
        let errBox = Box()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errBox.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errBox.data, as: UTF8.self))
    }
}
