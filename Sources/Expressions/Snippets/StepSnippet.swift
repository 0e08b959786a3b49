import Foundation

/// A ready-to-paste step definition for an undefined step. The first proposed
/// expression is live; the alternatives follow as comments, as cucumber-js prints them.
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

    /// The snippet as Swift source, in `template`'s style.
    package func text(using template: SnippetTemplate = .stepLibrary()) -> String {
        template.render(self)
    }

    /// `(name: Type, ...)` for a proposal, with the attachment last.
    package func parameters(of expression: GeneratedExpression) -> [(name: String, typeName: String)] {
        var parameters = zip(expression.parameterNames, expression.parameterTypes).map { ($0, $1.typeName) }
        if let attachment { parameters.append((attachment.parameterName, attachment.typeName)) }
        return parameters
    }
}

/// How a snippet is written out; the runner may supply its own.
package struct SnippetTemplate: Sendable {
    package let render: @Sendable (StepSnippet) -> String

    package init(render: @escaping @Sendable (StepSnippet) -> String) {
        self.render = render
    }

    /// The project's step library style, `variable` naming the library:
    /// ```swift
    /// library.given("I have {int} cucumbers") { (world, int: Int) in
    /// // library.given("I have {float} cucumbers") { (world, float: Double) in
    ///     try pending()
    /// }
    /// ```
    /// A step of unknown kind (`*`) gets `library.step(...)`.
    package static func stepLibrary(variable: String = "library") -> SnippetTemplate {
        SnippetTemplate { snippet in
            let method = snippet.keyword == .any ? "step" : snippet.keyword.rawValue.lowercased()
            func header(_ expression: GeneratedExpression) -> String {
                let parameters = snippet.parameters(of: expression).map { "\($0.name): \($0.typeName)" }
                let signature = parameters.isEmpty ? "world" : "(world, " + parameters.joined(separator: ", ") + ")"
                return "\(variable).\(method)(\(swiftStringLiteral(expression.source))) { \(signature) in"
            }
            var lines = [header(snippet.expressions[0])]
            lines += snippet.expressions.dropFirst().map { "// " + header($0) }
            lines.append("    try pending()")
            lines.append("}")
            return lines.joined(separator: "\n")
        }
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
