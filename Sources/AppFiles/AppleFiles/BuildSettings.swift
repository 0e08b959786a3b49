/// Xcode build settings from `app.json`'s `buildSettings`, filled into the strings
/// of the Info.plist and entitlements as Xcode fills them when it builds the app:
/// `$(NAME)` and `${NAME}`, with the modifiers `:rfc1034identifier`, `:lower` and
/// `:upper`; a setting's value may use other settings; a setting that is not set
/// expands to nothing, as in Xcode (`${BUNDLE_ID_PREFIX}.App${BUNDLE_ID_SUFFIX}`
/// without a suffix), and the expansion names it.
struct BuildSettings: Sendable, Hashable {
    var values: [String: String] = [:]

    /// The longest text an expansion may reach: settings that each name
    /// another several times would otherwise grow without bound.
    static let maximumLength = 65_536
    /// How long a chain of settings naming settings may be (Xcode's own are a
    /// few deep); the bound keeps a hostile file from exhausting the stack.
    static let maximumChain = 64

    /// A string with its references filled, and the settings it used that are not set.
    struct Expansion: Sendable, Hashable {
        var text: String
        /// In the order first used, each once.
        var unset: [String]
    }

    /// `text` with every reference filled, or a message saying why it cannot be
    /// (a cycle, an unclosed reference, an unknown modifier, a runaway length).
    func expand(_ text: String) -> Result<Expansion, ValueProblem> {
        var expanded: [String: String] = [:]
        var unset: [String] = []
        return expand(Substring(text), expanding: [], expanded: &expanded, unset: &unset).map { Expansion(text: $0, unset: unset) }
    }

    /// `expanding` is the chain of settings being filled (a name in it again is
    /// a cycle); `expanded` keeps each setting's value once it is known.
    private func expand(_ text: Substring, expanding: [String], expanded: inout [String: String],
                        unset: inout [String]) -> Result<String, ValueProblem> {
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
                if !unset.contains(name) { unset.append(name) }
                rest = rest[rest.index(after: end)...]
                continue
            }
            guard expanding.count < Self.maximumChain else {
                return .failure(ValueProblem("the build settings refer to one another more than \(Self.maximumChain) deep (at \(name))"))
            }
            guard !expanding.contains(name) else {
                let cycle = (expanding.drop { $0 != name } + [name]).joined(separator: " -> ")
                return .failure(ValueProblem("the build setting \(name) refers to itself (\(cycle))"))
            }
            var value: String
            if let known = expanded[name] {
                value = known
            } else {
                switch expand(Substring(raw), expanding: expanding + [name], expanded: &expanded, unset: &unset) {
                case .success(let text): value = text
                case .failure(let error): return .failure(error)
                }
                expanded[name] = value
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
            guard result.utf8.count <= Self.maximumLength else {
                return .failure(ValueProblem("the build settings expand to more than \(Self.maximumLength) bytes (settings that repeat each other?)"))
            }
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
