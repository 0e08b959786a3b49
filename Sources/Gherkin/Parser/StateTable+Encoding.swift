/// The state table as plain integers, so that it can be written into the
/// source (`StateTable+Generated.swift`) and read back at start-up with a few
/// thousand copies instead of a derivation.
///
/// Every count and index fits an `Int16`: the grammar has 73 states.
extension StateTable.Flat {
    /// Numbers per state, group and transition in the encoded arrays.
    private static let stateWidth = 2
    private static let groupWidth = 3
    private static let transitionWidth = 6

    /// `states`: first group and group count per state; `groups`: token type,
    /// first transition and transition count per group; `transitions`: lookahead
    /// (-1: none), first ending rule, ending count, first starting rule,
    /// starting count and target per transition; `rules`: rule raw values.
    init(states: [Int16], groups: [Int16], transitions: [Int16], rules: [UInt8], lookaheads: [Lookahead]) {
        self.init()
        self.states.reserveCapacity(states.count / Self.stateWidth)
        for at in stride(from: 0, to: states.count, by: Self.stateWidth) {
            self.states.append(State(firstGroup: Int32(states[at]), groupCount: Int32(states[at + 1])))
        }
        self.groups.reserveCapacity(groups.count / Self.groupWidth)
        for at in stride(from: 0, to: groups.count, by: Self.groupWidth) {
            // The data was written from valid raw values, so this never traps.
            self.groups.append(Group(type: TokenType(rawValue: Int(groups[at]))!,
                                     firstTransition: Int32(groups[at + 1]), transitionCount: Int32(groups[at + 2])))
        }
        self.transitions.reserveCapacity(transitions.count / Self.transitionWidth)
        for at in stride(from: 0, to: transitions.count, by: Self.transitionWidth) {
            self.transitions.append(Transition(
                lookahead: Int32(transitions[at]), firstEnd: Int32(transitions[at + 1]),
                endCount: Int32(transitions[at + 2]), firstStart: Int32(transitions[at + 3]),
                startCount: Int32(transitions[at + 4]), target: Int32(transitions[at + 5])))
        }
        self.rules = rules.map { RuleName(rawValue: Int($0))! }
        self.lookaheads = lookaheads
    }

    /// The Swift source of `StateTable+Generated.swift` for this table.
    func generatedSource() -> String {
        func list<T>(_ values: [T], perLine: Int) -> String {
            stride(from: 0, to: values.count, by: perLine).map { start in
                "        " + values[start..<min(start + perLine, values.count)].map { "\($0)," }.joined(separator: " ")
            }.joined(separator: "\n")
        }
        let stateNumbers = states.flatMap { [$0.firstGroup, $0.groupCount] }
        let groupNumbers = groups.flatMap { [Int32($0.type.rawValue), $0.firstTransition, $0.transitionCount] }
        let transitionNumbers = transitions.flatMap {
            [$0.lookahead, $0.firstEnd, $0.endCount, $0.firstStart, $0.startCount, $0.target]
        }
        let hints = lookaheads.map { hint in
            "        Lookahead(target: .\(hint.target), skipping: [\(hint.skipping.map { ".\($0)" }.joined(separator: ", "))]),"
        }
        return """
        // Generated from `Grammar` by `StateTable.derived()`: do not edit. After a
        // change to the grammar, `LINKSPEC_WRITE_STATE_TABLE=1 swift test --filter
        // StateTableTests` writes it again (StateTableTests fails until then).
        extension StateTable.Flat {
            static let generated = StateTable.Flat(states: [
        \(list(stateNumbers, perLine: 16))
            ], groups: [
        \(list(groupNumbers, perLine: 18))
            ], transitions: [
        \(list(transitionNumbers, perLine: 18))
            ], rules: [
        \(list(rules.map(\.rawValue), perLine: 24))
            ], lookaheads: [
        \(hints.joined(separator: "\n"))
            ])
        }

        """
    }
}
