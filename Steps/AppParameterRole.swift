/// What a standard step's parameter names in the app map, so that tools can
/// check and complete it: the language server flags `the "Setings" screen is
/// displayed` and offers the map's screens inside the quotes. The standard
/// steps give their parameters these roles (`roles: [.screen]`); the runner
/// carries them by name (`ParameterRole`) and knows none of them.
package enum AppParameterRole: Hashable, Sendable, CaseIterable {
    case screen
    case tab
    case flavour
    /// The intent of a route: its pattern's first segment (`somescreen`).
    case intent
    /// A link opened by a step, written as the step writes it.
    case link(LinkForm)

    package enum LinkForm: Hashable, Sendable, CaseIterable {
        /// What follows `<first registered scheme>://` (`somescreen/42`).
        case afterScheme
        /// A whole URL the OS opens: any scheme, or an https universal link.
        case url
        /// A whole URL or an intent path, given to the in-app router.
        case inApp
    }

    package static let allCases: [AppParameterRole] = [.screen, .tab, .flavour, .intent] + LinkForm.allCases.map(Self.link)

    /// The role's name, which snippets show as the placeholder: `screen`,
    /// `tab`, `flavour`, `intent`, and `path`, `url` or `link` for the three
    /// ways a step writes a link.
    package var name: String {
        switch self {
        case .screen: return "screen"
        case .tab: return "tab"
        case .flavour: return "flavour"
        case .intent: return "intent"
        case .link(.afterScheme): return "path"
        case .link(.url): return "url"
        case .link(.inApp): return "link"
        }
    }

    package var role: ParameterRole { ParameterRole(name) }

    /// The standard role a definition's parameter has, if it has one of them.
    package init?(_ role: ParameterRole?) {
        guard let role, let known = Self.allCases.first(where: { $0.name == role.name }) else { return nil }
        self = known
    }

    /// Whether it is a link, whose values are checked by where they lead.
    package var isLink: Bool {
        if case .link = self { return true }
        return false
    }
}

/// The standard roles where a definition names them: `roles: [.screen]`,
/// `roles: [.link(.url)]`.
extension ParameterRole {
    static let screen = AppParameterRole.screen.role
    static let tab = AppParameterRole.tab.role
    static let flavour = AppParameterRole.flavour.role
    static let intent = AppParameterRole.intent.role

    static func link(_ form: AppParameterRole.LinkForm) -> ParameterRole {
        AppParameterRole.link(form).role
    }
}
