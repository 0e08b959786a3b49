import Expressions
import LinkSpecPlatform
import LinkSpecReports

/// The phrases of a library closest to a step text that none of them binds,
/// for "did you mean" (the run's snippets, `linkspec steps`, the language server).
///
/// Texts are compared word by word: a quoted text stands for `{string}`, a
/// number for `{int}`/`{float}`, anything for `{word}`, `{}` or a custom type;
/// two words cost their spelling distance, a missing or extra word one. A
/// phrase whose keyword would not bind the step ranks a little lower, so an
/// exact phrase under another keyword still comes first.
package struct PhraseRanking: Hashable, Sendable {
    /// One phrase proposed for a step text.
    package struct Suggestion: Hashable, Sendable {
        /// The phrase's index in `StepLibrary.steps`.
        package var definition: Int
        package var keyword: StepDefinitionKeyword
        package var pattern: StepPattern
        package var location: CodeLocation
        /// From 0 (nothing alike) to 1 (the same words, under a keyword that binds the step).
        package var score: Double
        /// Whether the phrase's keyword binds the step as written.
        package var keywordBinds: Bool

        /// The phrase with its parameter of names filled in with the name
        /// closest to what the step wrote there (`the Some Screen screen is
        /// displayed`), when it has one and a name is close.
        package var filled: String?

        /// `Then the {string} screen is displayed`, or the phrase filled in;
        /// a phrase for any keyword is shown with `*`.
        package var text: String {
            (keyword == .any ? "*" : keyword.rawValue) + " " + (filled ?? pattern.source)
        }

        package var hint: PhraseHint { PhraseHint(text: text, location: "\(location)") }
    }

    private struct Entry: Hashable, Sendable {
        var phrase: Suggestion
        var tokens: [PhraseToken]
        var names: NamesParameter?
    }

    /// The one parameter of a phrase whose type lists names (the app map's
    /// screens: `{screen name}`), and the words around it.
    private struct NamesParameter: Hashable, Sendable {
        var type: String
        var names: [String]
        var wordsBefore: Int
        var wordsAfter: Int

        /// The phrase filled in with the name closest to the words the step
        /// has where the parameter is, if one is close.
        func fill(_ source: String, from text: String) -> String? {
            let words = text.split(whereSeparator: \.isWhitespace)
            guard wordsBefore + wordsAfter < words.count else { return nil }
            let written = words[wordsBefore..<(words.count - wordsAfter)].joined(separator: " ")
            // A quoted name is the quoted phrase's: no name is written without quotes there.
            guard !written.hasPrefix("\""), !written.hasPrefix("'"), let name = Spelling.closest(to: written, among: names),
                  let range = source.range(of: "{\(type)}") else { return nil }
            return source.replacingCharacters(in: range, with: name)
        }
    }

    private var entries: [Entry]

    /// The phrases below this score are not proposed.
    package static let threshold = 0.5
    /// Nor those this far behind the best: a near miss is worth showing alone.
    package static let margin = 0.15

    package init<World>(_ library: StepLibrary<World>) {
        var namesOfType: [String: [String]] = [:]
        for type in library.parameterTypes {
            if let names = LiteralAlternation(type.regularExpressions)?.names, !names.isEmpty { namesOfType[type.name] = names }
        }
        entries = library.steps.enumerated().map { index, step in
            Entry(phrase: Suggestion(definition: index, keyword: step.keyword, pattern: step.pattern, location: step.location,
                                     score: 0, keywordBinds: false),
                  tokens: PhraseToken.tokens(of: step.pattern, namesTypes: Set(namesOfType.keys)),
                  names: Self.namesParameter(of: step.pattern, namesOfType))
        }
    }

    /// The phrase's parameter of names, when it has exactly one parameter and that one lists names.
    private static func namesParameter(of pattern: StepPattern, _ namesOfType: [String: [String]]) -> NamesParameter? {
        guard !namesOfType.isEmpty, case .expression(let source) = pattern else { return nil }
        let segments = PhraseOutline(expression: source).segments
        let parameters = segments.compactMap { segment -> String? in
            if case .parameter(_, let type) = segment { return type } else { return nil }
        }
        guard parameters.count == 1, let names = namesOfType[parameters[0]],
              let position = segments.firstIndex(where: { if case .parameter = $0 { true } else { false } }) else { return nil }
        func words(_ part: ArraySlice<PhraseOutline.Segment>) -> Int {
            part.reduce(0) { count, segment in
                guard case .text(let text) = segment else { return count }
                return count + text.split(whereSeparator: \.isWhitespace).count
            }
        }
        return NamesParameter(type: parameters[0], names: names, wordsBefore: words(segments[..<position]),
                              wordsAfter: words(segments[(position + 1)...]))
    }

    /// The closest phrases, best first: at most three, each scoring at least
    /// `threshold` and within `margin` of the best.
    package func closest(to text: String, kind: StepKind) -> [Suggestion] {
        let words = PhraseToken.tokens(ofStepText: text)
        guard !words.isEmpty else { return [] }
        var found: [Suggestion] = []
        for entry in entries where !entry.tokens.isEmpty {
            var phrase = entry.phrase
            phrase.keywordBinds = phrase.keyword.registryKeyword.binds(kind)
            phrase.score = 1 - PhraseToken.distance(words, entry.tokens) / Double(max(words.count, entry.tokens.count))
            if !phrase.keywordBinds { phrase.score *= 0.9 }
            guard phrase.score >= Self.threshold else { continue }
            phrase.filled = entry.names?.fill(phrase.pattern.source, from: text)
            found.append(phrase)
        }
        found.sort { $0.score != $1.score ? $0.score > $1.score : $0.definition < $1.definition }
        guard let best = found.first?.score else { return [] }
        return Array(found.prefix { $0.score >= best - Self.margin }.prefix(3))
    }
}

