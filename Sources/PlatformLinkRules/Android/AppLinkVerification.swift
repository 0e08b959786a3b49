/// Android 12's App Links verification, for the installed build: which hosts
/// of the manifest are verified for the app, and why or why not.
///
/// Only an `autoVerify` filter of the documented shape (`VIEW`, `DEFAULT`,
/// `BROWSABLE`, schemes `http`/`https` only, a host) has its hosts verified.
/// A host is verified when its assetlinks.json (for `*.babylon.example`, the
/// root domain's) has a statement with the relation
/// `delegate_permission/common.handle_all_urls`, the namespace `android_app`,
/// the application ID as `package_name`, and the installed build's certificate
/// among `sha256_cert_fingerprints`. Each host is verified on its own.
package struct HostVerification: Sendable, Hashable, CustomStringConvertible {
    /// As the filter writes it: `babylon.example`, `*.babylon.example`.
    package var host: String
    package var isVerified: Bool
    /// `babylon.example: assetlinks.json has no statement for the "upload" certificate (…)`.
    package var reason: String

    package var description: String { reason }
}

/// Something about an `autoVerify` filter that keeps Android from verifying its hosts.
package struct IntentFilterShapeProblem: Sendable, Hashable {
    package var message: String
    package var location: FileLocation
}

extension IntentFilter {
    /// Why Android 12 and later never verify this filter's hosts; empty when
    /// its shape is the documented one. Extra actions and categories are allowed.
    package var verificationShapeProblems: [IntentFilterShapeProblem] {
        var problems: [IntentFilterShapeProblem] = []
        let at = autoVerify?.location ?? location
        if !hasAction(Self.viewAction) { problems.append(.init(message: "it has no VIEW action (\(Self.viewAction))", location: at)) }
        if !hasCategory(Self.defaultCategory) { problems.append(.init(message: "it has no DEFAULT category (\(Self.defaultCategory))", location: at)) }
        if !hasCategory(Self.browsableCategory) {
            problems.append(.init(message: "it has no BROWSABLE category (\(Self.browsableCategory))", location: at))
        }
        if schemes.isEmpty { problems.append(.init(message: "it has no http or https scheme", location: at)) }
        for scheme in schemes where scheme.value != "http" && scheme.value != "https" {
            problems.append(.init(message: "its scheme '\(scheme.value)' is neither http nor https", location: scheme.location))
        }
        if authorities.isEmpty { problems.append(.init(message: "it has no host", location: at)) }
        for type in mimeTypes { problems.append(.init(message: "it has a mimeType ('\(type.value)')", location: type.location)) }
        return problems
    }

    /// Whether Android 12 and later verify this filter's hosts.
    package var isVerifiable: Bool { autoVerifies && verificationShapeProblems.isEmpty }
}

extension AndroidFiles {
    /// The hosts Android verifies: each host of a verifiable filter, once, in manifest order.
    package var verificationHosts: [Located<String>] {
        var seen: Set<String> = []
        return (manifest?.intentFilters ?? []).filter { $0.filter.isVerifiable }
            .flatMap { $0.filter.authorities.map(\.host) }
            .filter { seen.insert($0.value).inserted }
    }

    /// Every verification host, verified for a build signed with `certificate`
    /// (nil: the certificate is not known).
    package func verifications(installedWith certificate: SigningCertificate?) -> [HostVerification] {
        verificationHosts.map { verification(ofHost: $0.value, installedWith: certificate) }
    }

    /// One host as a verifiable filter writes it (`babylon.example`, `*.babylon.example`).
    package func verification(ofHost host: String, installedWith certificate: SigningCertificate?) -> HostVerification {
        func failed(_ why: String) -> HostVerification { HostVerification(host: host, isVerified: false, reason: "\(host): \(why)") }
        let domain = Self.verificationDomain(of: host)
        let named = domain == host ? "" : " (the root domain of \(host))"
        guard let links = assetLinks(forHost: host) else {
            return failed("no assetlinks.json is named for \(domain)\(named) in app.json's assetLinks")
        }
        guard let package = applicationID else {
            return failed("the app has no application ID (no package in the manifest, no applicationId in app.json)")
        }
        let statements = links.statements(delegatingTo: package)
        guard !statements.isEmpty else {
            return failed("\(links.file) has no statement delegating handle_all_urls to \(package)")
        }
        guard let certificate else {
            return failed("the installed build's signing certificate is not known (app.json names no signingCertificates)")
        }
        guard let statement = statements.first(where: { $0.lists(certificate) }) else {
            return failed("\(links.file) has no statement for the \(certificate.described)")
        }
        return HostVerification(host: host, isVerified: true,
                                reason: "\(host): verified by \(links.file) statement \(statement.number) (\(package), \(certificate.described))")
    }
}
