/// The rules of the Gherkin grammar, as the published `gherkin.berp` states it
/// (Tests/GherkinTests/StateTableDerivation.swift lists and spells it; the
/// parser's state table is derived from it there and shipped as data). Rules
/// marked `!` there build an AST node; `StepArg` and `DescriptionHelper` only group.
enum RuleName: Int, Hashable, Sendable {
    case gherkinDocument, feature, featureHeader, rule, ruleHeader, background,
         scenarioDefinition, scenario, examplesDefinition, examples, examplesTable,
         step, stepArg, dataTable, docString, tags, descriptionHelper, description
}

/// A hint for an ambiguous tag line: read ahead past empty, comment and tag lines
/// and take the rule only if `target` follows.
struct Lookahead: Hashable, Sendable {
    var target: TokenType
    var skipping: [TokenType]
}

/// The parser's states, in arrays of plain values (reading one costs no retain
/// or release). A state (0: the start) is a position in the grammar after a
/// token; its groups say which tokens may come next, each group's transitions
/// which rules end and start on the way and where that leads. They are ordered
/// as the reference orders its checks (and its error messages).
struct StateTable: Sendable, Equatable {
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

    /// The table the parser uses, written out as data (`StateTable+Generated.swift`):
    /// deriving it at start-up cost more than parsing a small file.
    static let shared = StateTable.generated

    init() {}

    /// The table from the numbers `StateTable+Generated.swift` holds, the
    /// fields of each `State`, `Group` and `Transition` in turn.
    init(states: [Int16], groups: [Int16], transitions: [Int16], rules: [UInt8], lookaheads: [Lookahead]) {
        for at in stride(from: 0, to: states.count, by: 2) {
            self.states.append(State(firstGroup: Int32(states[at]), groupCount: Int32(states[at + 1])))
        }
        for at in stride(from: 0, to: groups.count, by: 3) {
            // The data was written from valid raw values, so this never traps.
            self.groups.append(Group(type: TokenType(rawValue: Int(groups[at]))!,
                                     firstTransition: Int32(groups[at + 1]), transitionCount: Int32(groups[at + 2])))
        }
        for at in stride(from: 0, to: transitions.count, by: 6) {
            self.transitions.append(Transition(
                lookahead: Int32(transitions[at]), firstEnd: Int32(transitions[at + 1]),
                endCount: Int32(transitions[at + 2]), firstStart: Int32(transitions[at + 3]),
                startCount: Int32(transitions[at + 4]), target: Int32(transitions[at + 5])))
        }
        self.rules = rules.map { RuleName(rawValue: Int($0))! }
        self.lookaheads = lookaheads
    }

    /// The `expected: ...` part of an error in state `stateID`: the tokens it
    /// accepts, in the order it tries them. Made only for an error.
    func expected(in stateID: Int) -> String {
        let state = states[stateID]
        let first = Int(state.firstGroup)
        return groups[first..<(first + Int(state.groupCount))].map(\.type.grammarName).joined(separator: ", ")
    }
}
