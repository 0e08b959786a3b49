import Foundation

/// A ready-to-paste step definition for an undefined step. The first proposed
/// expression is live; the alternatives follow as comments, as cucumber-js prints them.
public struct Snippet: Sendable {
    public let keyword: StepKeyword
    /// Proposed expressions, best first (never empty).
    public let expressions: [GeneratedExpression]
    public let attachment: StepAttachment?

    public init(keyword: StepKeyword, expressions: [GeneratedExpression], attachment: StepAttachment? = nil) {
        self.keyword = keyword
        self.expressions = expressions.isEmpty ? [GeneratedExpression(literals: [""], parameterTypes: [])] : expressions
        self.attachment = attachment
    }

    /// The best proposal: `I have {int} cucumbers`.
    public var expression: String { expressions[0].source }

    /// The snippet as Swift source, in `template`'s style.
    public func text(using template: SnippetTemplate = .closure) -> String {
        template.render(self)
    }

    /// `(name: Type, ...)` for a proposal, with the attachment last.
    public func parameters(of expression: GeneratedExpression) -> [(name: String, typeName: String)] {
        var parameters = zip(expression.parameterNames, expression.parameterTypes).map { ($0, $1.typeName) }
        if let attachment { parameters.append((attachment.parameterName, attachment.typeName)) }
        return parameters
    }
}

/// How a snippet is written out; the runner may supply its own.
public struct SnippetTemplate: Sendable {
    public let render: @Sendable (Snippet) -> String

    public init(render: @escaping @Sendable (Snippet) -> String) {
        self.render = render
    }

    /// ```swift
    /// Given("I have {int} cucumbers") { (int: Int) in
    /// // Given("I have {float} cucumbers") { (float: Double) in
    ///     // Write code here that turns the phrase above into concrete actions
    ///     throw PendingStep()
    /// }
    /// ```
    public static let closure = SnippetTemplate { snippet in
        func header(_ expression: GeneratedExpression) -> String {
            let parameters = snippet.parameters(of: expression)
            let signature = parameters.isEmpty
                ? ""
                : " (" + parameters.map { "\($0.name): \($0.typeName)" }.joined(separator: ", ") + ") in"
            return "\(snippet.keyword.rawValue)(\(swiftStringLiteral(expression.source))) {\(signature)"
        }
        var lines = [header(snippet.expressions[0])]
        lines += snippet.expressions.dropFirst().map { "// " + header($0) }
        lines.append("    // Write code here that turns the phrase above into concrete actions")
        lines.append("    throw PendingStep()")
        lines.append("}")
        return lines.joined(separator: "\n")
    }

    /// A Swift string literal for `text`: raw (`#"..."#`) when it holds a
    /// backslash or a quote, so expression escapes like `\(` stay as written.
    public static func swiftStringLiteral(_ text: String) -> String {
        guard text.contains("\\") || text.contains("\"") else { return "\"\(text)\"" }
        var hashes = "#"
        while text.contains("\"" + hashes) { hashes += "#" }
        return hashes + "\"" + text + "\"" + hashes
    }
}

private func swiftStringLiteral(_ text: String) -> String {
    SnippetTemplate.swiftStringLiteral(text)
}
