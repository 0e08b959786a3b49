/// The build settings `linkspec init` knows for the app, each with where it
/// was set: the project's `.xcconfig` files (nearer first; where two set a
/// setting differently, a Release file's value, else the first), then the Xcode
/// project's settings for the app's target, then `--build-setting NAME=VALUE`,
/// each later one winning (docs/decisions/1202-build-settings-init-reads.md).
struct ProjectBuildSettings {
    private(set) var values: [String: String] = [:]
    /// Where each setting's value comes from: a file as shown, or `--build-setting`.
    private(set) var origins: [String: String] = [:]
    /// The other values the xcconfig files give a setting: `Config/Debug.xcconfig: myapp-debug`.
    private(set) var alternatives: [String: [String]] = [:]

    /// Adds what an `.xcconfig` file sets (its includes followed).
    mutating func add(xcconfig path: String, shown: String) {
        let isRelease = shown.lowercased().contains("release")
        for (name, value) in XcconfigFile.settings(atPath: path).sorted(by: { $0.key < $1.key }) {
            guard let current = values[name] else {
                values[name] = value
                origins[name] = shown
                continue
            }
            guard current != value else { continue }
            if isRelease, origins[name]?.lowercased().contains("release") != true {
                alternatives[name, default: []].append("\(origins[name]!): \(current)")
                values[name] = value
                origins[name] = shown
            } else {
                alternatives[name, default: []].append("\(shown): \(value)")
            }
        }
    }

    /// Sets each of `settings`, from `origin`, over what was set before.
    mutating func override(_ settings: [String: String], from origin: String) {
        for (name, value) in settings {
            values[name] = value
            origins[name] = origin
        }
    }

    /// The setting's value with every setting it uses filled in; nil when it
    /// is not set, or uses a setting nobody sets (Xcode's own, like
    /// `$(TARGET_NAME)`), or cannot be expanded.
    func expanded(_ name: String) -> String? {
        guard let value = values[name], case .success(let expansion) = BuildSettings(values: values).expand(value),
              expansion.unset.isEmpty else { return nil }
        return expansion.text
    }

    /// A value that reads as a scheme, a domain label and a bundle ID alike,
    /// and says what it is: `fill-in-env-url-handler` for `ENV_URL_HANDLER`.
    static func placeholder(for name: String) -> String {
        "fill-in-" + String(name.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