/// A word of a step text or of a phrase, as the ranking compares them.
enum PhraseToken: Hashable, Sendable {
    /// A word, lowercased, without trailing punctuation.
    case word(String)
    /// A quoted text in a step; `{string}` in a phrase.
    case quoted
    /// A number in a step; `{int}`, `{float}` and the like in a phrase.
    case number
    /// `{word}`, `{}` or a custom type in a phrase, a regular expression's
    /// group; an outline's `<placeholder>` in a step.
    case anything
    /// A parameter of names in a phrase (`{screen name}`): any word of a
    /// step but a quoted text, which the names never hold.
    case name

    static let numberTypes: Set<String> = ["int", "float", "double", "byte", "short", "long", "biginteger", "bigdecimal"]

    /// The words of a step as written.
    static func tokens(ofStepText text: String) -> [PhraseToken] {
        var tokens: [PhraseToken] = []
        var word = ""
        var characters = text.makeIterator()
        func flush() {
            if case .word(let text)? = Self.trimmed(word) { tokens.append(Double(text) != nil ? .number : .word(text)) }
            word = ""
        }
        while let character = characters.next() {
            switch character {
            case "\"", "'":
                guard word.isEmpty else { word.append(character); continue }
                // A quoted text is one token, spaces and all, up to its closing quote.
                while let inside = characters.next(), inside != character {}
                tokens.append(.quoted)
            case "<" where word.isEmpty:
                while let inside = characters.next(), inside != ">" {}
                tokens.append(.anything)
            case _ where character.isWhitespace:
                flush()
            default:
                word.append(character)
            }
        }
        flush()
        return tokens
    }

    /// The words of a phrase: parameters by their type (`namesTypes`: the
    /// types of names), optional text left out, the first of alternatives kept.
    static func tokens(of pattern: StepPattern, namesTypes: Set<String> = []) -> [PhraseToken] {
        switch pattern {
        case .expression(let source): return tokens(ofExpression: source, namesTypes: namesTypes)
        case .regex(let source): return tokens(ofRegularExpression: source)
        }
    }

    private static func tokens(ofExpression source: String, namesTypes: Set<String>) -> [PhraseToken] {
        PhraseOutline(expression: source).segments.flatMap { segment -> [PhraseToken] in
            switch segment {
            case .text(let text):
                return text.split(whereSeparator: \.isWhitespace).compactMap(trimmed)
            case .parameter(_, let type):
                if namesTypes.contains(type) { return [.name] }
                return [type == "string" ? .quoted : numberTypes.contains(type) ? .number : .anything]
            }
        }
    }

    private static func tokens(ofRegularExpression source: String) -> [PhraseToken] {
        var text = Substring(source)
        if text.hasPrefix("^") { text = text.dropFirst() }
        if text.hasSuffix("$") { text = text.dropLast() }
        return text.split(whereSeparator: \.isWhitespace).map { word in
            if word.contains("(") || word.contains("[") || word.contains("*") || word.contains("+") { return .anything }
            return Self.trimmed(word.filter { $0 != "\\" }) ?? .word("")
        }
    }

    /// A word lowercased, without trailing punctuation; nil when nothing is left.
    private static func trimmed(_ text: some StringProtocol) -> PhraseToken? {
        var end = text.endIndex
        while end > text.startIndex, ":,.;!?".contains(text[text.index(before: end)]) { end = text.index(before: end) }
        return end == text.startIndex ? nil : .word(text[..<end].lowercased())
    }

    /// How far apart a step's words and a phrase's are: the fewest edits, a
    /// word inserted or removed costing 1 and a word changed its share of
    /// letters changed.
    static func distance(_ step: [PhraseToken], _ phrase: [PhraseToken]) -> Double {
        var previous = (0...phrase.count).map(Double.init)
        var current = previous
        for i in 1...max(step.count, 1) where i <= step.count {
            current[0] = Double(i)
            for j in 1...max(phrase.count, 1) where j <= phrase.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1,
                                 previous[j - 1] + cost(step[i - 1], phrase[j - 1]))
            }
            swap(&previous, &current)
        }
        return previous[phrase.count]
    }

    private static func cost(_ step: PhraseToken, _ phrase: PhraseToken) -> Double {
        switch (step, phrase) {
        case (.quoted, .name): return 1
        case (_, .anything), (.anything, _), (_, .name): return 0
        case (.quoted, .quoted), (.number, .number): return 0
        case (.word(let a), .word(let b)): return a == b ? 0 : spellingDistance(a, b)
        // Quotes forgotten around a value, or a number quoted.
        case (.word, .quoted), (.number, .quoted), (.quoted, .number): return 0.6
        default: return 1
        }
    }

    /// The letters to change, insert or remove to turn one word into the
    /// other, as a share of the longer word.
    static func spellingDistance(_ a: String, _ b: String) -> Double {
        let longer = max(a.unicodeScalars.count, b.unicodeScalars.count)
        guard a.unicodeScalars.count > 0, b.unicodeScalars.count > 0 else { return 1 }
        return Double(Spelling.distance(a, b)) / Double(longer)
    }
}
