/// What a step parameter stands for beyond its type, in the words of the
/// library that defines the step: the standard steps say a parameter names a
/// screen, a tab or a link of the app map (`AppParameterRole`), so that the
/// language server can check and complete it. The runner only carries roles
/// to the step catalog; a team's steps have none.
package struct ParameterRole: Hashable, Sendable {
    /// The role's name, which a snippet's placeholder shows (`screen`, `path`).
    package let name: String

    package init(_ name: String) {
        self.name = name
    }
}

extension StepLibrary {
    package mutating func given<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.given, .expression(expression), doc: doc, roles: roles, file: file, filePath: filePath, line: line, body)
    }

    package mutating func when<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.when, .expression(expression), doc: doc, roles: roles, file: file, filePath: filePath, line: line, body)
    }

    package mutating func then<each Argument>(
        _ expression: String, doc: String, roles: [ParameterRole?],
        file: String = #fileID, filePath: String = #filePath, line: Int = #line,
        _ body: @escaping @Sendable (World, repeat each Argument) throws -> Void
    ) {
        define(.then, .expression(expression), doc: doc, roles: roles, file: file, filePath: filePath, line: line, body)
    }
}
