import Foundation
import ServedFiles

/// `--ca-certificates FILE` on Linux. FoundationNetworking's URLSession gives a
/// session no say over libcurl's trusted roots (it reads
/// `URLSessionCertificateAuthorityInfoFile` on Android only, and libcurl's own
/// CA bundle path hides `SSL_CERT_FILE`), so the command runs again, as itself,
/// in a private mount namespace (`unshare --user --map-root-user --mount`) where the
/// system's CA bundle is the system's certificates followed by the file's. Nothing
/// outside the process sees the change. On Apple platforms the fetcher adds the
/// roots to each server's trust evaluation instead (`TrustAnchors`).
/// docs/decisions/1101-served-trust-and-resolve.md.
enum ServedTrust {
    /// Where distributions keep the bundle libcurl reads.
    static let systemBundles = ["/etc/ssl/certs/ca-certificates.crt", "/etc/pki/tls/certs/ca-bundle.crt",
                                "/etc/ssl/ca-bundle.pem", "/etc/ssl/cert.pem"]
    static let marker = "LINKSPEC_CA_BUNDLE_MOUNTED"

    /// The exit code of the command run again with the roots trusted; nil to go on in this process.
    static func runTrusting(_ options: ServedOptions, console: Console) throws -> Int32? {
        #if os(Linux)
        guard let file = options.caCertificates, ProcessInfo.processInfo.environment[marker] == nil else { return nil }
        guard let system = systemBundles.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw UsageError("--ca-certificates: no system CA bundle found (looked in \(systemBundles.joined(separator: ", ")))")
        }
        guard let unshare = ["/usr/bin/unshare", "/bin/unshare"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }),
              let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
            throw UsageError("--ca-certificates on Linux needs unshare (util-linux) to trust more roots for this run only",
                             hint: "Or add the roots to the system's CA bundle (update-ca-certificates).")
        }
        // Without user namespaces unshare fails; say so as a usage error, not as exit code 1 (findings).
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: unshare)
        probe.arguments = ["--user", "--map-root-user", "--mount", "/bin/true"]
        probe.standardError = FileHandle.nullDevice
        guard (try? probe.run()) != nil, { probe.waitUntilExit(); return probe.terminationStatus == 0 }() else {
            throw UsageError("--ca-certificates on Linux needs user namespaces ('unshare --user --mount' is refused here) to trust more roots for this run only",
                             hint: "Or add the roots to the system's CA bundle (update-ca-certificates).")
        }
        let combined = FileManager.default.temporaryDirectory.appendingPathComponent("linkspec-ca-\(UUID().uuidString).pem")
        defer { try? FileManager.default.removeItem(at: combined) }
        do {
            var bundle = try Data(contentsOf: URL(fileURLWithPath: system))
            bundle += Data("\n".utf8) + (try Data(contentsOf: URL(fileURLWithPath: file)))
            try bundle.write(to: combined, options: .atomic)
        } catch {
            throw UsageError("--ca-certificates: cannot write the combined CA bundle: \(error.localizedDescription)")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: unshare)
        process.arguments = ["--user", "--map-root-user", "--mount", "/bin/sh", "-c",
                             "mount --bind \"$0\" \"$1\" || exit 2; shift; exec \"$@\"", combined.path, system, executable]
            + Array(CommandLine.arguments.dropFirst())
        var environment = ProcessInfo.processInfo.environment
        environment[marker] = "1"
        process.environment = environment
        console.flush()
        do {
            try process.run()
        } catch {
            throw UsageError("--ca-certificates: cannot start \(unshare): \(error.localizedDescription)")
        }
        process.waitUntilExit()
        return process.terminationStatus
        #else
        return nil
        #endif
    }
}
