import LinkSpecPlatform
import LinkSpecRunner
import AppSimulation
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
    /// A signing certificate's name in `app.json`'s `signingCertificates` (`upload`).
    case certificate
    /// A link opened by a step, written as the step writes it.
    case link(LinkForm)

    package enum LinkForm: Hashable, Sendable, CaseIterable {
        /// What follows `<deep-link scheme>://` (`somescreen/42`).
        case afterScheme
        /// A whole URL the OS opens: any scheme, or an https universal link.
        case url
        /// An https link the OS opens only as a universal link (a shortcut's
        /// `OpenURLIntent`, an NFC tag read in the background).
        case universalLink
        /// A whole URL or an intent path, given to the in-app router.
        case inApp
        /// A push payload's link: as `inApp`, and a relative link
        /// (`/lovelace/cameras`) resolved as the app resolves it.
        case notification
        /// A whole URL another app sends with `Intent.ACTION_VIEW` and the
        /// app's package set (Android): the package's intent filters take it,
        /// whatever App Links verification says.
        case packageIntent
    }

    package static let allCases: [AppParameterRole] = [.screen, .tab, .flavour, .intent, .certificate] + LinkForm.allCases.map(Self.link)

    /// The role's name, which snippets show as the placeholder: `screen`,
    /// `tab`, `flavour`, `intent`, `certificate`, and `path`, `url`, `universal link`,
    /// `link`, `payload link` or `intent url` for the six ways a step writes a link.
    package var name: String {
        switch self {
        case .screen: return "screen"
        case .tab: return "tab"
        case .flavour: return "flavour"
        case .intent: return "intent"
        case .certificate: return "certificate"
        case .link(.afterScheme): return "path"
        case .link(.url): return "url"
        case .link(.universalLink): return "universal link"
        case .link(.inApp): return "link"
        case .link(.notification): return "payload link"
        case .link(.packageIntent): return "intent url"
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

extension AppParameterRole {
    /// The names a parameter of this role may take in `map`, in the map's
    /// order: every screen (those declared, the tabs' roots, the login screen:
    /// validation allows no other), the tabs, the flavours, the routes' intents
    /// (each once, whatever its case), the Android signing certificates; none
    /// for a link.
    package func names(in map: AppMap) -> [String] {
        var names: [String] = []
        func add(_ name: String) {
            guard !names.contains(where: { self == .intent ? $0.lowercased() == name.lowercased() : $0 == name }) else { return }
            names.append(name)
        }
        switch self {
        case .screen: (map.screens.map(\.name) + map.tabs.map(\.rootScreen) + [map.loginScreen]).forEach(add)
        case .tab: map.tabs.map(\.name).forEach(add)
        case .flavour: map.flavours.map(\.name).forEach(add)
        case .intent: map.routes.map(\.intent).forEach(add)
        case .certificate: (map.android?.signingCertificates.map(\.name) ?? []).forEach(add)
        case .link: break
        }
        return names
    }
}

extension AppParameterRole {
    /// What is wrong with a name a step gives a parameter of this role, among
    /// the names the map has for it (`names(in:)`), or nil: the one message
    /// the language server shows as one types and a run stops on before
    /// anything runs. `the app map has no screen 'Frontend Pages' (did you mean
    /// 'Frontend Page'?)`; without a close name, the names it has. A link is
    /// checked by where it leads, not here.
    package func problem(with value: String, among known: [String]) -> String? {
        // Intents are matched without case, as routes match them.
        let found = self == .intent ? known.contains { $0.lowercased() == value.lowercased() } : known.contains(value)
        guard !found, !isLink else { return nil }
        var message = "the app map has no \(name) '\(value)'"
        if let close = Spelling.closest(to: value, among: known) {
            message += " (did you mean '\(close)'?)"
        } else {
            let listed = known.prefix(12).map { "'\($0)'" }.joined(separator: ", ")
            message += known.isEmpty ? "; it has none" : "; its \(name)s are \(listed)" + (known.count > 12 ? ", ..." : "")
        }
        return message
    }

    /// The check a run makes of the names its steps give the app map's
    /// screens, tabs, flavours, intents and certificates, before anything
    /// runs (`StepArgumentCheck`): the language server's, from the same
    /// `problem(with:among:)`.
    /// The names are gathered once a run, each role's into a set: a step's
    /// value is looked up, and only one the map lacks is spelt against them.
    package static func nameRule(for map: AppMap) -> StepArgumentCheck.Rule {
        var names: [ParameterRole: (standard: AppParameterRole, names: [String], known: Set<String>)] = [:]
        for role in allCases where !role.isLink {
            let list = role.names(in: map)
            names[role.role] = (role, list, Set(list.map(role.lookupKey)))
        }
        let known = names
        return { role, value in
            guard let entry = known[role], !entry.known.contains(entry.standard.lookupKey(value)) else { return nil }
            return entry.standard.problem(with: value, among: entry.names)
        }
    }

    /// A name as it is looked up: an intent without case, as routes match it.
    private func lookupKey(_ name: String) -> String {
        self == .intent ? name.lowercased() : name
    }
}

extension StepVocabulary {
    /// What steps may write without quotes in a run against `map`: its
    /// screens (`{screen name}`) and tabs (`{tab name}`) by name.
    package init(app map: AppMap) {
        self.init([AppParameterRole.screen.role: AppParameterRole.screen.names(in: map),
                   AppParameterRole.tab.role: AppParameterRole.tab.names(in: map)])
    }
}

/// The standard roles where a definition names them: `roles: [.screen]`,
/// `roles: [.link(.url)]`.
extension ParameterRole {
    static let screen = AppParameterRole.screen.role
    static let tab = AppParameterRole.tab.role
    static let flavour = AppParameterRole.flavour.role
    static let intent = AppParameterRole.intent.role
    static let certificate = AppParameterRole.certificate.role

    static func link(_ form: AppParameterRole.LinkForm) -> ParameterRole {
        AppParameterRole.link(form).role
    }
}
