/// An `intent:` link as Chrome reads one tapped on a web page:
///
///     intent://babylon.example/records/7#Intent;scheme=https;package=com.babylon.example;S.browser_fallback_url=https%3A%2F%2Fbabylon.example%2Fhelp;end
///
/// The part before `#Intent;` with `scheme` in front of it is the link the
/// intent carries; `package` names the one app that may take it; `action`
/// (`android.intent.action.VIEW` by default) and `category` are the intent's;
/// `S.browser_fallback_url` (percent-encoded) is where Chrome goes when no
/// app takes the intent. Other extras are kept by the intent and ignored here.
package struct ChromeIntent: Sendable, Hashable {
    /// `https://babylon.example/records/7`; nil when the intent names no
    /// scheme (nothing on the phone takes such an intent).
    package var data: String?
    package var package: String?
    package var action: String
    package var categories: [String]
    /// Decoded.
    package var fallbackURL: String?

    /// Whether `text` is an `intent:` link (Chrome's syntax), whatever else it holds.
    package static func isIntent(_ text: String) -> Bool {
        text.utf8.count >= 7 && text.prefix(7).lowercased() == "intent:"
    }

    /// Nil unless `text` is `intent:…#Intent;…;end`: Chrome opens anything
    /// else as an ordinary link.
    package init?(_ text: String) {
        // As Android's Intent.parseUri reads it: the last `#` starts the fragment.
        guard Self.isIntent(text), let hash = text.lastIndex(of: "#"), text[hash...].hasPrefix("#Intent;") else { return nil }
        let body = text[text.index(text.startIndex, offsetBy: 7)..<hash]
        let fields = text[text.index(hash, offsetBy: 8)...].split(separator: ";", omittingEmptySubsequences: true)
        guard fields.last == "end" else { return nil }
        var scheme: String?
        action = IntentFilter.viewAction
        categories = []
        for field in fields.dropLast() {
            guard let equals = field.firstIndex(of: "=") else { continue }
            let key = field[..<equals]
            let value = UniversalLinkURL.decoded(String(field[field.index(after: equals)...]))
            switch key {
            case "scheme": scheme = value
            case "package": package = value
            case "action": action = value
            case "category": categories.append(value)
            case "S.browser_fallback_url": fallbackURL = value
            default: continue
            }
        }
        data = scheme.map { $0 + ":" + body }
    }
}
