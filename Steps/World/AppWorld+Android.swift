// What steps do to an Android phone around the app: the back button, the installed build's signing certificate
// and the user's "Open supported links" switch. As the other actions, each
// changes the app through `perform`, so a rebuilt app replays it.

extension AppWorld {
    /// Presses Android's back button: it closes the password prompt, else the
    /// presented screen, else pops the selected tab, else returns to the start
    /// tab; there the app moves to the background. Throws on iOS (an iPhone
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
