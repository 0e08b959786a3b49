/// What a step parameter names in the app map, so that tools can check and
/// complete it: the language server flags `the "Setings" screen is displayed`
/// and offers the map's screens inside the quotes. The standard steps give
/// their parameters roles; a team's own steps have none, and nothing about
/// running a step depends on them.
package enum ParameterRole: Hashable, Sendable {
    case screen
    case tab
    case flavour
    /// The intent of a route: its pattern's first segment (`somescreen`).
    case intent
    /// A link opened by a step, written as the step writes it.
    case link(LinkForm)

    package enum LinkForm: Hashable, Sendable {
        /// What follows `<first registered scheme>://` (`somescreen/42`).
        case afterScheme
        /// A whole URL the OS opens: any scheme, or an https universal link.
        case url
        /// A whole URL or an intent path, given to the in-app router.
        case inApp
    }
}

extension StepLibrary {
    // The standard steps' definitions with the roles of their parameters;
    // package, since a team's phrases name nothing of the app map.

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
