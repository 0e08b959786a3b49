import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
#if canImport(Security)
import Security
#endif

/// `--ca-certificates FILE`: roots trusted beside the system's. On Apple
/// platforms each server's trust is evaluated with them added as anchors
/// (`SecTrustSetAnchorCertificates`, the system's kept). On Linux,
/// FoundationNetworking gives a session no say over libcurl's roots, so the
/// command line runs the fetch where the system's bundle has them added
/// (`CABundleNamespace`, docs/decisions/1101-served-trust-and-resolve.md); here there is nothing to do.
package struct TrustAnchors: Sendable {
    /// The DER bytes of each certificate of the PEM file.
    let certificates: [Data]

    /// The certificates of a PEM file, or nil when there is no file to read.
    static func load(_ path: String?) -> TrustAnchors? {
        #if canImport(Security)
        guard let path, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return TrustAnchors(certificates: pemCertificates(text))
        #else
        return nil
        #endif
    }

    /// The DER of each `-----BEGIN CERTIFICATE-----` block.
    package static func pemCertificates(_ text: String) -> [Data] {
        var certificates: [Data] = []
        var current: String?
        for line in text.split(whereSeparator: \.isNewline).map({ $0.trimmingCharacters(in: .whitespaces) }) {
            if line == "-----BEGIN CERTIFICATE-----" {
                current = ""
            } else if line == "-----END CERTIFICATE-----" {
                if let base64 = current, let der = Data(base64Encoded: base64) { certificates.append(der) }
                current = nil
            } else if current != nil {
                current! += line
            }
        }
        return certificates
    }

    /// Judges the server's trust with these roots added: `useCredential` when it
    /// holds; otherwise `cancelAuthenticationChallenge` with why, which the transfer
    /// keeps as a certificate failure (URLSession itself then only says "cancelled").
    func evaluate(_ challenge: URLAuthenticationChallenge) -> TrustDecision {
        #if canImport(Security)
        guard challenge.protectionSpace.authenticationMethod == NSURLAuthenticationMethodServerTrust,
              let trust = challenge.protectionSpace.serverTrust else {
            return TrustDecision(disposition: .performDefaultHandling)
        }
        let anchors = certificates.compactMap { SecCertificateCreateWithData(nil, $0 as CFData) }
        SecTrustSetAnchorCertificates(trust, anchors as CFArray)
        SecTrustSetAnchorCertificatesOnly(trust, false)
        var error: CFError?
        if SecTrustEvaluateWithError(trust, &error) {
            return TrustDecision(disposition: .useCredential, credential: URLCredential(trust: trust))
        }
        // Security names the certificate by its subject; the host it was presented for says which server it is.
        let reason = error.map { ($0 as Error).localizedDescription } ?? "the certificate is not trusted"
        return TrustDecision(disposition: .cancelAuthenticationChallenge,
                             refusal: "\(reason) (presented for \(challenge.protectionSpace.host))")
        #else
        return TrustDecision(disposition: .performDefaultHandling)
        #endif
    }
}

/// What to answer a server-trust challenge, and why the server's certificate was refused when it was.
struct TrustDecision {
    var disposition: URLSession.AuthChallengeDisposition
    var credential: URLCredential?
    var refusal: String?
}
