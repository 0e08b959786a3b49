/// The system's own surfaces: a widget, a shortcut, the Camera's QR banner, an
/// NFC tag's notification, Spotlight, Handoff. Each delivers the link to the API of the app's lifecycle
/// that receives it (`Then the link arrives through ...`).
enum SystemSurfaceSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I tap the widget linking to {string}",
                     doc: "A widget's URL (widgetURL, Link) opens in the app, as an opened URL.",
                     roles: [.link(.inApp)]) { (world, url: String) in
            world.open(url, via: .widget)
        }
        library.when("I run the shortcut opening {string}",
                     doc: "OpenURLIntent: one of the app's universal links, as the AASA lets it open the app.",
                     roles: [.link(.universalLink)]) { (world, url: String) in
            world.open(url, via: .shortcut)
        }
        library.when("I scan a QR code of {string}",
                     doc: "Taps the Camera's banner: a universal link opens the app directly, a custom scheme goes through the OS.",
                     roles: [.link(.url)]) { (world, url: String) in
            world.open(url, via: .qrCode)
        }
        library.when("I tap the notification of an NFC tag with {string}",
                     doc: "Background tag reading: a universal link on the tag opens the app as a tapped one does (a browsing activity); "
                        + "another web link opens Safari, any other URL no app.",
                     roles: [.link(.universalLink)]) { (world, url: String) in
            world.open(url, via: .nfcTag)
        }
        library.when("I tap the Spotlight result for {string}",
                     doc: "A searchable item the app indexed with this identifier (CSSearchableItemActionType).",
                     roles: [.link(.inApp)]) { (world, identifier: String) in
            world.open(identifier, via: .spotlight)
        }
        library.when("I continue {string} from another device",
                     doc: "Handoff of a web page: the app, where the AASA's activitycontinuation lists it; else Safari.",
                     roles: [.link(.inApp)]) { (world, url: String) in
            world.open(url, via: .handoff)
        }
    }
}
