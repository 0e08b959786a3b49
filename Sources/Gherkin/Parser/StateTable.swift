import CucumberMessages

/// The parser's states, derived from `Grammar`. A state is a position in the
/// grammar right after a token was consumed; its transitions say which tokens may
/// come next, which rules end and start on the way, and where that leads.
///
/// Transitions are ordered as the reference parser orders its checks (its error
/// messages list them in that order): `#EOF` first, then tokens in the order the
/// grammar reaches them (all transitions on one token together), `#Other` last;
/// `#Comment` and `#Empty` are ignored anywhere, unless the state reads `#Other`.
struct StateTable: Sendable {
    struct Transition: Sendable {
        var lookahead: Lookahead?
        /// Rules that end, innermost first.
        var ends: [RuleName]
        /// Rules that start, outermost first.
        var starts: [RuleName]
        var target: Int
    }

    struct Group: Sendable {
        var type: TokenType
        var transitions: [Transition]
    }

    struct State: Sendable {
        var groups: [Group]
    }

    /// The same table flattened into arrays of plain values, which is what the
    /// parser walks for every line: no element holds a reference, so reading one
    /// costs no retain or release.
    struct Flat: Sendable, Equatable {
        struct State: Sendable, Equatable {
            var firstGroup: Int32
            var groupCount: Int32
        }

        struct Group: Sendable, Equatable {
            var type: TokenType
            var firstTransition: Int32
            var transitionCount: Int32
        }

        struct Transition: Sendable, Equatable {
            /// Index into `lookaheads`, or -1.
            var lookahead: Int32
            /// `rules[firstEnd..<firstEnd + endCount]` end, then `rules[firstStart...]` start.
            var firstEnd: Int32
            var endCount: Int32
            var firstStart: Int32
            var startCount: Int32
            var target: Int32
        }

        var states: [State] = []
        var groups: [Group] = []
        var transitions: [Transition] = []
        var rules: [RuleName] = []
        var lookaheads: [Lookahead] = []

        /// The `expected: ...` part of an error in state `stateID`: the tokens it
        /// accepts, in the order it tries them. Made only for an error.
        func expected(in stateID: Int) -> String {
            let state = states[stateID]
            let first = Int(state.firstGroup)
            return groups[first..<(first + Int(state.groupCount))].map(\.type.grammarName).joined(separator: ", ")
        }
    }

    /// The table the parser uses: the derived one, written out as data when it
    /// was made (`StateTable+Generated.swift`). Deriving it cost more than a
    /// thousand instructions per state at start-up, more than parsing a small
    /// file; a test keeps the data equal to `derived()`.
    static let shared = StateTable(flat: .generated)

    let flat: Flat
    let start = 0

    init(flat: Flat) {
        self.flat = flat
    }

    /// The table as `Grammar` states it, derived afresh.
    static func derived() -> Flat {
        flatten(derivedStates())
    }

    private struct Frame: Hashable {
        var rule: RuleName
        var alternative: Int
        /// The element just matched (-1: none yet).
        var index: Int
    }

    private struct RawTransition {
        var type: TokenType
        var lookahead: Lookahead?
        var ends: [RuleName]
        var starts: [RuleName]
        var target: [Frame]
    }

    private static func derivedStates() -> [State] {
        var ids: [[Frame]: Int] = [:]
        var pending: [[Frame]] = []
        var built: [Int: State] = [:]
        let initial = [Frame(rule: .gherkinDocument, alternative: 0, index: -1)]
        let finished: [Frame] = []
        ids[initial] = 0
        ids[finished] = 1
        pending.append(initial)
        built[1] = State(groups: [])

        func id(_ stack: [Frame]) -> Int {
            if let known = ids[stack] { return known }
            let next = ids.count
            ids[stack] = next
            pending.append(stack)
            return next
        }

        while let stack = pending.popLast() {
            guard let stateID = ids[stack] else { continue }
            let raw = follow(stack)
            var order: [TokenType] = []
            var byType: [TokenType: [Transition]] = [:]
            for item in raw {
                let target = item.type == .eof ? 1 : id(item.target)
                if byType[item.type] == nil { order.append(item.type) }
                byType[item.type, default: []].append(
                    Transition(lookahead: item.lookahead, ends: item.ends, starts: item.starts, target: target))
            }
            var types = order.filter { $0 != .eof && $0 != .other }
            if order.contains(.eof) { types.insert(.eof, at: 0) }
            if order.contains(.other) {
                types.append(.other)
            } else {
                for ignored in [TokenType.comment, .empty] where byType[ignored] == nil {
                    types.append(ignored)
                    byType[ignored] = [Transition(lookahead: nil, ends: [], starts: [], target: stateID)]
                }
            }
            let groups = types.map { Group(type: $0, transitions: byType[$0] ?? []) }
            built[stateID] = State(groups: groups)
        }
        return (0..<ids.count).map { built[$0] ?? State(groups: []) }
    }

