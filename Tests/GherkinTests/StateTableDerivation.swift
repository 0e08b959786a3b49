@testable import Gherkin

// The grammar of `RuleName`'s documentation, and the derivation of the state
// table from it: `StateTableTests` checks that the table shipped in
// Sources/Gherkin/Parser/StateTable+Generated.swift is the derived one, and
// writes it again when asked.

enum Quantifier {
    case one, optional, zeroOrMore, oneOrMore

    var repeats: Bool { self == .zeroOrMore || self == .oneOrMore }
    var mayBeAbsent: Bool { self == .optional || self == .zeroOrMore }
}

struct GrammarElement {
    enum Term {
        /// One of these tokens (a single token is a list of one).
        case tokens([TokenType])
        case rule(RuleName)
    }

    var term: Term
    var quantifier: Quantifier

    static func token(_ type: TokenType, _ quantifier: Quantifier = .one) -> GrammarElement {
        GrammarElement(term: .tokens([type]), quantifier: quantifier)
    }

    static func rule(_ name: RuleName, _ quantifier: Quantifier = .one) -> GrammarElement {
        GrammarElement(term: .rule(name), quantifier: quantifier)
    }
}

struct GrammarRule {
    var alternatives: [[GrammarElement]]
    var lookahead: Lookahead?
}

extension RuleName {
    /// Rules marked `!` build an AST node; the others only group.
    var buildsNode: Bool {
        self != .stepArg && self != .descriptionHelper
    }
}

/// The Gherkin grammar, rule for rule as the published `gherkin.berp` states it
/// (with the v42 step argument: a data table and a doc string, in either order).
/// The parser's state table is derived from it, below.
///
///     GherkinDocument! := Feature?
///     Feature! := FeatureHeader Background? ScenarioDefinition* Rule*
///     FeatureHeader! := #Language? Tags? #FeatureLine DescriptionHelper
///     Rule! := RuleHeader Background? ScenarioDefinition*
///     RuleHeader! := Tags? #RuleLine DescriptionHelper
///     Background! := #BackgroundLine DescriptionHelper Step*
///     ScenarioDefinition! [#Empty|#Comment|#TagLine->#ScenarioLine] := Tags? Scenario
///     Scenario! := #ScenarioLine DescriptionHelper Step* ExamplesDefinition*
///     ExamplesDefinition! [#Empty|#Comment|#TagLine->#ExamplesLine] := Tags? Examples
///     Examples! := #ExamplesLine DescriptionHelper ExamplesTable?
///     ExamplesTable! := #TableRow #TableRow*
///     Step! := #StepLine StepArg?
///     StepArg := (DataTable DocString? | DocString DataTable?)
///     DataTable! := #TableRow+
///     DocString! := #DocStringSeparator #Other* #DocStringSeparator
///     Tags! := #TagLine+
///     DescriptionHelper := #Empty* Description?
///     Description! := (#Other | #Comment)+
enum Grammar {
    /// Every rule, by `RuleName.rawValue`: the derivation reads the rules
    /// thousands of times, and spelling one out makes its arrays anew.
    private static let rules: [GrammarRule] = (0...RuleName.description.rawValue).map { spell(RuleName(rawValue: $0)!) }

    static func rule(_ name: RuleName) -> GrammarRule {
        rules[name.rawValue]
    }

