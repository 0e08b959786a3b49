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
    /// The settings whose value a Release file gives (it wins over another's).
    private var setByRelease: Set<String> = []

    /// Adds what an `.xcconfig` file sets (its includes followed), each
    /// setting shown as set in the file whose line sets it: a setting of
    /// `Shared.xcconfig` that `Debug.xcconfig` includes is `Shared.xcconfig`'s.
    mutating func add(xcconfig path: String, shown: String) {
        let isRelease = shown.lowercased().contains("release")
        // The folder `shown` is relative to, for the files `path` includes.
        let root = path.hasSuffix(shown) ? String(path.dropLast(shown.count)) : nil
        func shownPath(_ file: String) -> String {
            guard file != path else { return shown }
            guard let root, file.hasPrefix(root) else { return file }
            return String(file.dropFirst(root.count))
        }
        for (name, setting) in XcconfigFile.settings(atPath: path).sorted(by: { $0.key < $1.key }) {
            let value = setting.value, origin = shownPath(setting.file)
            guard let current = values[name] else {
                values[name] = value
                origins[name] = origin
                if isRelease { setByRelease.insert(name) }
                continue
            }
            guard current != value else { continue }
            if isRelease, !setByRelease.contains(name) {
                alternatives[name, default: []].append("\(origins[name]!): \(current)")
                values[name] = value
                origins[name] = origin
                setByRelease.insert(name)
            } else {
                alternatives[name, default: []].append("\(origin): \(value)")
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
