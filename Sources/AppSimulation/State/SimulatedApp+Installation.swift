/// Whether the app is on the phone at all: a link to an app that is not
/// installed never opens it (the browser opens a web link; Chrome follows an
/// intent's fallback).
extension SimulatedApp {
    /// Takes the app off the phone: its process ends, and the OS opens no link in it.
    package mutating func uninstall() {
        terminate()
        guard isInstalled else { return }
        isInstalled = false
        log(.uninstalled)
    }
}
