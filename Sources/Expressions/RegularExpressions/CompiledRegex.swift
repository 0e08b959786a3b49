import Foundation

/// A regular expression compiled once, with its group tree, shared by every
/// copy of the definition that owns it.
///
/// `@unchecked Sendable`: `NSRegularExpression` is immutable after creation
/// and documented as safe to use from several threads at once.
final class CompiledRegex: @unchecked Sendable {
    let pattern: String
    let groups: GroupPattern
    private let regex: NSRegularExpression

    init(_ pattern: String) throws(CucumberExpressionError) {
        do {
            regex = try NSRegularExpression(pattern: pattern, options: [])
        } catch {
            throw CucumberExpressionError("Invalid regular expression /\(pattern)/: \(error.localizedDescription)")
        }
        self.pattern = pattern
        groups = GroupPattern.parse(pattern)
        guard groups.captureCount == regex.numberOfCaptureGroups else {
            throw CucumberExpressionError("Could not work out the capture groups of /\(pattern)/ (found \(groups.captureCount), the engine counts \(regex.numberOfCaptureGroups))")
        }
    }

    /// The whole match with its nested groups, or `nil` when `text` does not match.
    func match(_ text: String) -> MatchGroup? {
        let range = NSRange(location: 0, length: text.utf16.count)
        guard let result = regex.firstMatch(in: text, options: [], range: range) else { return nil }
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
