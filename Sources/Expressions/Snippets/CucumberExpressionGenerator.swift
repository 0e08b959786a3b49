import Foundation

/// Proposes Cucumber Expressions for an undefined step, the reference way:
/// walking the text left to right, the earliest (then longest) whole-word
/// occurrence of a snippet-enabled parameter type becomes `{name}`;
/// `I have 2 cucumbers and 1.5 tomato` -> `I have {int} cucumbers and {float} tomato`.
/// Where several types fit equally well, every combination is proposed
/// (preferential types first, at most 256).
package struct CucumberExpressionGenerator: Sendable {
    package let parameterTypes: ParameterTypeRegistry
    private let matchers: [ParameterTypeMatcher]
    static let maximumExpressions = 256

    /// Compiles the snippet-enabled types' regular expressions: keep the
    /// generator to propose snippets for many steps.
    package init(parameterTypes: ParameterTypeRegistry = .init()) {
        self.parameterTypes = parameterTypes
        matchers = parameterTypes.parameterTypes
            .filter(\.useForSnippets)
            .flatMap { type in type.regularExpressions.map { ParameterTypeMatcher(parameterType: type, regularExpression: $0) } }
    }

    package func generate(from text: String) -> [GeneratedExpression] {
        let subject = NSString(string: text)

        var literals: [String] = []
        var choices: [[ExpressionParameterType]] = []
        var position = 0
        while position < subject.length {
            let occurrences = matchers.compactMap { $0.firstOccurrence(in: subject, from: position) }
            guard let best = occurrences.min(by: ParameterTypeMatcher.Occurrence.isBetter) else { break }
            var types: [ExpressionParameterType] = []
            for occurrence in occurrences where occurrence.isAsGood(as: best) {
                if !types.contains(where: { $0.name == occurrence.parameterType.name }) {
                    types.append(occurrence.parameterType)
                }
            }
            choices.append(types.sorted(by: ExpressionParameterType.precedes))
            literals.append(Self.escape(subject.substring(with: NSRange(location: position, length: best.start - position))))
            position = best.start + best.length
        }
        literals.append(Self.escape(subject.substring(from: min(position, subject.length))))

        var expressions: [GeneratedExpression] = []
        Self.combine(choices, literals: literals, into: &expressions)
        return expressions
    }

    /// Every choice of one type per parameter, in order (an odometer, so a
    /// step with thousands of numbers does not recurse thousands deep).
    private static func combine(_ choices: [[ExpressionParameterType]], literals: [String], into expressions: inout [GeneratedExpression]) {
        guard !choices.contains(where: \.isEmpty) else { return }
        var digits = [Int](repeating: 0, count: choices.count)
        while expressions.count < maximumExpressions {
            expressions.append(GeneratedExpression(literals: literals, parameterTypes: zip(choices, digits).map { $0[$1] }))
            var position = choices.count - 1
            while position >= 0 {
                digits[position] += 1
                if digits[position] < choices[position].count { break }
                digits[position] = 0
                position -= 1
            }
            if position < 0 { return }
        }
    }

    /// Text that would read as expression syntax is escaped: `(`, `{` and `/`, as
    /// the reference does, and also `\`, which the reference leaves alone, so that a
    /// step text with a backslash still gives an expression that compiles.
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: #"[({/\\]"#, with: #"\\$0"#, options: .regularExpression)
    }
}
