/// The app's Android files that `app.json` names, as read: the manifest, the
/// application ID when the manifest lacks it, the assetlinks.json of each
/// domain and the certificates builds are signed with. Runs judge links by
/// them; `linkspec check` compares them with each other and with the routes.
package struct AndroidFiles: Sendable {
    package var manifest: AndroidManifest?
    /// `app.json`'s `applicationId`.
    package var statedApplicationId: Located<String>?
    /// In the order `app.json` names them.
    package var assetLinks: [AssetLinks]
    /// `app.json`'s `signingCertificates`, in its order.
    package var signingCertificates: [SigningCertificate]
    /// The certificate of the build on the phone, unless a scenario says
    /// otherwise: `app.json`'s `installedCertificate`, else its first signing
    /// certificate; nil when it names none (then no host is verified).
    package var installedCertificate: SigningCertificate?
    /// The static App Shortcuts of the manifest's activities (`res/xml/shortcuts.xml`), in order.
    package var shortcuts: [AppShortcut] = []

    package init(manifest: AndroidManifest? = nil, statedApplicationId: Located<String>? = nil, assetLinks: [AssetLinks] = [],
                 signingCertificates: [SigningCertificate] = []) {
        self.manifest = manifest
        self.statedApplicationId = statedApplicationId
        self.assetLinks = assetLinks
        self.signingCertificates = signingCertificates
        installedCertificate = signingCertificates.first
    }

    /// The manifest's `package`, else `app.json`'s `applicationId`.
    package var applicationID: String? { manifest?.package?.value ?? statedApplicationId?.value }

    /// The signing certificate of that name.
    package func certificate(named name: String) -> SigningCertificate? {
        signingCertificates.first { $0.name == name }
    }

    /// The domain whose assetlinks.json verifies a filter's host: the host
    /// itself, or for `*.babylon.example` the root domain `babylon.example`.
    package static func verificationDomain(of host: String) -> String {
        host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
    }

    /// The assetlinks.json that verifies a filter's host (see `verificationDomain(of:)`).
    package func assetLinks(forHost host: String) -> AssetLinks? {
        let domain = Self.verificationDomain(of: host)
        return assetLinks.first { $0.host == domain }
    }
}

extension AndroidFiles {
    /// The hosts of the browsable `http`/`https` intent filters (`VIEW`,
    /// `BROWSABLE`, `DEFAULT`), lowercased, each once, in manifest order: the
    /// hosts whose web links reach the app's routes on Android.
    package var webLinkHosts: [String] {
        var seen: Set<String> = []
        return (manifest?.intentFilters ?? []).filter { $0.filter.takesBrowserLinks && $0.filter.takesWebSchemes }
            .flatMap { $0.filter.authorities.map { $0.host.value.lowercased() } }
            .filter { seen.insert($0).inserted }
    }

    /// The schemes other than `http`/`https` of the browsable intent filters,
    /// as written (Android matches schemes case-sensitively), each once, in
    /// manifest order: the app's custom schemes on Android.
    package var customSchemes: [String] {
        var seen: Set<String> = []
        return (manifest?.intentFilters ?? []).filter { $0.filter.takesBrowserLinks }
            .flatMap { $0.filter.schemes.map(\.value) }
            .filter { $0 != "http" && $0 != "https" && seen.insert($0).inserted }
    }
}

/// A static App Shortcut of `res/xml/shortcuts.xml` (Android's "Create
/// shortcuts"): the explicit intent the launcher sends when it is tapped.
package struct AppShortcut: Sendable, Hashable {
    /// `android:shortcutId`.
    package var id: String
    /// `android:shortcutShortLabel`, resolved (what the launcher shows).
    package var label: String?
    /// The `<intent>`'s `android:action` (`android.intent.action.VIEW` by default).
    package var action: String
    /// The `<intent>`'s `android:data`: the link; nil for a shortcut without one.
    package var data: String?
    /// The `<intent>`'s `android:targetClass`: the activity it starts.
    package var targetClass: String?
    /// Where `<shortcut` starts.
    package var location: FileLocation

    package init(id: String, label: String?, action: String, data: String?, targetClass: String?, location: FileLocation) {
        self.id = id
        self.label = label
        self.action = action
        self.data = data
        self.targetClass = targetClass
        self.location = location
    }
}
