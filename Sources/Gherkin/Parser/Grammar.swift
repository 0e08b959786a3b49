/// The Gherkin grammar, rule for rule as the published `gherkin.berp` states it
/// (with the v42 step argument: a data table and a doc string, in either order).
/// The parser's state table is derived from it (`StateTable.derived()`, shipped as data).
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
enum RuleName: Int, Hashable, Sendable {
    case gherkinDocument, feature, featureHeader, rule, ruleHeader, background,
         scenarioDefinition, scenario, examplesDefinition, examples, examplesTable,
         step, stepArg, dataTable, docString, tags, descriptionHelper, description

    /// Rules marked `!` build an AST node; the others only group.
    var buildsNode: Bool {
        self != .stepArg && self != .descriptionHelper
    }
}

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

/// A hint for an ambiguous tag line: read ahead past empty, comment and tag lines
/// and take the rule only if `target` follows.
struct Lookahead: Hashable, Sendable {
    var target: TokenType
    var skipping: [TokenType]
}

struct GrammarRule {
    var alternatives: [[GrammarElement]]
    var lookahead: Lookahead?
}

enum Grammar {
    /// Every rule, by `RuleName.rawValue`: the state table's derivation reads the
    /// rules thousands of times, and spelling one out makes its arrays anew.
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
