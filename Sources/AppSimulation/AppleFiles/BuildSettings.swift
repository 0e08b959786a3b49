/// Xcode build settings from `app.json`'s `buildSettings`, filled into the strings
/// of the Info.plist and entitlements as Xcode fills them when it builds the app:
/// `$(NAME)` and `${NAME}`, with the modifiers `:rfc1034identifier`, `:lower` and
/// `:upper`; a setting's value may use other settings.
package struct BuildSettings: Sendable, Hashable {
    package var values: [String: String]

    package init(_ values: [String: String] = [:]) { self.values = values }

    /// How deep settings may refer to settings: deeper is taken as a cycle.
    static let maximumDepth = 16

    /// `text` with every reference filled, or a message naming what is missing.
    package func expand(_ text: String) -> Result<String, ValueProblem> {
        expand(Substring(text), depth: 0)
    }

    private func expand(_ text: Substring, depth: Int) -> Result<String, ValueProblem> {
        guard text.contains("$") else { return .success(String(text)) }
        var result = ""
        var rest = text
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let afterDollar = rest.index(after: dollar)
            guard afterDollar < rest.endIndex, rest[afterDollar] == "(" || rest[afterDollar] == "{" else {
                result.append("$")
                rest = rest[afterDollar...]
                continue
            }
            let closing: Character = rest[afterDollar] == "(" ? ")" : "}"
            let bodyStart = rest.index(after: afterDollar)
            guard let end = rest[bodyStart...].firstIndex(of: closing) else {
                return .failure(ValueProblem("'\(text)' has '$\(rest[afterDollar])' without a closing '\(closing)'"))
            }
            let body = rest[bodyStart..<end]
            let parts = body.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard let raw = values[name] else {
                return .failure(ValueProblem("the build setting \(name) is not set; add it to app.json's buildSettings"))
            }
            guard depth < Self.maximumDepth else {
                return .failure(ValueProblem("the build setting \(name) refers to itself"))
            }
            var value: String
            switch expand(Substring(raw), depth: depth + 1) {
            case .success(let expanded): value = expanded
            case .failure(let error): return .failure(error)
            }
            if parts.count == 2 {
                switch parts[1] {
                case "rfc1034identifier":
                    value = String(value.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") ? $0 : "-" })
                case "lower": value = value.lowercased()
                case "upper": value = value.uppercased()
                default:
                    return .failure(ValueProblem("the build-setting modifier ':\(parts[1])' is not supported (rfc1034identifier, lower, upper)"))
                }
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        result += rest
        return .success(result)
    }
}

/// What is wrong with a string of the app's files (an unset build setting, an
/// entitlement that is no domain); the reader places it at the string.
package struct ValueProblem: Error, Sendable, Hashable {
    package var message: String
    init(_ message: String) { self.message = message }
}
