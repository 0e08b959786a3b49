/// What linkspec reads from the app's Info.plist: the bundle identifier (half of
/// the app ID an AASA must list) and the URL schemes the app registers, in order.
package struct InfoPlist: Sendable {
    package var file: String
    /// `CFBundleIdentifier`, build settings filled in.
    package var bundleIdentifier: Located<String>?
    /// `CFBundleURLTypes[*].CFBundleURLSchemes[*]`, lowercased, in the file's order, each once.
    package var schemes: [Located<String>]

    package init(file: String, bundleIdentifier: Located<String>?, schemes: [Located<String>]) {
        self.file = file
        self.bundleIdentifier = bundleIdentifier
        self.schemes = schemes
    }


    /// Why `scheme` cannot be a custom URL scheme, or nil.
    package static func schemeProblem(_ scheme: String) -> String? {
        let valid = scheme.first.map { $0.isASCII && $0.isLetter } == true
            && scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }
        if !valid { return "'\(scheme)' is not a URL scheme (a letter, then letters, digits, '+', '-' or '.')" }
        if scheme == "http" || scheme == "https" { return "'\(scheme)' cannot be a custom scheme; https links are universal links" }
        return nil
    }
}
