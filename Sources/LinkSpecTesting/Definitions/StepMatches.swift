import LinkSpecRunner

/// The capture groups of a `StepDefiner` step, each converted to `T`: by
/// position, `match[0]`, or by the name of a named group, `match["user"]`
/// (nil for a name the expression does not have), as XCTest-Gherkin's.
///
///     step("I'm logged in as (?<user>Alice|Bob)") { (match: StepMatches<String>) in
///         self.test.scenarioContext["user"] = match["user"]
///     }
public struct StepMatches<T: MatchedStringRepresentable> {
    /// Every group's value, in order.
    public let allMatches: [T]
    /// The values of the named groups, by name.
    public let namedMatches: [String: T]

    /// The number of groups.
    public var count: Int { allMatches.count }

    /// The value of group `index` (from 0).
    public subscript(_ index: Int) -> T { allMatches[index] }

    /// The value of the group named `name`.
    public subscript(_ name: String) -> T? { namedMatches[name] }

    /// The same groups converted again: `matches.map { $0.uppercased() }`.
    public func map<U: MatchedStringRepresentable>(_ transform: (T) -> U) -> StepMatches<U> {
        StepMatches<U>(allMatches: allMatches.map(transform), namedMatches: namedMatches.mapValues(transform))
    }

    init(allMatches: [T], namedMatches: [String: T]) {
        self.allMatches = allMatches
        self.namedMatches = namedMatches
    }

    /// The groups' texts converted; a text `T` refuses fails the step.
    init(_ texts: [String], names: [String?], expression: String) throws {
        var all: [T] = []
        var named: [String: T] = [:]
        for (index, text) in texts.enumerated() {
            guard let value = T(fromMatch: text) else {
                throw StepFailure("cannot convert '\(text)' (group \(index + 1) of /\(expression)/) to \(T.self)")
            }
            all.append(value)
            if index < names.count, let name = names[index] { named[name] = value }
        }
        allMatches = all
        namedMatches = named
    }
}

/// How a `StepDefiner`'s expressions match step texts.
public struct StepDefinerMatching: Hashable, Sendable {
    /// Whether an expression must match the whole text (else anywhere in it).
    public var wholeText: Bool
    /// Whether case counts.
    public var caseSensitive: Bool

    /// A rule of your own.
    public init(wholeText: Bool, caseSensitive: Bool) {
        self.wholeText = wholeText
        self.caseSensitive = caseSensitive
    }

    /// XCTest-Gherkin's: anywhere in the text, ignoring case (`^` and `$`
    /// in the expression anchor it). The default.
    public static let xcTestGherkin = StepDefinerMatching(wholeText: false, caseSensitive: false)

    /// Cucumber's, as every other step of linkspec: the whole text, case-sensitive.
    public static let cucumber = StepDefinerMatching(wholeText: true, caseSensitive: true)

    /// `expression` as a regular expression matched against the whole text
    /// (the step library anchors it): inline flags and a lazy prefix keep
    /// its capture groups and their numbers.
    func regex(_ expression: String) -> String {
        let placed = wholeText ? expression : ".*?(?:" + expression + ").*"
        return caseSensitive ? placed : "(?i:" + placed + ")"
    }
}
