import Foundation
import LinkSpecPlatform

/// `--name REGEX`, repeatable: a scenario runs when its name matches any of
/// them (a search, not a whole-name match, as in Cucumber).
package struct NameFilter: Sendable {
    /// Matched with the lock held: Foundation documents `NSRegularExpression`
    /// as safe to share but does not mark it `Sendable` on every platform.
    private let expressions: Locked<[NSRegularExpression]>
    package let patterns: [String]

    /// Every name.
    package init() {
        expressions = Locked([])
        patterns = []
    }

    /// Throws a message naming the bad pattern.
    package init(patterns: [String]) throws(InputError) {
        var expressions: [NSRegularExpression] = []
        for pattern in patterns {
            do {
                expressions.append(try NSRegularExpression(pattern: pattern))
            } catch {
                throw InputError(path: "--name", message: "'\(pattern)' is not a valid regular expression")
            }
        }
        self.expressions = Locked(expressions)
        self.patterns = patterns
    }

    package var isEmpty: Bool { patterns.isEmpty }

    package func matches(_ name: String) -> Bool {
        if patterns.isEmpty { return true }
        let range = NSRange(name.startIndex..., in: name)
        return expressions.withLock { expressions in expressions.contains { $0.firstMatch(in: name, range: range) != nil } }
    }
}
