import Foundation
import TestSupport
import XCTest

/// The messages' types, readers and writers in Sources/CucumberMessages/Generated
/// are what Scripts/generate-messages.swift makes of Cucumber's JSON Schema in
/// ../shared/conformance/messages/jsonschema: none edited by hand, none stale.
final class GeneratedMessagesTests: XCTestCase {
    private static let regenerate = "swift Scripts/generate-messages.swift ../shared/conformance/messages/jsonschema "
        + "Sources/CucumberMessages/Generated"

    func testTheCommittedGeneratedFilesAreWhatTheGeneratorWritesFromTheSchema() throws {
        let schema = try SharedConformance.directory("messages/jsonschema")
        let swift = try Self.swiftOnPath()
        let root = SharedConformance.repositoryRoot
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-messages-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }

        let process = Process()
        process.executableURL = swift
        process.arguments = [root.appendingPathComponent("Scripts/generate-messages.swift").path, schema.path, output.path]
        process.currentDirectoryURL = FileManager.default.temporaryDirectory
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "the generator failed: \(message)")

        let committed = root.appendingPathComponent("Sources/CucumberMessages/Generated")
        let generatedNames = try FileManager.default.contentsOfDirectory(atPath: output.path).sorted()
        XCTAssertFalse(generatedNames.isEmpty, "the generator wrote nothing")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted(), generatedNames,
                       "Sources/CucumberMessages/Generated holds other files than the generator writes; regenerate with `\(Self.regenerate)`")
        for name in generatedNames {
            let generated = try Data(contentsOf: output.appendingPathComponent(name))
            guard let text = try? Data(contentsOf: committed.appendingPathComponent(name)), text != generated else { continue }
            XCTFail("Sources/CucumberMessages/Generated/\(name) is not what the generator writes (edited by hand, or the "
                    + "generator or schema changed): \(Self.firstDifference(text, generated)); regenerate with `\(Self.regenerate)`")
        }
    }

    /// The first line where `committed` and `generated` differ, described.
    private static func firstDifference(_ committed: Data, _ generated: Data) -> String {
        let old = committed.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let new = generated.split(separator: 0x0A, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        let line = (0..<min(old.count, new.count)).first { Array(old[$0].utf8) != Array(new[$0].utf8) } ?? min(old.count, new.count)
        let has = line < old.count ? "`\(old[line])`" : "no line"
        let wants = line < new.count ? "`\(new[line])`" : "no line"
        return "line \(line + 1) is \(has), the generator writes \(wants)"
    }

    /// The `swift` that runs the generator as a script, or a skip saying it is absent.
    private static func swiftOnPath() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("no `swift` on PATH to run Scripts/generate-messages.swift; skipping the check of the generated messages")
    }
}
