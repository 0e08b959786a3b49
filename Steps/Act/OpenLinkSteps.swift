/// Opening links by the three channels: the OS with the app's own scheme, the
/// OS with any URL, and the in-app router (which bypasses the OS).
enum OpenLinkSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I open the app with {string} deeplink",
                     doc: "The OS opens <the app's deep-link scheme>://<text>.", roles: [.link(.afterScheme)]) { (world, path: String) in
            try openDeepLink(path, world)
        }
        library.when("I open the app with {string} deep link",
                     doc: "The OS opens <the app's deep-link scheme>://<text>.", roles: [.link(.afterScheme)]) { (world, path: String) in
            try openDeepLink(path, world)
        }

        library.when("I open {string}", doc: "The OS opens a full URL (any scheme, or an https universal link) and decides whether the app opens.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .system)
        }

        // Babylon's TabDeeplinkRouter.
        library.when("I open {string} from inside the app",
                     doc: "The in-app router opens a full URL of any scheme or an intent path, bypassing the OS.",
                     roles: [.link(.inApp)]) { (world, link: String) in
            world.open(link, via: .inApp)
        }
    }

    /// `<deep-link scheme>://<path>`, opened by the OS: the app map's
    /// `deepLinkScheme`, else its first registered scheme.
    static func openDeepLink(_ path: String, _ world: AppWorld) throws {
        guard let scheme = world.map.deepLinkScheme else {
            throw world.failure("the app map registers no scheme, so there is no deep link to open")
        }
        world.open("\(scheme)://\(path)", via: .system)
    }
}
