import LinkSpecPlatform

/// A pattern of an apple-app-site-association file, as Apple documents them: `*`
/// matches zero or more characters, `?` exactly one (so `?*` at least one), and
/// `$(name)` any one of a substitution variable's strings (which may hold `*` and
/// `?` themselves). Everything else matches itself.
///
/// A pattern is compiled once into a small automaton and matched by following
/// every possible state at once, so `*` and variables with hundreds of values
/// never backtrack: matching takes time in proportion to the text, whatever the
/// pattern.
package struct WildcardPattern: Sendable, Hashable, CustomStringConvertible {
    package let source: String
    private let exact: Automaton
    private let folded: Automaton

    package var description: String { source }

    package static func == (lhs: WildcardPattern, rhs: WildcardPattern) -> Bool { lhs.source == rhs.source }
    package func hash(into hasher: inout Hasher) { hasher.combine(source) }

    /// The parts of a pattern, once variables are looked up.
    package enum Token: Sendable, Hashable {
        case character(Character)
        case anyCharacter
        case anyRun
        case choice([[Token]])
    }

    package let tokens: [Token]

    init(source: String, tokens: [Token]) {
        self.source = source
        self.tokens = tokens
        exact = Automaton(tokens)
        folded = Automaton(Self.folded(tokens))
    }

    /// Reads `source`; `$(name)` is looked up in `variables` (custom ones first,
    /// then the built-in ones). `allowsVariables` is false for the values of
    /// variables themselves, where `$(` is plain text.
    package static func parse(_ source: String, variables: SubstitutionVariables, allowsVariables: Bool = true)
        -> Result<WildcardPattern, PatternError>
    {
        var tokens: [Token] = []
        /// The characters the pattern stands for so far, every value counted.
        var size = 0
        var rest = Substring(source)
        while let first = rest.first {
            if allowsVariables, first == "$", rest.dropFirst().first == "(" {
                guard let close = rest.firstIndex(of: ")") else {
                    return .failure(PatternError("'\(source)': '$(' without a closing ')'"))
                }
                let name = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                guard let values = variables.values(of: name) else {
                    let known = Set(variables.custom.keys).union(SubstitutionVariables.predefinedNames)
                    return .failure(PatternError("'\(source)': unknown substitution variable $(\(name))\(suggestion(name, known))"))
                }
                // Each use copies all the variable's values into the pattern: a
                // hostile file (thousands of values, used thousands of times) is
                // refused before it is built into an automaton that fills the memory.
                size += values.reduce(1) { $0 + $1.unicodeScalars.count }
                guard size <= maximumSize else { return .failure(tooLarge(source)) }
                tokens.append(.choice(values.map { plainTokens($0) }))
                rest = rest[rest.index(after: close)...]
                continue
            }
            tokens.append(token(first))
            size += 1
            rest = rest.dropFirst()
        }
        return .success(WildcardPattern(source: source, tokens: tokens))
    }

    /// The most characters a pattern may stand for, its variables' values all
    /// counted: far above any real AASA, whose files Apple caps at 128 KB.
    static let maximumSize = 200_000

    private static func tooLarge(_ source: String) -> PatternError {
        PatternError("'\(source)': the pattern with its substitution variables is too large to match (more than \(maximumSize) characters)")
    }

    private static func token(_ character: Character) -> Token {
        switch character {
        case "*": return .anyRun
        case "?": return .anyCharacter
        default: return .character(character)
        }
    }

    /// A variable's value: wildcards, but no variables.
    private static func plainTokens(_ text: String) -> [Token] { text.map(token) }

    /// The tokens for case-insensitive matching: every literal lowercased.
    private static func folded(_ tokens: [Token]) -> [Token] {
        tokens.flatMap { token -> [Token] in
            switch token {
            case .character(let character): return character.lowercased().map(Token.character)
            case .choice(let choices): return [.choice(choices.map(folded))]
            case .anyCharacter, .anyRun: return [token]
            }
        }
    }

    /// Whether the whole of `text` matches.
    package func matches(_ text: String, caseSensitive: Bool = true) -> Bool {
        caseSensitive ? exact.accepts(text) : folded.accepts(text.lowercased())
    }
}

package struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    init(_ message: String) { self.message = message }
    package var description: String { message }
}

/// A nondeterministic automaton for a pattern: each state consumes one character
/// (a given one, or any) or branches without consuming.
private struct Automaton: Sendable {
    enum Kind: Sendable {
        case character(Character)
        case anyCharacter
        case branch([Int])
        case accept
    }

    struct State: Sendable {
        var kind: Kind
        var next: Int
    }

    private(set) var states: [State] = []
    private(set) var start = 0

    init(_ tokens: [WildcardPattern.Token]) {
        states.append(State(kind: .accept, next: 0))
        start = compile(tokens[...], next: 0)
    }

    /// Adds the states for `tokens` followed by `next`; returns the first.
    private mutating func compile(_ tokens: ArraySlice<WildcardPattern.Token>, next: Int) -> Int {
        var next = next
        for token in tokens.reversed() {
            switch token {
            case .character(let character):
                states.append(State(kind: .character(character), next: next))
                next = states.count - 1
            case .anyCharacter:
                states.append(State(kind: .anyCharacter, next: next))
                next = states.count - 1
            case .anyRun:
                // A branch to what follows, or to one more character and back.
                let loop = states.count
                states.append(State(kind: .branch([]), next: 0))
                states.append(State(kind: .anyCharacter, next: loop))
                states[loop].kind = .branch([loop + 1, next])
                next = loop
            case .choice(let choices):
                let starts = choices.map { compile($0[...], next: next) }
                states.append(State(kind: .branch(starts), next: 0))
                next = states.count - 1
            }
        }
        return next
    }

    func accepts(_ text: String) -> Bool {
        // Two lists of live states, swapped after each character; `marks`
        // keeps a state from being listed twice for one position.
        var marks = [Int](repeating: -1, count: states.count)
        var pending: [Int] = []
        var current: [Int] = []
        var next: [Int] = []
        add(start, to: &current, marks: &marks, generation: 0, pending: &pending)
        var position = 0
        for character in text {
            position += 1
            next.removeAll(keepingCapacity: true)
            for index in current {
                let state = states[index]
                switch state.kind {
                case .character(let expected) where expected == character:
                    add(state.next, to: &next, marks: &marks, generation: position, pending: &pending)
                case .anyCharacter:
                    add(state.next, to: &next, marks: &marks, generation: position, pending: &pending)
                default:
                    break
                }
            }
            if next.isEmpty { return false }
            swap(&current, &next)
        }
        return current.contains { if case .accept = states[$0].kind { return true } else { return false } }
    }

    /// Adds a state and every state it branches to without consuming
    /// (`pending` is scratch space, kept between calls).
    private func add(_ index: Int, to list: inout [Int], marks: inout [Int], generation: Int, pending: inout [Int]) {
        pending.append(index)
        while let state = pending.popLast() {
            guard marks[state] != generation else { continue }
            marks[state] = generation
            if case .branch(let targets) = states[state].kind {
                pending += targets
            } else {
                list.append(state)
            }
        }
    }
}
