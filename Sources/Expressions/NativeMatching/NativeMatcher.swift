import LinkSpecPlatform

/// What the native matcher concluded about one text.
enum NativeMatchOutcome {
    /// The text matches: one group per parameter, as the engine would report them.
    case matched([MatchGroup])
    case noMatch
    /// The text holds something only the engine can judge (a line terminator,
    /// a non-ASCII character where `\d` is tested): ask the regular expression.
    case undecided
}

extension NativePattern {
    /// Matches the whole of `text`, trying the possibilities in the order the
    /// regular expression `^...$` would, so the first success binds the same groups.
    func match(_ text: String) -> NativeMatchOutcome {
        _UnsafeBytes.withBytes(of: text) { bytes in
            guard let stepText = StepText(bytes, of: text) else { return .undecided }
            return match(stepText)
        }
    }

    /// The same for a text already read (`StepPatterns` reads a step's text
    /// once for all its candidates).
    func match(_ stepText: StepText) -> NativeMatchOutcome {
        var matcher = Backtracker(text: stepText, elements: elements, parameterCount: shapes.count)
        let matched = matcher.matches(elements, 0, at: 0, thenResume: nil)
        if matcher.undecided { return .undecided }
        guard matched else { return .noMatch }
        return .matched(matcher.groups)
    }
}

/// The search itself: depth-first over the elements, each parameter offering
/// its possible ends in the engine's order, undoing on failure. A parameter's
/// group is made once, as a successful match unwinds through it.
private struct Backtracker {
    let text: StepText
    let elements: [NativePattern.Element]
    let parameterCount: Int
    /// The parameters' groups, by slot: empty until a match succeeds, then
    /// filled as it unwinds through each parameter on its path (all of them).
    var groups: [MatchGroup] = []
    /// Set once the text needs the engine; every search path then gives up.
    var undecided = false

    /// Whether `sequence` from `index` on matches at `position` and the rest of
    /// the text after it. Alternatives are sequences of their own; when one
    /// ends, the search resumes with the top-level element `resume`.
    mutating func matches(_ sequence: [NativePattern.Element], _ index: Int, at position: Int, thenResume resume: Int?) -> Bool {
        guard index < sequence.count else {
            if let resume { return matches(elements, resume, at: position, thenResume: nil) }
            return position == text.count
        }
        let next = index + 1
        switch sequence[index] {
        case .literal(let literal):
            return text.has(literal, at: position) && matches(sequence, next, at: position + literal.count, thenResume: resume)
        case .optional(let literal):
            if text.has(literal, at: position), matches(sequence, next, at: position + literal.count, thenResume: resume) {
                return true
            }
            return !undecided && matches(sequence, next, at: position, thenResume: resume)
        case .alternation(let alternatives):
            // Alternations appear at the top level only, so `next` is a top-level index.
            for alternative in alternatives {
                if matches(alternative, 0, at: position, thenResume: next) { return true }
                if undecided { return false }
            }
            return false
        case .parameter(let shape, let slot):
            return matchesParameter(shape, slot, at: position) { matcher, end in
                matcher.matches(sequence, next, at: end, thenResume: resume)
            }
        }
    }

    /// Offers the parameter's ends, longest first where the engine is greedy,
    /// until the rest of the expression matches after one.
    private mutating func matchesParameter(
        _ shape: ParameterShape, _ slot: Int, at position: Int, rest: (inout Backtracker, Int) -> Bool
    ) -> Bool {
        func attempt(_ matcher: inout Backtracker, _ end: Int) -> Bool {
            guard rest(&matcher, end) else { return false }
            if matcher.groups.isEmpty {
                matcher.groups = Array(repeating: MatchGroup(value: nil, start: nil), count: matcher.parameterCount)
            }
            matcher.groups[slot] = matcher.text.group(shape, from: position, to: end)
            return true
        }
        switch shape {
        case .string:
            guard let end = text.quotedEnd(from: position) else { return false }
            return attempt(&self, end)
        case .word:
            var end = position
            while end < text.count {
                let (isSpace, length) = text.whitespace(at: end)
                if isSpace { break }
                end += length
            }
            while end > position {
                if attempt(&self, end) { return true }
                if undecided { return false }
                end = text.boundary(before: end)
            }
            return false
        case .anything:
            var end = text.count
            while true {
                if attempt(&self, end) { return true }
                if undecided || end == position { return false }
                end = text.boundary(before: end)
            }
        case .integer:
            // `-?\d+` then `\d+`: the second alternative offers no end the first did not.
            let start = text.byte(at: position) == UInt8(ascii: "-") ? position + 1 : position
            let (limit, stoppedAtNonASCII) = text.digits(from: start)
            if stoppedAtNonASCII {
                undecided = true
                return false
            }
            var end = limit
            while end > start {
                if attempt(&self, end) { return true }
                if undecided { return false }
                end -= 1
            }
            return false
        case .names(let names):
            // The engine's alternation: each name in turn, the rest of the expression after it.
            for name in names where text.has(name, at: position) {
                if attempt(&self, position + name.count) { return true }
                if undecided { return false }
            }
            return false
        case .float:
            guard let ends = text.floatEnds(from: position) else {
                undecided = true
                return false
            }
            for end in ends {
                if attempt(&self, end) { return true }
                if undecided { return false }
            }
            return false
        }
    }
}
