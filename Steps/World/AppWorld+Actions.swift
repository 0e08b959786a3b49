import Foundation

// What steps do to the app: each action changes the scenario's app through
// `perform`, so a rebuilt app replays it. An action the app's state does not
// allow, or that names something the app map does not have, throws a
// `StepFailure` saying what the app shows. A new action is one method here
// over one mutating method of `SimulatedApp`.

// MARK: - Opening links

extension AppWorld {
    /// Opens a link as the OS (`.system`: a tapped link, a notification,
    /// another app) or the in-app router (`.inApp`, which bypasses the OS and
    /// takes a bare intent path too), and remembers it as "the deep link" that
    /// `Then the deep link is ...` talks about. Returns what became of it so far.
    @discardableResult
    public func open(_ link: String, via channel: OpeningChannel) -> LinkFate {
        open(link) { app in app.open(link, via: channel) }
    }

    /// Types a URL into Safari's address bar: an https link stays in the
    /// browser, a custom scheme goes to the OS. Remembered as "the deep link".
    @discardableResult
    public func typeIntoSafari(_ url: String) -> LinkFate {
        open(url) { app in app.typeIntoSafari(url) }
    }

    /// Taps a link on a web page of `host`: a link to the same domain stays in
    /// the browser, any other goes to the OS. Remembered as "the deep link".
    @discardableResult
    public func tapLink(_ url: String, onPageOf host: String) -> LinkFate {
        open(url) { app in app.tapLink(url, onPageOf: host) }
    }

    /// The user's pick for a domain's universal links: Safari (after "Open in
    /// Safari"), or the app again. Throws for a domain the app does not claim.
    public func chooseToOpenLinks(ofHost host: String, inSafari: Bool) throws {
        guard map.claimsUniversalLinks(onHost: host) else {
            throw failure("the app claims no universal links on \(quote(host)); its domains are \(quoted(map.universalLinkHosts))")
        }
        perform { app in app.chooseToOpenLinks(ofHost: host, inSafari: inSafari) }
    }
}

// MARK: - The process and the session

extension AppWorld {
    /// Starts the app in the foreground (nothing when it runs): the login
    /// screen when logged out, the tab bar on its initial tab when logged in.
    public func launch() {
        perform { app in app.launch() }
    }

    /// Ends the app's process: the screens and any waiting link are gone, the
    /// session (the keychain) stays; the next link cold-starts the app.
    public func terminate() {
        perform { app in app.terminate() }
    }

    /// Sends the running app to the background (the home button).
    public func moveToBackground() {
        perform { app in app.moveToBackground() }
    }

    /// Brings a background app to the front.
    public func moveToForeground() {
        perform { app in app.moveToForeground() }
    }

    /// Logs in as `user` (logging out whoever was); links that waited for
    /// login run now, in order. Throws for an empty or blank name.
    public func logIn(as user: String) throws {
        try checkUserName(user)
        perform { app in app.logIn(as: user) }
    }

    func checkUserName(_ user: String) throws(StepFailure) {
        if Self.isBlank(user) { throw failure("a user name cannot be empty") }
    }

    /// Logs out: the clinical-access grant ends, the tab bar goes, a shown
    /// password prompt is discarded.
    public func logOut() {
        perform { app in app.logOut() }
    }

    /// Empty or whitespace only, as Foundation trims it. The trimming costs tens
    /// of thousands of instructions, and any ASCII byte but space and tab is not
    /// whitespace, so a name with one is not blank without asking.
    static func isBlank(_ user: String) -> Bool {
        if user.utf8.contains(where: { $0 < 0x80 && $0 != 0x20 && $0 != 0x09 }) { return false }
        return user.trimmingCharacters(in: .whitespaces).isEmpty
    }
}

// MARK: - What the user does by hand

extension AppWorld {
    /// Taps a tab. Throws when there is no tab bar (logged out, not running),
    /// no such tab, or something is presented over the tab bar.
    public func selectTab(_ name: String) throws {
        try perform("select the \(quote(name)) tab") { app throws(SimulatedAppError) in try app.selectTab(name) }
    }

    /// Presents a screen of the app map modally over whatever is shown (a state
    /// a user made, not a deep link). Throws for an unknown screen, or while
    /// the app is not running or the password prompt is up.
    public func present(screenNamed name: String, context: [String: String] = [:]) throws {
        try perform("present \(quote(name))") { app throws(SimulatedAppError) in try app.present(screenNamed: name, context: context) }
    }

    /// Dismisses the topmost presented screen. Throws when none is presented
    /// or the password prompt is up.
    public func dismissPresentedScreen() throws {
        try perform("dismiss the presented screen") { app throws(SimulatedAppError) in try app.dismissPresentedScreen() }
    }

    /// Answers the clinical-access password prompt: the right password grants
    /// clinical access and the waiting route goes on; a wrong one discards it.
    /// Returns what became of the link behind the prompt. Throws when no prompt
    /// is shown.
    @discardableResult
    public func enterPassword(_ password: String) throws -> LinkFate {
        LinkFate(try perform("enter the password") { app throws(SimulatedAppError) in try app.enterPassword(password) })
    }

    /// Cancels the password prompt: the link waiting behind it is discarded.
    /// Throws when no prompt is shown.
    @discardableResult
    public func cancelPasswordPrompt() throws -> LinkFate {
        LinkFate(try perform("cancel the password prompt") { app throws(SimulatedAppError) in try app.cancelPasswordPrompt() })
    }
}

// MARK: - How the app is configured

extension AppWorld {
    /// Runs the app as this flavour of the app map: its disabled intents do
    /// nothing, and the team's routing function is told of it. Throws for a
    /// flavour the map does not have.
    public func useFlavour(_ name: String) throws {
        guard map.flavour(named: name) != nil else {
            throw failure("unknown app flavour \(quote(name)); the app map's flavours are \(quoted(map.flavours.map(\.name)))")
        }
        perform { app in app.flavour = name }
    }

    /// Turns an intent of the app map off for the scenario (on top of the
    /// flavour's). Throws for an intent no route has.
    public func disableIntent(_ intent: String) throws {
        let intents = Self.intents(of: map)
        guard intents.contains(where: { $0.lowercased() == intent.lowercased() }) else {
            throw failure("unknown intent \(quote(intent)); the app map's intents are " + intents.map(quote).joined(separator: ", "))
        }
        perform { app in app.disableIntent(intent) }
    }

    /// Turns an intent turned off by `disableIntent(_:)` on again (the
    /// flavour's stay off).
    public func enableIntent(_ intent: String) {
        perform { app in app.enableIntent(intent) }
    }

    /// Turns the device's Associated Domains Development mode on or off (off
    /// until then, as on a user's device): only with it on do the
    /// `applinks:host?mode=developer` domains of the entitlements open the app.
    public func useAssociatedDomainsDevelopmentMode(_ isOn: Bool) {
        perform { app in app.associatedDomainsDevelopmentMode = isOn }
    }

    /// Sets the password the clinical-access prompt accepts (the map's until then).
    public func useClinicalAccessPassword(_ password: String) {
        perform { app in app.clinicalAccessPassword = password }
    }

    /// Every route's intent, once each, in the map's order.
    static func intents(of map: AppMap) -> [String] {
        var seen: Set<String> = []
        return map.routes.map(\.intent).filter { seen.insert($0.lowercased()).inserted }
    }
}
