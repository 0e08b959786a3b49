/// What a step parameter stands for beyond its type, in the words of the step
/// library that defines the step: the standard steps say a parameter names a
/// screen, a tab or a link of the app map (see `AppParameterRole` in the step
/// library), so that the language server can check and complete it. The runner
/// knows no roles: it carries them from a definition to the step catalog, and
/// names a snippet's placeholder after them (`the "${1:screen}" screen is
/// displayed`). A team's steps have none, and nothing about running a step
/// depends on them.
package struct ParameterRole: Hashable, Sendable {
    /// The role's name, which a snippet's placeholder shows (`screen`, `path`).
    package let name: String

    package init(_ name: String) {
        self.name = name
    }
}

extension StepLibrary {
    // Definitions with the roles of their parameters (the standard steps');
    // package: a team's phrases have no roles.

    package mutating func given<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.given, .expression(expression),
               StepDescription(doc: doc, roles: roles, file: file, filePath: filePath, line: line), body)
    }

    package mutating func when<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.when, .expression(expression),
               StepDescription(doc: doc, roles: roles, file: file, filePath: filePath, line: line), body)
    }

    package mutating func then<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.then, .expression(expression),
               StepDescription(doc: doc, roles: roles, file: file, filePath: filePath, line: line), body)
    }
}