    private static func flatten(_ states: [State]) -> Flat {
        var flat = Flat()
        for state in states {
            flat.states.append(Flat.State(firstGroup: Int32(flat.groups.count), groupCount: Int32(state.groups.count)))
            for group in state.groups {
                flat.groups.append(Flat.Group(type: group.type, firstTransition: Int32(flat.transitions.count),
                                              transitionCount: Int32(group.transitions.count)))
                for transition in group.transitions {
                    var lookahead: Int32 = -1
                    if let hint = transition.lookahead {
                        if let known = flat.lookaheads.firstIndex(of: hint) {
                            lookahead = Int32(known)
                        } else {
                            lookahead = Int32(flat.lookaheads.count)
                            flat.lookaheads.append(hint)
                        }
                    }
                    let firstEnd = Int32(flat.rules.count)
                    flat.rules += transition.ends
                    let firstStart = Int32(flat.rules.count)
                    flat.rules += transition.starts
                    flat.transitions.append(Flat.Transition(
                        lookahead: lookahead, firstEnd: firstEnd, endCount: Int32(transition.ends.count),
                        firstStart: firstStart, startCount: Int32(transition.starts.count),
                        target: Int32(transition.target)))
                }
            }
        }
        return flat
    }

    /// Every token that may follow the position `stack`, in grammar order.
    private static func follow(_ stack: [Frame]) -> [RawTransition] {
        var result: [RawTransition] = []
        var ends: [RuleName] = []
        var level = stack.count - 1
        while level >= 0 {
            let frame = stack[level]
            let elements = Grammar.rule(frame.rule).alternatives[frame.alternative]
            let outer = Array(stack[0..<level])
            if frame.index >= 0 && elements[frame.index].quantifier.repeats {
                result += first(elements[frame.index], at: outer + [frame], ends: ends, starts: [])
            }
            var index = frame.index + 1
            while index < elements.count {
                var moved = frame
                moved.index = index
                result += first(elements[index], at: outer + [moved], ends: ends, starts: [])
                if !Grammar.isNullable(elements[index]) { return result }
                index += 1
            }
            if level > 0 && frame.rule.buildsNode { ends.append(frame.rule) }
            level -= 1
        }
        result.append(RawTransition(type: .eof, lookahead: nil, ends: ends, starts: [], target: []))
        return result
    }

    /// The tokens that can begin `element`, with the rules entered to reach them.
    private static func first(_ element: GrammarElement, at stack: [Frame],
                              ends: [RuleName], starts: [RuleName]) -> [RawTransition] {
        switch element.term {
        case .tokens(let types):
            return types.map { RawTransition(type: $0, lookahead: nil, ends: ends, starts: starts, target: stack) }
        case .rule(let name):
            let definition = Grammar.rule(name)
            let entered = name.buildsNode ? starts + [name] : starts
            var result: [RawTransition] = []
            for (alternative, elements) in definition.alternatives.enumerated() {
                for (index, inner) in elements.enumerated() {
                    var found = first(inner, at: stack + [Frame(rule: name, alternative: alternative, index: index)],
                                      ends: ends, starts: entered)
                    if let hint = definition.lookahead {
                        for position in found.indices where found[position].type != hint.target && found[position].lookahead == nil {
                            found[position].lookahead = hint
                        }
                    }
                    result += found
                    if !Grammar.isNullable(inner) { break }
                }
            }
            return result
        }
    }
}
