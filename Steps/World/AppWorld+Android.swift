import LinkSpecPlatform

// What steps do to an Android phone around the app: the back button, the installed build's signing certificate
// and the user's "Open supported links" switch. As the other actions, each
// changes the app through `perform`, so a rebuilt app replays it.

extension AppWorld {
    /// Presses Android's back button: it closes the password prompt, else the
    /// presented screen, else pops the selected tab, else returns to the start
    /// tab; there it finishes an activity instance a link started (the one
    /// below shows again), else the app moves to the background. Throws on iOS (an iPhone
    /// has no back button) or while the app is not in the foreground.
    public func pressBack() throws {
        try perform("press back") { app throws(SimulatedAppError) in try app.pressBack() }
    }

    /// The installed build is signed with the certificate of that name in
    /// `app.json`'s `signingCertificates`: Android verifies the app's hosts
    /// for it. Throws on iOS or for a name `app.json` does not have.
    public func installBuild(signedWith certificate: String) throws {
        try perform("sign the installed build with \(quote(certificate))") { app throws(SimulatedAppError) in
            try app.installBuild(signedWith: certificate)
        }
    }

    /// Turns Android's "Open supported links" for the app on or off: off,
    /// verified web links open the browser. Throws on iOS.
    public func setOpensSupportedLinks(_ on: Bool) throws {
        try perform("turn \(on ? "on" : "off") \"Open supported links\"") { app throws(SimulatedAppError) in
            try app.setOpensSupportedLinks(on)
        }
    }
}

// Android's own entry points: App Shortcuts and another app's intent.
extension AppWorld {
    /// Taps the static App Shortcut of `res/xml/shortcuts.xml` with this
    /// `android:shortcutId` or short label: the launcher sends its intent, whose
    /// data is the link. Remembered as "the deep link". Throws on iOS, or when
    /// the app has no such shortcut (naming the ones it has).
    @discardableResult
    public func tapAppShortcut(_ name: String) throws -> LinkFate {
        guard app.platform == .android else { throw failure("App Shortcuts of shortcuts.xml are Android's (tag the scenario @android)") }
        let shortcuts = map.android?.shortcuts ?? []
        guard let shortcut = shortcuts.first(where: { $0.id == name || $0.label == name }) else {
            let names = shortcuts.map { quote($0.id) }.joined(separator: ", ")
            throw failure(shortcuts.isEmpty
                ? "the app has no App Shortcuts: its manifest names no res/xml shortcuts file (<meta-data android:name=\"android.app.shortcuts\">)"
                : "the app has no App Shortcut \(quote(name))\(suggestion(name, Set(shortcuts.map(\.id)))); its shortcuts: \(names)")
        }
        guard let link = shortcut.data else {
            throw failure("the App Shortcut \(quote(shortcut.id)) (\(shortcut.location)) has no android:data: its intent carries no link")
        }
        return open(link) { app in app.openAppShortcut(shortcut) }
    }

    /// Another app starts an `Intent.ACTION_VIEW` for `link` with its package
    /// set to `package` (the app's own when nil): no App Links verification,
    /// but a filter of the package must take it. Remembered as "the deep link".
    @discardableResult
    public func openFromOtherApp(_ link: String, package: String? = nil) -> LinkFate {
        let package = package ?? map.android?.applicationID ?? ""
        return open(link) { app in app.openFromOtherApp(link, package: package) }
    }
}
