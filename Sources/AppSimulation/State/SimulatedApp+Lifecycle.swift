/// Launching, backgrounding, terminating, logging in and out.
extension SimulatedApp {
    /// Starts the app in the foreground (no effect when it is running): the login
    /// screen when logged out, the tab bar on its initial tab when logged in. The
    /// log names the link that started it, if one did.
    package mutating func launch(coldStartBy link: String? = nil) {
        switch launchState {
        case .foreground: return
        case .background:
            launchState = .foreground
            log(.movedToForeground)
        case .notRunning:
            let firstLaunch = installIfNeeded()
            launchState = .foreground
            log(.launched(coldStartBy: link))
            presented = []
            tabBar = session.isLoggedIn || map.tabsWhenLoggedOut ? TabBar(tabs: map.tabs, selecting: map.initialTab) : nil
            if firstLaunch { deliverDeferredLink() }
        }
    }

    /// Ends the process: the screens and any waiting link are gone, the session stays.
    package mutating func terminate() {
        guard isRunning else { return }
        if let prompt {
            self.prompt = nil
            log(.linkDiscarded(link: prompt.task.link, reason: "the app was terminated"))
        }
        for pending in pendingLinks { log(.linkDiscarded(link: pending.link, reason: "the app was terminated")) }
        pendingLinks = []
        presented = []
        tabBar = nil
        activityBackStack = []
        launchState = .notRunning
        log(.terminated)
    }

    /// Sends the running app to the background (the home button).
    package mutating func moveToBackground() {
        guard launchState == .foreground else { return }
        launchState = .background
        log(.movedToBackground)
    }

    package mutating func moveToForeground() {
        guard launchState == .background else { return }
        launchState = .foreground
        log(.movedToForeground)
    }

    /// Logs in (from the login screen when running); links that waited for login run now, in order.
    package mutating func logIn(as user: String) {
        if session.isLoggedIn { logOut() }
        session.user = user
        log(.loggedIn(user: user))
        if isRunning {
            presented = []
            tabBar = TabBar(tabs: map.tabs, selecting: map.initialTab)
            resumePendingLinks()
        }
    }

    /// Logs out: the clinical-access grant ends, a shown prompt is discarded, and the
    /// tab bar goes (or, where the tabs are there logged out, starts again on its initial tab).
    package mutating func logOut() {
        guard session.isLoggedIn else { return }
        if let prompt = dismissPrompt() {
            log(.linkDiscarded(link: prompt.task.link, reason: "logged out while the password prompt was shown"))
        }
        session = .loggedOut
        log(.loggedOut)
        if isRunning {
            dismissAllPresented()
            tabBar = map.tabsWhenLoggedOut ? TabBar(tabs: map.tabs, selecting: map.initialTab) : nil
        }
    }

    /// Turns an intent off for this app, on top of its flavour's (`Given the "records" deep link intent is disabled`).
    package mutating func disableIntent(_ intent: String) { disabledIntents.insert(intent.lowercased()) }
    /// Turns an intent disabled by `disableIntent` on again.
    package mutating func enableIntent(_ intent: String) { disabledIntents.remove(intent.lowercased()) }

    /// Why `intent` has no effect, or nil when it is enabled.
    package func disabledReason(forIntent intent: String) -> String? {
        // Every opened link asks; most apps disable nothing, so skip lowercasing and hashing.
        if flavour == nil, disabledIntents.isEmpty { return nil }
        let key = intent.lowercased()
        if let flavour, let spec = map.flavour(named: flavour), spec.disabledIntents.contains(where: { $0.lowercased() == key }) {
            return "the intent '\(intent)' is disabled in flavour '\(flavour)'"
        }
        if disabledIntents.contains(key) { return "the intent '\(intent)' is disabled" }
        return nil
    }
}
