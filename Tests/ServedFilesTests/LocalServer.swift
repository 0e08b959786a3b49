import Foundation
import LinkSpecPlatform
import TestSupport
import XCTest

/// The local HTTPS server of `Server/served_files_server.py` (Python's standard
/// library), started for one test on 127.0.0.1 at a port the system chooses,
/// serving what `root` holds and every fault by the host's first label. Its test
/// certificate authority is `Server/ca.pem`. Without python3 (or, on Linux,
/// `unshare`, which `--ca-certificates` needs there) the test is skipped with a
/// message, and fails when the environment variable `CI` is set: CI runs them for
/// real. A server that does not start fails the test wherever it runs.
final class LocalServer {
    static let folder = SharedConformance.repositoryRoot.appendingPathComponent("Tests/ServedFilesTests/Server")
    static var certificateAuthority: String { folder.appendingPathComponent("ca.pem").path }

    let root: URL
    let port: Int
    private let process: Process

    init() throws {
        try Self.requireTools()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-served-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.folder.appendingPathComponent("served_files_server.py").path, root.path]
        #if os(macOS)
        // Apple platforms refuse a server certificate valid over 825 days, whatever its root: one made for this run.
        let certificates = root.appendingPathComponent(".certificates")
        try Self.makeAppleServerCertificate(in: certificates)
        process.environment = ProcessInfo.processInfo.environment.merging(["SERVED_SERVER_CERTIFICATE_FOLDER": certificates.path]) { $1 }
        #endif
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        // The first line is "port N", printed once the server listens.
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            line += chunk
        }
        guard let text = String(data: line, encoding: .utf8), text.hasPrefix("port "),
              let port = Int(text.dropFirst(5).trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            // The tools are there (requireTools): a server that does not start is a failure, never a skip.
            throw LocalServerError(message: "the local HTTPS server did not start: \(String(decoding: line, as: UTF8.self))")
        }
        self.port = port
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: root)
    }

    /// `--resolve HOST=127.0.0.1:PORT` for each host.
    func resolving(_ hosts: String...) -> [String] {
        hosts.flatMap { ["--resolve", "\($0)=127.0.0.1:\(port)"] }
    }

    /// What a host serves at `name` (`apple-app-site-association`, `assetlinks.json`), or Apple's CDN (`cdn/<domain>`), or Google's API (`google/<host>.json`).
    func serve(_ text: String, at path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Each request the server answered: `host path UA=... cookie=... authorization=...`.
    var requests: [String] {
        ((try? String(contentsOf: root.appendingPathComponent("requests.log"), encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// Each endless body the server sent, once its connection ended: the path and the bytes
    /// sent. Waits up to `seconds` for `count` of them (the server logs when its write fails).
    func endlessBodies(count: Int, within seconds: Double) -> [(path: String, bytes: Int)] {
        let deadline = Date().addingTimeInterval(seconds)
        while true {
            let text = (try? String(contentsOf: root.appendingPathComponent("endless.log"), encoding: .utf8)) ?? ""
            let bodies = text.split(separator: "\n").compactMap { line -> (path: String, bytes: Int)? in
                let words = line.split(separator: " ")
                guard words.count == 2, let bytes = Int(words[1]) else { return nil }
                return (String(words[0]), bytes)
            }
            if bodies.count >= count || Date() > deadline { return bodies }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// `make-certificates.sh --apple-server FOLDER`: a server certificate signed by the committed
    /// authority, valid 825 days (openssl comes with macOS).
    static func makeAppleServerCertificate(in folder: URL) throws {
        let make = Process()
        make.executableURL = URL(fileURLWithPath: "/bin/bash")
        make.arguments = [Self.folder.appendingPathComponent("make-certificates.sh").path, "--apple-server", folder.path]
        make.standardOutput = FileHandle.nullDevice
        try make.run()
        make.waitUntilExit()
        guard make.terminationStatus == 0 else {
            throw LocalServerError(message: "make-certificates.sh --apple-server failed (\(make.terminationStatus)): the --served tests need openssl on macOS")
        }
    }

    static func requireTools() throws {
        var missing: [String] = []
        if !onPath("python3") { missing.append("python3") }
        #if os(Linux)
        if let unshare = ["/usr/bin/unshare", "/bin/unshare"].first(where: FileManager.default.isExecutableFile(atPath:)) {
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: unshare)
            probe.arguments = ["--user", "--map-root-user", "--mount", "/bin/true"]
            probe.standardError = FileHandle.nullDevice
            try probe.run()
            probe.waitUntilExit()
            if probe.terminationStatus != 0 { missing.append("user namespaces ('unshare --user --mount' is refused)") }
        } else {
            missing.append("unshare (util-linux)")
        }
        #endif
        guard !missing.isEmpty else { return }
        let message = "the --served tests need \(missing.joined(separator: " and ")) (CONTRIBUTING.md)"
        try skipOrFail(message, environment: ProcessInfo.processInfo.environment)
    }

    /// A missing tool skips the test on a developer's machine and fails it (an error, not a skip) when `CI` is set.
    static func skipOrFail(_ message: String, environment: [String: String]) throws {
        if environment["CI"] != nil {
            throw LocalServerError(message: message + "; failing because CI is set")
        }
        throw XCTSkip(message)
    }

    private static func onPath(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
}

/// Why the local server cannot run: the test fails with it.
struct LocalServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// A copy of the clean fixture app (`Tests/AppFilesTests/Fixtures/CleanApp`)
/// with its Android files named, its domain renamed to `host` (whose first label
/// picks the local server's fault), and the local server serving the
/// repository's own copies of its files. Removed when the test lets go of it.
final class ServedApp {
    let folder: URL
    let host: String

    init(host: String, server: LocalServer, android: Bool = true) throws {
        self.host = host
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-served-app-\(UUID().uuidString)")
        let fixture = SharedConformance.repositoryRoot.appendingPathComponent("Tests/AppFilesTests/Fixtures/CleanApp")
        try FileManager.default.copyItem(at: fixture, to: folder)
        if android {
            try plant("app.json", replacing: #""tabs": ["#, with: #"""
            "androidManifest": "Android/AndroidManifest.xml",
              "assetLinks": {"example.com": "Android/example.com.assetlinks.json"},
              "signingCertificates": {"play": "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"},
              "tabs": [
            """#)
        }
        for file in ["app.json", "App/App.entitlements", "Android/AndroidManifest.xml", "App/example.com.aasa.json", "Android/example.com.assetlinks.json"] {
            let url = folder.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try Data(text.replacingOccurrences(of: "example.com", with: host).utf8).write(to: url)
        }
        for (old, new) in [("App/example.com.aasa.json", aasaFile), ("Android/example.com.assetlinks.json", assetLinksFile)] where old != new {
            try FileManager.default.moveItem(at: folder.appendingPathComponent(old), to: folder.appendingPathComponent(new))
        }
        try server.serve(try text(aasaFile), at: "\(host)/apple-app-site-association")
        try server.serve(try text(assetLinksFile), at: "\(host)/assetlinks.json")
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    /// The repository's copies, named for the host as app.json names them.
    var aasaFile: String { "App/\(host).aasa.json" }
    var assetLinksFile: String { "Android/\(host).assetlinks.json" }

    func text(_ file: String) throws -> String { try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8) }

    func plant(_ file: String, replacing old: String, with new: String) throws {
        let text = try text(file)
        XCTAssertTrue(text.contains(old), "\(file) has no \(old)")
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: folder.appendingPathComponent(file))
    }

    /// `linkspec ARGUMENTS` in the app's folder.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (code: Int32, out: String, err: String) {
        try LinkSpecExecutable.run(arguments, in: folder, environment: environment)
    }

    /// `linkspec check --served ... --ca-certificates Server/ca.pem --resolve HOST=127.0.0.1:PORT`.
    func checkServed(_ server: LocalServer, _ extra: [String] = [], timeout: Int = 5) throws -> (code: Int32, out: String, err: String) {
        try run(["check", "--served"] + extra + ["--timeout", "\(timeout)", "--ca-certificates", LocalServer.certificateAuthority]
                + server.resolving(host))
    }

    var aasaURL: String { "https://\(host)/.well-known/apple-app-site-association" }
    var assetLinksURL: String { "https://\(host)/.well-known/assetlinks.json" }
}

/// A TCP listener on 127.0.0.1 that accepts and counts each connection, and closes it at once
/// (nothing goes further) or holds it open unanswered (a fetch then waits for its timeout).
final class ConnectionCounter: @unchecked Sendable {
    let port: Int
    private let descriptor: Int32
    private let lock = NSLock()
    private var count = 0
    private var held: [Int32] = []

    init(closing: Bool) throws {
        switch Platform.listenOnLoopback() {
        case .failure(let error): throw error
        case .success(let (descriptor, port)):
            self.descriptor = descriptor
            self.port = port
        }
        let thread = Thread { [self] in
            while let connection = Platform.acceptConnection(descriptor) {
                lock.lock(); count += 1; if !closing { held.append(connection) }; lock.unlock()
                if closing { Platform.close(connection) }
            }
        }
        thread.start()
    }

    var connections: Int { lock.lock(); defer { lock.unlock() }; return count }

    /// Wakes the accepting thread (its accept fails) and closes the socket.
    func stop() {
        Platform.shutdownReadingAndWriting(descriptor)
        Platform.close(descriptor)
        lock.lock(); held.forEach(Platform.close); held = []; lock.unlock()
    }
}
