import AppFiles
import AppSimulation
import Foundation
import LinkSpecJSON
import PlatformLinkRules

/// `linkspec check --served` and `linkspec Features/ --served`: fetches every
/// copy the options ask for (each URL once), judges each response
/// (`TransportRules`), and reads the usable ones in place of the repository's
/// files (`ServedCopies`), so the same readers and the same `check` rules judge
/// what phones get.
package struct ServedCheck {
    /// `app.json` as read from disk: its bytes, its name in messages, the folder its paths start from.
    package struct App: Sendable {
        package var bytes: [UInt8]
        package var file: String
        package var folder: URL

        package init(bytes: [UInt8], file: String, folder: URL) {
            self.bytes = bytes
            self.file = file
            self.folder = folder
        }
    }

    /// What was fetched and what it means.
    package struct Served: Sendable {
        /// The served-* findings of the responses themselves.
        package var findings: [CheckFinding] = []
        /// The copies a phone gets (Apple's CDN's with `cdn`, Google's view with `google`, else the origin's).
        package var copies = ServedCopies()
        /// The origin's copies, for `served-cdn-stale` and `served-google-differs`.
        var origin = ServedCopies()
        var cdn: [String: ServedCopies.Copy] = [:]
        var google: [String: ServedCopies.Copy] = [:]
        package var responses: [ServedResponse] = []
    }

    let options: ServedOptions

    package init(options: ServedOptions) {
        self.options = options
    }

    /// Fetches and judges every copy of the domains the repository's files name.
    package func fetch(for repository: AppMapDocument) -> Served {
        let domains = ServedDomains(repository)
        var requests: [(url: String, limit: Int)] = []
        let origin = options.sources.contains(.origin) || options.sources.contains(.cdn) || options.sources.contains(.google)
        if origin {
            requests += domains.apple.map { (ServedURL.siteAssociation($0), ServedFileKind.siteAssociation.limit) }
            requests += domains.android.map { (ServedURL.assetLinks($0), ServedFileKind.assetLinks.limit) }
        }
        if options.sources.contains(.cdn) { requests += domains.apple.map { (ServedURL.cdn($0), ServedFileKind.siteAssociation.limit) } }
        if options.sources.contains(.google) { requests += domains.android.map { (ServedURL.google($0), ServedFileKind.googleStatements.limit) } }
        let responses = Fetcher(options: options).fetch(requests)
        var served = Served()
        served.responses = requests.compactMap { responses[$0.url] }
        func judged(_ url: String, _ kind: ServedFileKind, _ host: String) -> ServedCopies.Copy {
            guard let response = responses[url] else { return ServedCopies.Copy(bytes: nil, file: url) }
            let judged = TransportRules.judge(response, as: kind, host: host, timeout: options.timeout)
            served.findings += judged.findings
            return ServedCopies.Copy(bytes: judged.bytes, file: url)
        }
        for domain in domains.apple {
            served.origin.siteAssociations[domain] = judged(ServedURL.siteAssociation(domain), .siteAssociation, domain)
            if options.sources.contains(.cdn) { served.cdn[domain] = judged(ServedURL.cdn(domain), .siteAssociation, domain) }
        }
        for host in domains.android {
            served.origin.assetLinks[host] = judged(ServedURL.assetLinks(host), .assetLinks, host)
            if options.sources.contains(.google) {
                var copy = judged(ServedURL.google(host), .googleStatements, host)
                copy.bytes = copy.bytes.map(GoogleStatements.assetLinks)
                served.google[host] = copy
            }
        }
        served.copies = served.origin
        for (domain, copy) in served.cdn { served.copies.siteAssociations[domain] = copy }
        for (host, copy) in served.google where copy.bytes != nil { served.copies.assetLinks[host] = copy }
        if let folder = options.saveFolder { SavedResponses.save(served.responses, in: folder) }
        return served
    }

    /// Every finding of `check --served`: the responses' own, every `check` rule on
    /// the served files, `served-differs` against the repository's copies, and
    /// `served-cdn-stale` / `served-google-differs` against the origin's.
    package func findings(app: App, repository: AppMapDocument) -> [CheckFinding] {
        let served = fetch(for: repository)
        var findings = served.findings
        let document: AppMapDocument
        do {
            document = try AppMap.document(app.bytes, file: app.file, folder: app.folder, served: served.copies)
        } catch {
            return findings + error.issues.map { issue in
                CheckFinding(.servedSyntax, at: FileLocation(file: issue.file ?? app.file, line: issue.line ?? 1, column: issue.column ?? 1), issue.message)
            }
        }
        // A domain that serves nothing usable has its served-* finding; "name a file in app.json" would mislead.
        findings += AppCheck.findings(in: document).filter { $0.rule != .domainWithoutAASA && $0.rule != .assetLinksMissing }
        findings += differences(repository: repository, served: served, app: app)
        var seen: Set<CheckFinding> = []
        return findings.filter { seen.insert($0).inserted }
    }

    /// `served-differs`, `served-cdn-stale` and `served-google-differs`.
    private func differences(repository: AppMapDocument, served: Served, app: App) -> [CheckFinding] {
        var findings: [CheckFinding] = []
        let originMap = (try? AppMap.document(app.bytes, file: app.file, folder: app.folder, served: served.origin))?.map
        for association in repository.map.siteAssociations {
            let key = ServedCopies.key(association.host)
            guard let copy = served.origin.siteAssociations[key], let bytes = copy.bytes, let originMap,
                  let repositoryBytes = app.bytes(ofFile: association.applinksLocation.file), !JSONValue.sameJSON(bytes, repositoryBytes) else { continue }
            let changes = LinkFateChanges.universalLinks(repository.map, originMap, domain: association.host,
                                                         firstName: "the repository's file", secondName: "the served one")
            findings.append(CheckFinding(.servedDiffers, at: FileLocation(file: copy.file, line: 1, column: 1),
                "differs from the repository's \(association.applinksLocation.file): " + summary(changes)))
        }
        if let android = repository.map.android {
            for links in android.assetLinks {
                let key = ServedCopies.key(links.host)
                guard let copy = served.origin.assetLinks[key], let bytes = copy.bytes, let originMap,
                      let repositoryBytes = app.bytes(ofFile: links.file), !JSONValue.sameJSON(bytes, repositoryBytes) else { continue }
                let changes = LinkFateChanges.appLinks(repository.map, originMap, host: key,
                                                       firstName: "the repository's file", secondName: "the served one")
                findings.append(CheckFinding(.servedDiffers, at: FileLocation(file: copy.file, line: 1, column: 1),
                    "differs from the repository's \(links.file): " + summary(changes)))
            }
        }
        for (domain, cdn) in served.cdn.sorted(by: { $0.key < $1.key }) {
            guard let cdnBytes = cdn.bytes else { continue }
            let origin = served.origin.siteAssociations[domain]?.bytes
            if let origin, JSONValue.sameJSON(origin, cdnBytes) { continue }
            var changes: [String] = []
            if let originMap, let cdnMap = try? AppMap.document(app.bytes, file: app.file, folder: app.folder, served: served.copies).map {
                changes = LinkFateChanges.universalLinks(originMap, cdnMap, domain: domain, firstName: "the origin's file", secondName: "Apple's CDN's")
            }
            findings.append(CheckFinding(.servedCDNStale, at: FileLocation(file: cdn.file, line: 1, column: 1),
                (origin == nil ? "Apple's CDN still hands phones an AASA for \(domain) that its server no longer serves usably: "
                               : "Apple's CDN hands phones an older AASA for \(domain) than its server serves (the CDN refreshes on its own schedule): ")
                + summary(changes)))
        }
        for (host, google) in served.google.sorted(by: { $0.key < $1.key }) {
            guard let googleBytes = google.bytes else { continue }
            let origin = served.origin.assetLinks[host]?.bytes
            let theirs = GoogleStatements.delegations(googleBytes)
            let ours = origin.map(GoogleStatements.delegations) ?? []
            guard theirs != ours else { continue }
            findings.append(CheckFinding(.servedGoogleDiffers, at: FileLocation(file: google.file, line: 1, column: 1),
                "Google's Digital Asset Links API sees \(GoogleStatements.describe(theirs)) for \(host); "
                + (origin == nil ? "the host serves no usable assetlinks.json" : "its assetlinks.json delegates to \(GoogleStatements.describe(ours))")))
        }
        return findings
    }

    private func summary(_ changes: [String]) -> String {
        guard !changes.isEmpty else { return "no route's sample link changes fate" }
        let shown = changes.prefix(5).joined(separator: "; ")
        return shown + (changes.count > 5 ? "; and \(changes.count - 5) more" : "")
    }
}

extension ServedCheck.App {
    /// The repository's bytes of a file app.json names (shown relative to the current folder or app.json's).
    func bytes(ofFile file: String) -> [UInt8]? {
        (try? AppMap.fileBytes(atPath: file)) ?? (try? AppMap.fileBytes(atPath: folder.appendingPathComponent(file).path))
    }
}

extension JSONValue {
    /// Whether two texts are the same JSON, whatever their spacing.
    static func sameJSON(_ first: [UInt8], _ second: [UInt8]) -> Bool {
        guard let a = try? JSONReader.read(first), let b = try? JSONReader.read(second) else { return first == second }
        return a.canonical == b.canonical
    }

    var canonical: String {
        switch content {
        case .object(let members): return "{" + members.map { "\($0.key.debugDescription):\($0.value.canonical)" }.joined(separator: ",") + "}"
        case .array(let elements): return "[" + elements.map(\.canonical).joined(separator: ",") + "]"
        case .string(let text): return text.debugDescription
        case .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }
}