    private static func spell(_ name: RuleName) -> GrammarRule {
        switch name {
        case .gherkinDocument:
            return GrammarRule(alternatives: [[.rule(.feature, .optional)]])
        case .feature:
            return GrammarRule(alternatives: [[.rule(.featureHeader), .rule(.background, .optional),
                                               .rule(.scenarioDefinition, .zeroOrMore), .rule(.rule, .zeroOrMore)]])
        case .featureHeader:
            return GrammarRule(alternatives: [[.token(.language, .optional), .rule(.tags, .optional),
                                               .token(.featureLine), .rule(.descriptionHelper)]])
        case .rule:
            return GrammarRule(alternatives: [[.rule(.ruleHeader), .rule(.background, .optional),
                                               .rule(.scenarioDefinition, .zeroOrMore)]])
        case .ruleHeader:
            return GrammarRule(alternatives: [[.rule(.tags, .optional), .token(.ruleLine), .rule(.descriptionHelper)]])
        case .background:
            return GrammarRule(alternatives: [[.token(.backgroundLine), .rule(.descriptionHelper),
                                               .rule(.step, .zeroOrMore)]])
        case .scenarioDefinition:
            return GrammarRule(alternatives: [[.rule(.tags, .optional), .rule(.scenario)]],
                               lookahead: Lookahead(target: .scenarioLine, skipping: [.empty, .comment, .tagLine]))
        case .scenario:
            return GrammarRule(alternatives: [[.token(.scenarioLine), .rule(.descriptionHelper),
                                               .rule(.step, .zeroOrMore), .rule(.examplesDefinition, .zeroOrMore)]])
        case .examplesDefinition:
            return GrammarRule(alternatives: [[.rule(.tags, .optional), .rule(.examples)]],
                               lookahead: Lookahead(target: .examplesLine, skipping: [.empty, .comment, .tagLine]))
        case .examples:
            return GrammarRule(alternatives: [[.token(.examplesLine), .rule(.descriptionHelper),
                                               .rule(.examplesTable, .optional)]])
        case .examplesTable:
            return GrammarRule(alternatives: [[.token(.tableRow), .token(.tableRow, .zeroOrMore)]])
        case .step:
            return GrammarRule(alternatives: [[.token(.stepLine), .rule(.stepArg, .optional)]])
        case .stepArg:
            return GrammarRule(alternatives: [[.rule(.dataTable), .rule(.docString, .optional)],
                                              [.rule(.docString), .rule(.dataTable, .optional)]])
        case .dataTable:
            return GrammarRule(alternatives: [[.token(.tableRow, .oneOrMore)]])
        case .docString:
            return GrammarRule(alternatives: [[.token(.docStringSeparator), .token(.other, .zeroOrMore),
                                               .token(.docStringSeparator)]])
        case .tags:
            return GrammarRule(alternatives: [[.token(.tagLine, .oneOrMore)]])
        case .descriptionHelper:
            return GrammarRule(alternatives: [[.token(.empty, .zeroOrMore), .rule(.description, .optional)]])
        case .description:
            return GrammarRule(alternatives: [[GrammarElement(term: .tokens([.other, .comment]), quantifier: .oneOrMore)]])
        }
    }

    /// Whether the element can match nothing at all.
    static func isNullable(_ element: GrammarElement) -> Bool {
        if element.quantifier.mayBeAbsent { return true }
        switch element.term {
        case .tokens: return false
        case .rule(let name):
            return rule(name).alternatives.contains { $0.allSatisfy(isNullable) }
        }
    }
}

extension StateTable {
    private struct DerivedTransition {
        var lookahead: Lookahead?
        /// Rules that end, innermost first.
        var ends: [RuleName]
        /// Rules that start, outermost first.
        var starts: [RuleName]
        var target: Int
    }

    private struct DerivedGroup {
        var type: TokenType
        var transitions: [DerivedTransition]
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

    /// The table as `Grammar` states it, derived afresh.
    static func derived() -> StateTable {
        flatten(derivedStates())
    }

    /// Each state's groups, by state id.
    private static func derivedStates() -> [[DerivedGroup]] {
        var ids: [[Frame]: Int] = [:]
        var pending: [[Frame]] = []
        var built: [Int: [DerivedGroup]] = [:]
        let initial = [Frame(rule: .gherkinDocument, alternative: 0, index: -1)]
        let finished: [Frame] = []
        ids[initial] = 0
        ids[finished] = 1
        pending.append(initial)
        built[1] = []

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
            var byType: [TokenType: [DerivedTransition]] = [:]
            for item in raw {
                let target = item.type == .eof ? 1 : id(item.target)
                if byType[item.type] == nil { order.append(item.type) }
                byType[item.type, default: []].append(
                    DerivedTransition(lookahead: item.lookahead, ends: item.ends, starts: item.starts, target: target))
            }
            var types = order.filter { $0 != .eof && $0 != .other }
            if order.contains(.eof) { types.insert(.eof, at: 0) }
            if order.contains(.other) {
                types.append(.other)
            } else {
                for ignored in [TokenType.comment, .empty] where byType[ignored] == nil {
                    types.append(ignored)
                    byType[ignored] = [DerivedTransition(lookahead: nil, ends: [], starts: [], target: stateID)]
                }
            }
            built[stateID] = types.map { DerivedGroup(type: $0, transitions: byType[$0] ?? []) }
        }
        return (0..<ids.count).map { built[$0] ?? [] }
    }

    private static func flatten(_ states: [[DerivedGroup]]) -> StateTable {
        var flat = StateTable()
        for groups in states {
            flat.states.append(State(firstGroup: Int32(flat.groups.count), groupCount: Int32(groups.count)))
            for group in groups {
                flat.groups.append(Group(type: group.type, firstTransition: Int32(flat.transitions.count),
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
                    flat.transitions.append(Transition(
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
        // Generated from the grammar by `StateTable.derived()` (Tests/GherkinTests/StateTableDerivation.swift):
        // do not edit. After a change to the grammar, `LINKSPEC_WRITE_STATE_TABLE=1 swift test --filter
        // StateTableTests` writes it again (StateTableTests fails until then).
        extension StateTable {
            static let generated = StateTable(states: [
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
