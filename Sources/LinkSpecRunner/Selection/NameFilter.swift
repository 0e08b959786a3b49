import Foundation
import LinkSpecPlatform

/// `--name REGEX`, repeatable: a scenario runs when its name matches any of
/// them (a search, not a whole-name match, as in Cucumber).
package struct NameFilter: Sendable {
    /// Matched with the lock held: Foundation documents `NSRegularExpression`
    /// as safe to share but does not mark it `Sendable` on every platform.
    private let expressions: Locked<[NSRegularExpression]>

    /// Throws a message naming the bad pattern; no pattern matches every name.
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
    }

    package func matches(_ name: String) -> Bool {
        let range = NSRange(name.startIndex..., in: name)
        return expressions.withLock { expressions in
            expressions.isEmpty || expressions.contains { $0.firstMatch(in: name, range: range) != nil }
        }
    }
}
