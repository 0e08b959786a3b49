/// Android's own entry points besides a tapped link: a static App Shortcut,
/// and another app's `Intent.ACTION_VIEW` with a package set. (A notification's
/// `PendingIntent` is `I tap a push notification with link ...` on Android too.)
enum AndroidEntrySteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I tap the {string} app shortcut",
                     doc: "Android: taps the App Shortcut of res/xml/shortcuts.xml with this shortcutId or short label; its intent's data is the link.") {
            (world, name: String) in
            try world.tapAppShortcut(name)
        }
        library.when("another app opens {string} with the app's package",
                     doc: "Android: another app starts Intent.ACTION_VIEW for the link with the app's package set (no App Links verification).",
                     roles: [.link(.packageIntent)]) { (world, link: String) in
            world.openFromOtherApp(link)
        }
        library.when("another app opens {string} with package {string}",
                     doc: "Android: another app starts Intent.ACTION_VIEW for the link with this package set.",
                     roles: [.link(.packageIntent), nil]) { (world, link: String, package: String) in
            world.openFromOtherApp(link, package: package)
        }
    }
}
