import Foundation
import XCTest

/// The `linkspec` executable, run as a separate process for what only a real
/// process shows: exit codes, signals, the current folder.
///
/// The build puts it in the products folder that holds the test bundle: the
/// test targets that start it depend on the `linkspec` target (Package.swift),
/// so any build of those tests links it there too. With SwiftPM that folder is
/// `.build/<triple>/<configuration>` (`swift test` alone, on a fresh clone,
/// builds it); with Xcode, the scheme's `Build/Products/<configuration>` in
/// DerivedData. Only that folder is looked in: the names of the folders around
/// it (a clone is itself a folder named `linkspec`) say nothing.
public enum LinkSpecExecutable {
    /// Its location, if built.
    public static var url: URL? {
        let candidate = productsFolder.appendingPathComponent("linkspec")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory), !isDirectory.boolValue,
              FileManager.default.isExecutableFile(atPath: candidate.path) else { return nil }
        return candidate
    }

    /// The build products folder the test bundle is in. On macOS (SwiftPM and
    /// Xcode) the test bundle is a folder `<name>.xctest` there; on Linux the
    /// tests are one executable file there, and its bundle is that folder.
    static var productsFolder: URL {
        let bundle = Bundle(for: TestBundleToken.self).bundleURL
        return bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
    }

    /// Its location, or a test failure saying where it was looked for.
    public static func required(file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        guard let url else {
            XCTFail("no linkspec executable in \(productsFolder.path), the folder of the test bundle "
                    + "(the test targets that start it depend on it, so a build of the tests links it there)",
                    file: file, line: line)
            throw CocoaError(.fileNoSuchFile)
        }
        return url
    }

    /// Runs it to the end in `folder` (with `environment`'s variables set over the test's own)
    /// and returns its exit status and output.
    public static func run(_ arguments: [String], in folder: URL,
                           environment: [String: String] = [:]) throws -> (code: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try required()
        process.arguments = arguments
        process.currentDirectoryURL = folder
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
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

/// A class of the code linked into the test bundle, to find that bundle.
private final class TestBundleToken {}
