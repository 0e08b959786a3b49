import Foundation
import LinkSpecPlatform

/// A regular expression compiled once, with its group tree, shared by every
/// copy of the definition that owns it. The engine is used with its lock held:
/// Foundation does not mark `NSRegularExpression` `Sendable` everywhere.
final class CompiledRegex: Sendable {
    let pattern: String
    let groups: GroupPattern
    /// `nil` until first needed when compiling was deferred.
    private let engine: Locked<NSRegularExpression?>

    /// `deferring`: for a pattern made only of escaped text and the built-in
    /// parameter types' regular expressions, which always compiles: the native
    /// matcher decides nearly every text, so the engine is compiled on first use, if ever.
    init(_ pattern: String, deferring: Bool = false) throws(CucumberExpressionError) {
        var regex: NSRegularExpression?
        if !deferring {
            do {
                regex = try NSRegularExpression(pattern: pattern, options: [])
            } catch {
                throw CucumberExpressionError("Invalid regular expression /\(pattern)/: \(error.localizedDescription)")
            }
        }
        self.pattern = pattern
        groups = GroupPattern.parse(pattern)
        engine = Locked(regex)
        if let regex, groups.captureCount != regex.numberOfCaptureGroups {
            throw CucumberExpressionError("Could not work out the capture groups of /\(pattern)/ (found \(groups.captureCount), the engine counts \(regex.numberOfCaptureGroups))")
        }
    }

    /// The whole match with its nested groups, or `nil` when `text` does not match.
    func match(_ text: String) -> MatchGroup? {
        let range = NSRange(location: 0, length: text.utf16.count)
        let result = engine.withLock { engine -> NSTextCheckingResult? in
            // `nil` only if a deferred pattern did not compile, which its makers rule out.
            if engine == nil { engine = try? NSRegularExpression(pattern: pattern, options: []) }
            return engine?.firstMatch(in: text, options: [], range: range)
        }
        guard let result else { return nil }
        return Self.group(groups, in: result, of: text)
    }

    private static func group(_ pattern: GroupPattern, in result: NSTextCheckingResult, of text: String) -> MatchGroup {
        let children = pattern.children.map { group($0, in: result, of: text) }
        let range = result.range(at: pattern.index)
        guard range.location != NSNotFound, let bounds = Range(range, in: text) else {
            return MatchGroup(value: nil, start: nil, children: children)
        }
        return MatchGroup(value: String(text[bounds]), start: range.location, children: children)
    }
}
