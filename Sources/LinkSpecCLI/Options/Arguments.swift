/// Reads command-line words one at a time: `--name value`, `--name=value`,
/// flags, and positional arguments. `CommandOptions` drives it with a
/// command's declared options.
struct Arguments {
    private var words: ArraySlice<String>
    private var pendingValue: String?
    private(set) var current: String = ""

    init(_ words: [String]) {
        self.words = words[...]
    }

    /// The next word, or nil at the end. An option written `--name=value` comes
    /// back as `--name`, its value kept for `value(for:)`.
    mutating func next() -> String? {
        pendingValue = nil
        guard let word = words.popFirst() else { return nil }
        if word.hasPrefix("--"), let equals = word.firstIndex(of: "=") {
            current = String(word[..<equals])
            pendingValue = String(word[word.index(after: equals)...])
        } else {
            current = word
        }
        return current
    }

    /// The value of the option just read by `next()`.
    mutating func value(for option: String) throws(UsageError) -> String {
        if let pending = pendingValue {
            pendingValue = nil
            return pending
        }
        guard let word = words.popFirst() else {
            throw UsageError("missing value for '\(option)'")
        }
        return word
    }

    /// The value of the option just read, when written `--name=value` or when the
    /// next word is one of `choices`; nil otherwise (the next word is left for what follows).
    mutating func optionalValue(among choices: [String]) -> String? {
        if let pending = pendingValue {
            pendingValue = nil
            return pending
        }
        guard let word = words.first, choices.contains(word) else { return nil }
        words.removeFirst()
        return word
    }

    /// Everything not yet read (after `--`, say).
    mutating func rest() -> [String] {
        defer { words = [] }
        return Array(words)
    }
}
