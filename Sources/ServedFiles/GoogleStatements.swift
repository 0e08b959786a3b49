import LinkSpecJSON

/// Google's Digital Asset Links API's `statements:list` answer
/// (`{"statements": [{"source": {"web": {"site": ...}}, "relation": ...,
/// "target": {"androidApp": {"packageName": ..., "certificate": {"sha256Fingerprint": ...}}}}]}`),
/// turned into the assetlinks.json it stands for, so the one assetlinks reader and its rules judge it.
enum GoogleStatements {
    /// The assetlinks.json form: one statement per listed app and certificate.
    static func assetLinks(_ bytes: [UInt8]) -> [UInt8] {
        let statements = delegations(bytes).map { delegation in
            "{\"relation\": [\"\(delegation.relation)\"], \"target\": {\"namespace\": \"android_app\", "
                + "\"package_name\": \(delegation.package.debugDescription), \"sha256_cert_fingerprints\": [\(delegation.fingerprint.debugDescription)]}}"
        }
        return Array(("[" + statements.joined(separator: ",\n") + "]\n").utf8)
    }

    struct Delegation: Hashable, Comparable {
        var relation: String
        var package: String
        var fingerprint: String

        static func < (a: Self, b: Self) -> Bool { (a.package, a.fingerprint, a.relation) < (b.package, b.fingerprint, b.relation) }
    }

    /// Each app and certificate a Google answer, or an assetlinks.json, delegates links to, sorted.
    static func delegations(_ bytes: [UInt8]) -> [Delegation] {
        guard let root = try? JSONReader.read(bytes) else { return [] }
        var found: Set<Delegation> = []
        if let statements = root.object?.first(where: { $0.key == "statements" })?.value.array {
            for statement in statements {
                let relation = statement.member("relation")?.string ?? ""
                guard let app = statement.member("target")?.member("androidApp"),
                      let package = app.member("packageName")?.string,
                      let fingerprint = app.member("certificate")?.member("sha256Fingerprint")?.string else { continue }
                found.insert(Delegation(relation: relation, package: package, fingerprint: fingerprint.uppercased()))
            }
        } else if let statements = root.array {
            for statement in statements {
                let relations = statement.member("relation")?.array?.compactMap(\.string) ?? []
                guard let target = statement.member("target"), let package = target.member("package_name")?.string else { continue }
                for relation in relations {
                    for fingerprint in target.member("sha256_cert_fingerprints")?.array?.compactMap(\.string) ?? [] {
                        found.insert(Delegation(relation: relation, package: package, fingerprint: fingerprint.uppercased()))
                    }
                }
            }
        }
        return found.filter { $0.relation == "delegate_permission/common.handle_all_urls" }.sorted()
    }

    static func describe(_ delegations: [Delegation]) -> String {
        delegations.isEmpty ? "no app" : delegations.map { "\($0.package) (\($0.fingerprint.prefix(11))...)" }.joined(separator: ", ")
    }
}

extension JSONValue {
    func member(_ key: String) -> JSONValue? { object?.first { $0.key == key }?.value }
}
