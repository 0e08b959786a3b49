/// A Digital Asset Links file (`/.well-known/assetlinks.json`) as read: its
/// statements, each with where its parts are written.
package struct AssetLinks: Sendable {
    /// The domain `app.json` names the file for.
    package var host: String
    /// The file, as the user would write its path.
    package var file: String
    package var statements: [Statement]
    /// Values Android does not understand (an unknown relation or namespace, a
    /// fingerprint that is not one): such a statement never verifies a host;
    /// `linkspec check` reports each as `assetlinks-syntax`.
    package var problems: [Problem]
    /// Where the file's array starts.
    package var location: FileLocation

    package init(host: String, file: String, statements: [Statement], problems: [Problem] = [], location: FileLocation) {
        self.host = host
        self.file = file
        self.statements = statements
        self.problems = problems
        self.location = location
    }

    /// The relation that lets an app open a site's links without asking.
    package static let handleAllURLs = "delegate_permission/common.handle_all_urls"
    package static let androidAppNamespace = "android_app"

    /// One object of the file's array.
    package struct Statement: Sendable {
        /// 1-based, for messages.
        package var number: Int
        package var relations: [Located<String>]
        package var namespace: Located<String>?
        package var packageName: Located<String>?
        package var fingerprints: [Located<String>]
        /// Where `sha256_cert_fingerprints` (or, without it, the target) is written.
        package var fingerprintsLocation: FileLocation
        package var location: FileLocation

        package init(number: Int, relations: [Located<String>], namespace: Located<String>?, packageName: Located<String>?,
                     fingerprints: [Located<String>], fingerprintsLocation: FileLocation, location: FileLocation) {
            self.number = number
            self.relations = relations
            self.namespace = namespace
            self.packageName = packageName
            self.fingerprints = fingerprints
            self.fingerprintsLocation = fingerprintsLocation
            self.location = location
        }

        /// Whether the statement lets the Android app `package` handle the site's links.
        package func delegatesLinks(to package: String) -> Bool {
            relations.contains { $0.value == AssetLinks.handleAllURLs }
                && namespace?.value == AssetLinks.androidAppNamespace && packageName?.value == package
        }

        /// Whether it lists the fingerprint (compared as colon-separated hex, in any case).
        package func lists(_ certificate: SigningCertificate) -> Bool {
            fingerprints.contains { SigningCertificate.normalized($0.value) == certificate.fingerprint }
        }
    }

    package struct Problem: Sendable, Hashable {
        package var location: FileLocation
        /// The JSON path: `$[0].relation[0]`.
        package var path: String
        package var message: String

        package init(location: FileLocation, path: String, message: String) {
            self.location = location
            self.path = path
            self.message = message
        }
    }

    /// The statements that delegate the site's links to `package`.
    package func statements(delegatingTo package: String) -> [Statement] {
        statements.filter { $0.delegatesLinks(to: package) }
    }
}

/// A key an app's builds are signed with (`upload`, `play`), by the SHA-256
/// fingerprint of its certificate.
package struct SigningCertificate: Sendable, Hashable {
    package var name: String
    /// Upper-case, colon-separated: `14:6D:E9:…:E5`.
    package var fingerprint: String

    /// Nil unless `fingerprint` is a SHA-256 fingerprint (32 hex pairs between colons).
    package init?(name: String, fingerprint: String) {
        guard let normalized = Self.normalized(fingerprint) else { return nil }
        self.name = name
        self.fingerprint = normalized
    }

    /// The fingerprint upper-cased; nil unless 32 pairs of hex digits joined by `:`.
    package static func normalized(_ text: String) -> String? {
        let pairs = text.split(separator: ":", omittingEmptySubsequences: false)
        guard pairs.count == 32, pairs.allSatisfy({ $0.count == 2 && $0.allSatisfy { $0.isASCII && $0.isHexDigit } }) else { return nil }
        return text.uppercased()
    }

    /// `"play" certificate (14:6D:E9…)`, for messages.
    package var described: String { "\"\(name)\" certificate (\(fingerprint.prefix(8))…)" }
}
