import LinkSpecPlatform

/// The patterns of a registry's step definitions without their bodies: all
/// that matching needs, and not generic, so callers run specialised code.
package struct StepPatterns: Sendable {
    /// What matching needs of one definition. A class: looking a candidate up
    /// then retains one reference, where copying the expression out of an
    /// array retained each of its strings and arrays.
    private final class Pattern: Sendable {
        let keyword: StepKeyword
        let expression: StepExpression
        let filter: LiteralFilter
        /// A Cucumber Expression's native form and parameter types, kept apart
        /// because reading a field out of a class copies it: these are three
        /// references where the whole expression is a dozen.
        let native: NativePattern?
        let parameterTypes: [ExpressionParameterType]

        init(_ keyword: StepKeyword, _ expression: StepExpression) {
            self.keyword = keyword
            self.expression = expression
            filter = LiteralFilter(expression)
            native = if case .cucumber(let cucumber) = expression { cucumber.native } else { nil }
            parameterTypes = expression.parameterTypes
        }

        /// `expression.match(text)`, by the native form when it decides
        /// (`stepText` is `text` as it reads it; nil: it cannot decide).
        func match(_ text: String, _ stepText: StepText?) -> [Argument]? {
            if let native, let stepText {
                switch native.match(stepText) {
                case .matched(let groups): return Argument.pairing(groups, parameterTypes)
                case .noMatch: return nil
                case .undecided: break
                }
            }
            return expression.match(text)
        }
    }

    /// One per definition, by id.
    private var patterns: [Pattern] = []
    private var index = CandidateIndex()

    /// Adds a definition's pattern; returns its id (0, 1, ...).
    mutating func add(_ keyword: StepKeyword, _ expression: StepExpression) -> Int {
        let id = patterns.count
        patterns.append(Pattern(keyword, expression))
        index.insert(id, literalPrefix: expression.literalPrefix)
        return id
    }

    /// The definitions that bind a step of `kind` with this text, in
    /// definition order, each with the arguments it captured: none (undefined),
    /// one, or several (ambiguous).
    package func match(_ text: String, kind: StepKind) -> [DefinitionMatch] {
        // Read once for every candidate: the index, the filters and the native matcher.
        _UnsafeBytes.withBytes(of: text) { bytes in
            let stepText = StepText(bytes, of: text)
            var found: [DefinitionMatch] = []
            for id in index.candidates(for: bytes) {
                let pattern = patterns[id]
                guard pattern.keyword.binds(kind), pattern.filter.admits(bytes),
                      let arguments = pattern.match(text, stepText) else { continue }
                found.append(DefinitionMatch(id: id, arguments: arguments))
            }
            return found
        }
    }
}

/// A definition (by id) that binds a step text, with the arguments it captured.
package struct DefinitionMatch: Sendable {
    package let id: Int
    package let arguments: [Argument]
}
