import Foundation

/// Ready-to-paste step definitions for an undefined step: one per proposed
/// expression, best first, each written in the project's step library style
/// (`separated()`, then `text()`):
/// ```swift
/// library.given("I have {int} cucumbers") { (world, int: Int) in
///     try pending()
/// }
/// ```
/// A step of unknown kind (`*`) gets `library.step(...)`.
package struct StepSnippet: Sendable {
    package let keyword: StepKeyword
    /// Proposed expressions, best first (never empty).
    package let expressions: [GeneratedExpression]
    package let attachment: StepAttachment?

    package init(keyword: StepKeyword, expressions: [GeneratedExpression], attachment: StepAttachment? = nil) {
        self.keyword = keyword
        self.expressions = expressions.isEmpty ? [GeneratedExpression(literals: [""], parameterTypes: [])] : expressions
        self.attachment = attachment
    }

    /// The best proposal: `I have {int} cucumbers`.
    package var expression: String { expressions[0].source }

    /// One snippet per proposed expression, best first, as Cucumber Messages
    /// carry them (a `suggestion` has a snippet for each).
    package func separated() -> [StepSnippet] {
        expressions.map { StepSnippet(keyword: keyword, expressions: [$0], attachment: attachment) }
    }

    /// The best proposal as Swift source, its parameters typed, the attachment last.
    package func text() -> String {
        let method = keyword == .any ? "step" : keyword.rawValue.lowercased()
        let best = expressions[0]
        var parameters = zip(best.parameterNames, best.parameterTypes).map { "\($0): \($1.typeName)" }
        if let attachment { parameters.append("\(attachment.rawValue): \(attachment.typeName)") }
        let signature = parameters.isEmpty ? "world" : "(world, " + parameters.joined(separator: ", ") + ")"
        return "library.\(method)(\(Self.swiftStringLiteral(best.source))) { \(signature) in\n    try pending()\n}"
    }

    /// A Swift string literal for `text`: raw (`#"..."#`) when it holds a
    /// backslash or a quote, so expression escapes like `\(` stay as written.
    private static func swiftStringLiteral(_ text: String) -> String {
        guard text.contains("\\") || text.contains("\"") else { return "\"\(text)\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}
