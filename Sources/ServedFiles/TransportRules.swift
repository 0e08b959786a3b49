import Foundation
import AppFiles
import AppSimulation
import LinkSpecJSON
import PlatformLinkRules

/// What a served copy is and how the platform reads it.
package enum ServedFileKind: Sendable {
    case siteAssociation, assetLinks, googleStatements

    var limit: Int { self == .siteAssociation ? ServedOptions.siteAssociationLimit : ServedOptions.otherFileLimit }
    var name: String {
        switch self {
        case .siteAssociation: return "apple-app-site-association"
        case .assetLinks: return "assetlinks.json"
        case .googleStatements: return "Digital Asset Links answer"
        }
    }
}

/// `served-unreachable`, `served-certificate`, `served-redirect`, `served-status`,
/// `served-content-type`, `served-too-large`, `served-not-json`, `served-syntax`:
/// one response judged as Apple's CDN and Android's verifier judge it, and its
/// bytes when the platform can read them (the same reader as the repository's copy).
package enum TransportRules {
    package struct Judged: Sendable {
        package var findings: [CheckFinding] = []
        /// The body, when the platform would read it.
        package var bytes: [UInt8]?
    }

    package static func judge(_ served: ServedResponse, as kind: ServedFileKind, host: String, timeout: Double) -> Judged {
        let here = FileLocation(file: served.url, line: 1, column: 1)
        var judged = Judged()
        func finding(_ rule: CheckRule, _ message: String) -> Judged {
            judged.findings.append(CheckFinding(rule, at: here, message))
            return judged
        }
        let response: ServedResponse.Response
        switch served.outcome {
        case .failure(let failure):
            switch failure.kind {
            case .certificate:
                return finding(.servedCertificate, "the server's certificate is refused (\(failure.message)): no phone fetches the \(kind.name)")
            case .timeout:
                return finding(.servedUnreachable, "no complete answer within \(Fetcher.seconds(timeout)) (--timeout)")
            case .unreachable:
                return finding(.servedUnreachable, "cannot fetch the \(kind.name): \(failure.message)")
            }
        case .response(let answer):
            response = answer
        }
        if (300...399).contains(response.status) {
            // Where it points, as a phone would go: a relative Location against the URL asked.
            let target = response.header("Location").map { location in
                "to " + (URL(string: location, relativeTo: URL(string: served.url))?.absoluteString ?? location)
            } ?? "with no Location"
            return finding(.servedRedirect, "answers \(response.status), redirecting \(target): neither Apple's CDN nor Android's verifier follows a redirect, "
                           + "so the \(kind.name) must be served at this URL itself")
        }
        guard response.status == 200 else {
            return finding(.servedStatus, "answers \(response.status) instead of 200\(bodyExcerpt(response))")
        }
        if response.truncated {
            let limit = kind == .siteAssociation ? "128 KB, the most Apple's CDN takes" : "1 MB, the most linkspec reads"
            return finding(.servedTooLarge, "the \(kind.name) is larger than \(limit)")
        }
        if kind != .googleStatements, response.mediaType != "application/json" {
            judged.findings.append(CheckFinding(.servedContentType, at: here,
                "served as \(response.header("Content-Type").map { "'\($0)'" } ?? "no Content-Type"); the platforms expect application/json"
                + (response.mediaType == "text/html" ? bodyExcerpt(response) : "")))
        }
        if let problem = readingProblem(response.body, kind: kind, host: host, file: served.url) {
            judged.findings.append(problem)
            return judged
        }
        judged.bytes = response.body
        return judged
    }

    /// `served-not-json` or `served-syntax` when the platform's reader cannot read the body, at its line.
    static func readingProblem(_ bytes: [UInt8], kind: ServedFileKind, host: String, file: String) -> CheckFinding? {
        do {
            switch kind {
            case .siteAssociation: _ = try SiteAssociation.read(bytes, host: host, file: file)
            case .assetLinks: _ = try AssetLinks.read(bytes, host: host, file: file)
            case .googleStatements: _ = try JSONReader.read(bytes)
            }
            return nil
        } catch let error as AppFileError {
            let first = bytes.first { ![9, 10, 13, 32].contains($0) }
            let looksLikeJSON = first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
            let notJSON = error.message.hasPrefix("not valid JSON")
            return CheckFinding(notJSON && !looksLikeJSON ? .servedNotJSON : .servedSyntax, at: error.location,
                                notJSON && !looksLikeJSON ? "the \(kind.name) served is not JSON\(textExcerpt(bytes))" : error.message)
        } catch {
            return CheckFinding(.servedNotJSON, at: FileLocation(file: file, line: 1, column: 1), "the \(kind.name) served is not JSON: \(error)")
        }
    }

    /// `: "<!DOCTYPE html>..."`, the first bytes of an HTML (or any text) body, on one line.
    static func bodyExcerpt(_ response: ServedResponse.Response) -> String {
        guard !response.body.isEmpty else { return " (empty body)" }
        return textExcerpt(response.body)
    }

    static func textExcerpt(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(120), as: UTF8.self)
            .map { $0.isNewline || $0 == "\t" ? " " : $0 }
            .filter { !($0.asciiValue.map { $0 < 32 } ?? false) }
        return ": \"\(String(text).trimmingCharacters(in: .whitespaces))\(bytes.count > 120 ? "..." : "")\""
    }
}
