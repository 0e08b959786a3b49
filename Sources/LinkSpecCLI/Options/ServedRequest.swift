import Foundation
import LinkSpecPlatform
import ServedFiles

/// `--served` and the options that shape its fetch, as `check` and the run read
/// them: declared once here (`CommandOption.served`).
struct ServedRequest: Sendable {
    /// Whether `--served` was given: without it nothing touches the network.
    var isOn = false
    var options = ServedOptions()
    /// The fetch options given (to say they need `--served` when it is missing).
    var given: [String] = []

    /// A usage error when an option of the fetch comes without `--served`, `--ca-certificates` names no
    /// file, or `--save-served` no folder linkspec can write in (made when missing).
    func validated() throws(UsageError) -> ServedRequest {
        if !isOn, let first = given.first {
            throw UsageError("\(first) needs --served", hint: "Add --served to fetch the files the web servers serve.")
        }
        if let file = options.caCertificates {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8), text.contains("-----BEGIN CERTIFICATE-----") else {
                throw UsageError("--ca-certificates: '\(file)' is not a readable PEM file of certificates")
            }
        }
        if let folder = options.saveFolder {
            // Said before anything is fetched: what was fetched is never silently left unsaved.
            var isFolder: ObjCBool = false
            let made = (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil
            guard made, FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue,
                  FileManager.default.isWritableFile(atPath: folder) else {
                throw UsageError("--save-served: '\(folder)' is not a folder linkspec can write in")
            }
        }
        return self
    }
}

extension CommandOption {
    /// `--served [origin|cdn|google|all]`, `--timeout`, `--user-agent`, `--resolve`,
    /// `--ca-certificates`, `--save-served`: `check` and the run.
    static func served(_ update: @escaping @Sendable (inout Values, (inout ServedRequest) throws -> Void) throws -> Void) -> [Self] {
        [
            .optionalValue("--served", choices: ["origin", "cdn", "google", "all"],
                           help: "judge what the web servers serve (the only option that touches the network):",
                           "origin (default) each domain's own AASA and assetlinks.json, cdn also Apple's",
                           "CDN (what phones get), google also Google's Digital Asset Links API, all: every one") { values, text in
                try update(&values) { request in
                    request.isOn = true
                    switch text {
                    case "", "origin": request.options.sources.insert(.origin)
                    case "cdn": request.options.sources.formUnion([.origin, .cdn])
                    case "google": request.options.sources.formUnion([.origin, .google])
                    default: request.options.sources = Set(ServedSource.allCases)
                    }
                }
            },
            .value("--timeout", value: "SECONDS", help: "with --served: the most one response may take (default 10)") { values, text in
                let seconds = try OptionValue.wholeNumber(text, for: "--timeout", in: 1...600)
                try update(&values) { $0.options.timeout = Double(seconds); $0.given.append("--timeout") }
            },
            .value("--user-agent", value: "TEXT", help: "with --served: the User-Agent sent (default \(ServedOptions.appleUserAgent), Apple's fetcher's)") { values, text in
                guard !text.isEmpty, text.allSatisfy({ $0.isASCII && !$0.isNewline }) else {
                    throw UsageError("--user-agent: '\(text)' is not one line of ASCII text")
                }
                try update(&values) { $0.options.userAgent = text; $0.given.append("--user-agent") }
            },
            .value("--resolve", value: "HOST=ADDRESS:PORT",
                   help: "with --served: connect to ADDRESS:PORT for HOST, keeping HOST for TLS and",
                   "the Host header (as curl's --resolve; repeatable)") { values, text in
                switch HostAddress.parse(text) {
                case .failure(let error): throw UsageError("--resolve: \(error.message)")
                case .success(let (host, address)): try update(&values) { $0.options.resolve[host] = address; $0.given.append("--resolve") }
                }
            },
            .value("--ca-certificates", value: "FILE", help: "with --served: trust the roots of this PEM file too") { values, text in
                try update(&values) { $0.options.caCertificates = text; $0.given.append("--ca-certificates") }
            },
            .value("--save-served", value: "DIR", help: "with --served: keep each response (body, status and headers) in DIR") { values, text in
                try update(&values) { $0.options.saveFolder = text; $0.given.append("--save-served") }
            },
        ]
    }
}
