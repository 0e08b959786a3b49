import AppSimulation
import LinkSpecPlatform
import PlatformLinkRules

/// `assetlinks-missing`, `assetlinks-package-mismatch`,
/// `assetlinks-fingerprint-missing` and `assetlinks-syntax`: the hosts of the
/// manifest's `autoVerify` filters against the assetlinks.json files `app.json`
/// names, and each file against the application ID and the signing certificates.
enum AssetLinksRules {
    static func findings(in files: AndroidFiles) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        var reported: Set<String> = []
        // Only web filters' hosts are verified: a custom scheme's host (`cards://open`) has no assetlinks.json to ask.
        for (activity, filter) in files.manifest?.intentFilters ?? [] where filter.autoVerifies && filter.takesWebSchemes {
            for authority in filter.authorities where files.assetLinks(forHost: authority.host.value) == nil {
                let host = authority.host.value
                let domain = AndroidFiles.verificationDomain(of: host)
                guard reported.insert(domain).inserted else { continue }
                let root = domain == host ? "" : " (the root domain of \(host), which Android asks)"
                findings.append(CheckFinding(.assetLinksMissing, at: authority.host.location,
                    "\(host) is in an autoVerify intent filter of \(activity.name.value), but app.json's assetLinks names no assetlinks.json for \(domain)\(root): "
                        + "Android never verifies it, and its links open in the browser"))
            }
        }
        for links in files.assetLinks {
            for problem in links.problems {
                findings.append(CheckFinding(.assetLinksSyntax, at: problem.location, "\(problem.path): \(problem.message)"))
            }
            guard let package = files.applicationID else { continue }
            let statements = links.statements(delegatingTo: package)
            guard !statements.isEmpty else {
                if let finding = packageMismatch(links, package: package, origin: origin(of: files)) { findings.append(finding) }
                continue
            }
            for certificate in files.signingCertificates where !statements.contains(where: { $0.lists(certificate) }) {
                findings.append(CheckFinding(.assetLinksFingerprintMissing, at: statements[0].fingerprintsLocation,
                    "no statement for \(package) lists the \(certificate.described): builds signed with it are never verified for \(links.host), "
                        + "and their links open in the browser"))
            }
        }
        return findings
    }

    /// The finding for a file with no statement delegating links to `package`;
    /// nil when the file's syntax findings already say why.
    private static func packageMismatch(_ links: AssetLinks, package: String, origin: String) -> CheckFinding? {
        let consequence = "links of \(links.host) open in the browser"
        if let naming = links.statements.first(where: { $0.packageName?.value == package }) {
            // It names the app, so its relation or namespace is at fault.
            guard links.problems.isEmpty else { return nil }
            return CheckFinding(.assetLinksPackageMismatch, at: naming.location,
                "statement \(naming.number) names \(package) but does not give it \(AssetLinks.handleAllURLs) as an android_app: \(consequence)")
        }
        let named = links.statements.compactMap(\.packageName)
        if named.isEmpty, !links.problems.isEmpty { return nil }
        guard let nearest = named.min(by: { Spelling.distance($0.value, package) < Spelling.distance($1.value, package) }) else {
            return CheckFinding(.assetLinksPackageMismatch, at: links.location,
                "no statement names the application ID \(package) (\(origin)): \(consequence)")
        }
        return CheckFinding(.assetLinksPackageMismatch, at: nearest.location,
            "no statement names the application ID \(package) (\(origin)); the nearest is \(nearest.value): \(consequence)")
    }

    private static func origin(of files: AndroidFiles) -> String {
        if let package = files.manifest?.package { return "the package of \(package.location.file)" }
        return "app.json's applicationId"
    }
}
