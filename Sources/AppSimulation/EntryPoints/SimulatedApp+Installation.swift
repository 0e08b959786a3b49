/// The app not installed, installed and opened, and the link it may find on its
/// first launch: a link tapped before the install is kept by the deferred-link
/// method the app map names (a pasteboard hand-off, behind the paste prompt, or
/// an attribution provider's match), or lost.
extension SimulatedApp {
    /// Removes the app: its process ends and a fresh install starts logged out.
    package mutating func removeApp() {
        terminate()
        logOut()
        entry.isInstalled = false
        entry.deferredLink = nil
        log(.appRemoved)
    }

    /// Installs the app and opens it: its first launch, which receives a deferred
    /// link. Throws when it is installed, or when a pasteboard hand-off needs an
    /// answer to the paste prompt that the scenario has not given.
    package mutating func installAndOpen() throws(SimulatedAppError) {
        guard !entry.isInstalled else { throw SimulatedAppError("the app is installed already") }
        if map.entryPoints.deferredLinks == .pasteboard, entry.deferredLink != nil, entry.allowsPasting == nil {
            throw SimulatedAppError("reading the deferred link from the pasteboard shows the paste prompt: "
                                    + "say 'Given I allow pasting' or 'Given I don't allow pasting'")
        }
        launch()
    }

    /// The user's answer to the paste prompt.
    package mutating func answerPastePrompt(allowing: Bool) { entry.allowsPasting = allowing }

    /// Receives links through this lifecycle's APIs from now on.
    package mutating func useLifecycle(_ lifecycle: Lifecycle) { entry.lifecycle = lifecycle }

    /// Marks the app installed at its first launch; true when this launch is the first.
    mutating func installIfNeeded() -> Bool {
        guard !entry.isInstalled else { return false }
        entry.isInstalled = true
        log(.appInstalled)
        return true
    }

    /// On first launch, hands over the link kept for it (or loses it where the user did not allow pasting).
    mutating func deliverDeferredLink() {
        guard let link = entry.deferredLink else { return }
        entry.deferredLink = nil
        if map.entryPoints.deferredLinks == .pasteboard, entry.allowsPasting != true {
            log(.linkDiscarded(link: link, reason: "the deferred link is lost: the user did not allow pasting"))
            return
        }
        open(link, via: .deferredLink)
    }

    /// A tapped notification whose payload (`payload`, its JSON) lacks the key the
    /// app reads: the app opens, and no link arrives.
    @discardableResult
    package mutating func openNotification(withoutLink payload: String, key: String) -> LinkOutcome {
        log(.linkReceived(link: payload, channel: .pushNotification))
        guard entry.isInstalled else { return notOpened(payload, "the app is not installed") }
        arrive(payload, web: false, channel: .pushNotification)
        return ignore(payload, "the notification's payload has no '\(key)' string, the key the app reads its link from")
    }
}
