import AppSimulation

/// The entry points besides the OS and the in-app router, tried where they
/// differ from each other: every one logged in; those that hand the link to the
/// app's own code, and those with rules of their own, also logged out and at a
/// cold start; a tapped link and a Smart App Banner while the app is not
/// installed. A push notification needs the map's payload key, a sign-in
/// redirect its callback.
package enum EntryPointChannels {
    package static func channels(in state: Situation.State, map: AppMap) -> [OpeningChannel] {
        let entry = map.entryPoints
        var everyOne: [OpeningChannel] = [.widget, .shortcut, .qrCode, .nfcTag, .spotlight, .handoff, .messages, .mail, .notes, .inAppBrowser,
                                          .webView, .appItself, .appItselfUniversalLinksOnly, .smartAppBanner]
        if entry.notificationLinkKey != nil { everyOne.insert(.pushNotification, at: 0) }
        if entry.signInCallback != nil { everyOne.append(.signInRedirect) }
        switch state {
        case .loggedIn: return everyOne
        case .loggedOut, .coldStart:
            return everyOne.filter { [.pushNotification, .widget, .spotlight, .handoff, .webView, .smartAppBanner].contains($0) }
        case .notInstalled: return [.smartAppBanner]
        default: return []
        }
    }

    /// Android's entry points that take any link: a notification's
    /// `PendingIntent` (every state the app's own code sees) and another app's
    /// intent with the app's package (logged in). An App Shortcut carries the
    /// link its shortcuts.xml gives, so it is not tried with others.
    package static func androidChannels(in state: Situation.State) -> [OpeningChannel] {
        switch state {
        case .loggedIn: return [.pushNotification, .androidIntent]
        case .loggedOut, .coldStart: return [.pushNotification]
        default: return []
        }
    }

    /// The `When` step that opens `link` by `channel`, in the standard phrases.
    package static func phrase(opening link: String, by channel: OpeningChannel) -> String {
        let quoted = GherkinText.quoted(link)
        switch channel {
        case .system, .deferredLink: return "I open \(quoted)"
        case .inApp: return "I open \(quoted) from inside the app"
        case .pushNotification: return "I tap a push notification with link \(quoted)"
        case .widget: return "I tap the widget linking to \(quoted)"
        case .shortcut: return "I run the shortcut opening \(quoted)"
        case .qrCode: return "I scan a QR code of \(quoted)"
        case .nfcTag: return "I tap the notification of an NFC tag with \(quoted)"
        case .spotlight: return "I tap the Spotlight result for \(quoted)"
        case .handoff: return "I continue \(quoted) from another device"
        case .messages: return "I tap \(quoted) in Messages"
        case .mail: return "I tap \(quoted) in Mail"
        case .notes: return "I tap \(quoted) in Notes"
        case .inAppBrowser: return "I open \(quoted) as the first page of an in-app browser"
        case .webView: return "I tap \(quoted) in a web view"
        case .appItself: return "the app opens \(quoted) itself"
        case .appItselfUniversalLinksOnly: return "the app opens \(quoted) itself with universal links only"
        case .smartAppBanner: return "I tap Open on the Smart App Banner of \(quoted)"
        case .signInRedirect: return "sign-in redirects to \(quoted)"
        case .appShortcut: return "I tap the \(quoted) app shortcut"
        case .androidIntent: return "another app opens \(quoted) with the app's package"
        }
    }
}
