/// Tapping a push notification: the app reads the link from the payload key the
/// app map names; from a cold start it arrives once the app has launched, and
/// waits for login like any link.
enum NotificationSteps {
    static func register(into library: inout StepLibrary<AppWorld>) {
        library.when("I tap a push notification with link {string}",
                     doc: "Taps a notification whose payload holds the link under the app map's key.",
                     roles: [.link(.notification)]) { (world, link: String) in
            try world.tapNotification(link: link)
        }
        library.when("I tap a push notification with payload:",
                     doc: "Taps a notification with this JSON payload; the app reads its link from the app map's key.") { (world, json: String) in
            try world.tapNotification(payload: json)
        }
    }
}
