import AppSimulation
import LinkSpecJSON
import LinkSpecPlatform
import PlatformLinkRules

extension AssetLinks {
    /// Reads an assetlinks.json. Text that is not JSON, or a value of the wrong
    /// type (the file not an array, a statement not an object, a relation not an
    /// array of strings...), is an error at its place: Android cannot use the
    /// file. A value of the right type that Android does not understand (an
    /// unknown relation, key or namespace, a fingerprint that is not a SHA-256
    /// one, a missing `package_name`) is recorded in `problems`, for
    /// `linkspec check`'s `assetlinks-syntax`.
    package static func read(_ bytes: [UInt8], host: String, file: String) throws(AppFileError) -> AssetLinks {
        let root = try readAppFileJSON(bytes, file: file)
        var reader = Reader(file: file)
        guard let elements = root.array else {
            throw reader.wrongType(root, "$", "an assetlinks.json file is an array of statements")
        }
        var links = AssetLinks(host: host, file: file, statements: [], location: reader.location(root))
        for (index, element) in elements.enumerated() {
            links.statements.append(try reader.statement(element, "$[\(index)]", number: index + 1))
        }
        links.problems = reader.problems
        return links
    }

    static let statementKeys: Set<String> = ["relation", "target", "relation_extensions"]
    static let targetKeys: Set<String> = ["namespace", "package_name", "sha256_cert_fingerprints", "site"]
    /// The relations Google's Digital Asset Links documentation defines.
    static let relations: Set<String> = [handleAllURLs, "delegate_permission/common.get_login_creds"]
    static let namespaces: Set<String> = [androidAppNamespace, "web"]

    private struct Reader {
        let file: String
        var problems: [Problem] = []

        init(file: String) { self.file = file }

        func location(_ node: JSONValue) -> FileLocation { FileLocation(file: file, line: node.line, column: node.column) }

        func wrongType(_ node: JSONValue, _ path: String, _ expected: String) -> AppFileError {
            AppFileError("\(expected), found \(node.kindName)", at: location(node), path: path)
        }

        mutating func problem(_ location: FileLocation, _ path: String, _ message: String) {
            problems.append(Problem(location: location, path: path, message: message))
        }

        /// The object's members; unknown and repeated keys are problems, at the key.
        mutating func object(_ node: JSONValue, _ path: String, allowed: Set<String>, what: String) throws(AppFileError) -> [String: JSONValue] {
            guard let members = node.object else { throw wrongType(node, path, "\(what) is an object") }
            var known: [String: JSONValue] = [:]
            for member in members {
                let at = FileLocation(file: file, line: member.keyLine, column: member.keyColumn)
                if known[member.key] != nil {
                    problem(at, "\(path).\(member.key)", "duplicate key '\(member.key)'")
                } else if allowed.contains(member.key) {
                    known[member.key] = member.value
                } else {
                    problem(at, "\(path).\(member.key)", "unknown key '\(member.key)' in \(what)\(suggestion(member.key, allowed))")
                }
            }
            return known
        }

        func string(_ node: JSONValue, _ path: String, _ what: String) throws(AppFileError) -> Located<String> {
            guard let text = node.string else { throw wrongType(node, path, "\(what) is a string") }
            return Located(text, at: location(node))
        }

        func strings(_ node: JSONValue, _ path: String, _ what: String) throws(AppFileError) -> [Located<String>] {
            guard let elements = node.array else { throw wrongType(node, path, "\(what) is an array of strings") }
            var strings: [Located<String>] = []
            for (index, element) in elements.enumerated() { strings.append(try string(element, "\(path)[\(index)]", "each of \(what)")) }
            return strings
        }

        mutating func statement(_ node: JSONValue, _ path: String, number: Int) throws(AppFileError) -> Statement {
            let members = try object(node, path, allowed: AssetLinks.statementKeys, what: "a statement")
            var statement = Statement(number: number, relations: [], namespace: nil, packageName: nil, fingerprints: [],
                                      fingerprintsLocation: location(node), location: location(node))
            if let relation = members["relation"] {
                statement.relations = try strings(relation, "\(path).relation", "relation")
                if statement.relations.isEmpty { problem(location(relation), "\(path).relation", "relation is empty: the statement grants nothing") }
                for (index, relation) in statement.relations.enumerated() where !AssetLinks.relations.contains(relation.value) {
                    problem(relation.location, "\(path).relation[\(index)]",
                            "unknown relation '\(relation.value)'\(suggestion(relation.value, AssetLinks.relations))")
                }
            } else {
                problem(location(node), path, "the statement has no relation: add \"relation\": [\"\(AssetLinks.handleAllURLs)\"]")
            }
            guard let targetNode = members["target"] else {
                problem(location(node), path, "the statement has no target")
                return statement
            }
            let targetPath = "\(path).target"
            let target = try object(targetNode, targetPath, allowed: AssetLinks.targetKeys, what: "a target")
            statement.fingerprintsLocation = location(targetNode)
            if let namespace = target["namespace"] {
                statement.namespace = try string(namespace, "\(targetPath).namespace", "namespace")
                if let value = statement.namespace?.value, !AssetLinks.namespaces.contains(value) {
                    problem(location(namespace), "\(targetPath).namespace",
                            "unknown namespace '\(value)'\(suggestion(value, AssetLinks.namespaces)): an app's is \"android_app\"")
                }
            } else {
                problem(location(targetNode), targetPath, "the target has no namespace (\"android_app\" for an app)")
            }
            if let name = target["package_name"] { statement.packageName = try string(name, "\(targetPath).package_name", "package_name") }
            if let list = target["sha256_cert_fingerprints"] {
                let listPath = "\(targetPath).sha256_cert_fingerprints"
                statement.fingerprintsLocation = location(list)
                statement.fingerprints = try strings(list, listPath, "sha256_cert_fingerprints")
                for (index, fingerprint) in statement.fingerprints.enumerated() where SigningCertificate.normalized(fingerprint.value) == nil {
                    problem(fingerprint.location, "\(listPath)[\(index)]",
                            "'\(fingerprint.value)' is not a SHA-256 fingerprint (32 pairs of hex digits joined by ':', like 14:6D:E9:…:E5)")
                }
            }
            if statement.namespace?.value == AssetLinks.androidAppNamespace {
                if statement.packageName == nil { problem(location(targetNode), targetPath, "an android_app target needs a package_name") }
                if statement.fingerprints.isEmpty {
                    problem(statement.fingerprintsLocation, targetPath, "an android_app target needs sha256_cert_fingerprints: no build is verified")
                }
            }
            return statement
        }
    }
}
