import Foundation

/// `--name REGEX`, repeatable: a scenario runs when its name matches any of
/// them (a search, not a whole-name match, as in Cucumber).
package struct NameFilter: @unchecked Sendable {
    // NSRegularExpression is immutable and documented thread-safe; Foundation
    // does not mark it Sendable everywhere.
    private var expressions: [NSRegularExpression] = []

    /// Every name.
    package init() {}

    /// Throws a message naming the bad pattern.
    package init(patterns: [String]) throws(InputError) {
        for pattern in patterns {
            do {
                expressions.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw InputError(path: "--name", message: "'\(pattern)' is not a valid regular expression")
            }
        }
    }

    package var isEmpty: Bool { expressions.isEmpty }

    package func matches(_ name: String) -> Bool {
        if expressions.isEmpty { return true }
        let range = NSRange(name.startIndex..., in: name)
        return expressions.contains { $0.firstMatch(in: name, range: range) != nil }
    }
}
