import Foundation
import LinkSpecJSON

// The entry points that need more than a link and its channel
// (`open(_:via:)` takes the others: `.widget`, `.handoff`, `.messages`, ...):
// a notification's payload, the sign-in session, the app not installed and
// its first launch, the paste prompt, the lifecycle.

extension AppWorld {
    /// Taps a push notification whose payload holds `link` under the key the app
    /// map names (`entryPoints.pushNotifications.linkKey`); from a cold start the
    /// link arrives once the app has launched. Remembered as "the deep link".
    /// Throws when the map names no key. On Android the notification's
    /// `PendingIntent` carries the link itself, so no key is needed.
    @discardableResult
    public func tapNotification(link: String) throws -> LinkFate {
        if app.platform != .android { _ = try notificationLinkKey() }
        return open(link, via: .pushNotification)
    }

    /// Taps a push notification with this JSON payload: the app reads its link
    /// from the payload's key the app map names; without it (or not a string) the
    /// app opens and no link arrives, and "the deep link" is the payload. Throws
    /// when the map names no key, or for a payload that is not a JSON object.
    @discardableResult
    public func tapNotification(payload json: String) throws -> LinkFate {
        let key = try notificationLinkKey()
        let payload: JSONValue
        do {
            payload = try JSONReader.read(json)
        } catch {
            throw failure("the notification's payload is not JSON: \(error.message) "
                          + "(line \(error.line), column \(error.column) of the doc string)")
        }
        guard let members = payload.object else {
            throw failure("the notification's payload must be a JSON object, not \(payload.kindName)")
        }
        if let link = members.first(where: { $0.key == key })?.value.string { return open(link, via: .pushNotification) }
        let shown = json.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return open(shown) { app in app.openNotification(withoutLink: shown, key: key) }
    }

    private func notificationLinkKey() throws(StepFailure) -> String {
        guard let key = map.entryPoints.notificationLinkKey else {
            throw failure("the app map names no payload key for push notifications: add "
                          + "\"entryPoints\": {\"pushNotifications\": {\"linkKey\": \"...\"}} to app.json")
        }
        return key
    }

    /// The app's web sign-in session is redirected to `url`: its callback (a
    /// custom scheme, or an https host and path associated for `webcredentials`)
    /// completes the session and never reaches the router. Remembered as "the
    /// deep link". Throws when the app map names no sign-in callback.
    @discardableResult
    public func redirectSignIn(to url: String) throws -> LinkFate {
        guard map.entryPoints.signInCallback != nil else {
            throw failure("the app map names no sign-in callback: add \"entryPoints\": {\"signInCallback\": \"...\"} to app.json")
        }
        return open(url, via: .signInRedirect)
    }

    /// Removes the app: links meet its web pages, the App Store or its App Clip
    /// until `installAndOpen()`; a fresh install starts logged out.
    public func removeApp() {
        perform { app in app.removeApp() }
    }

    /// Installs the app and opens it: on this first launch a link tapped before
    /// the install arrives by the app map's deferred-link method, or is lost.
    /// Throws when it is installed, or when the pasteboard hand-off needs an
    /// answer to the paste prompt (`answerPastePrompt(allowing:)`).
    public func installAndOpen() throws {
        try perform("install and open the app") { app throws(SimulatedAppError) in try app.installAndOpen() }
    }

    /// The user's answer to the paste prompt a pasteboard hand-off shows.
    public func answerPastePrompt(allowing: Bool) {
        perform { app in app.answerPastePrompt(allowing: allowing) }
    }

    /// Receives links through this lifecycle's APIs from now on: `appDelegate`,
    /// `scenes` or `swiftUI`. Throws for another name.
    public func useLifecycle(_ name: String) throws {
        guard let lifecycle = Lifecycle(rawValue: name) else {
            throw failure("unknown lifecycle \(quote(name)); the lifecycles are " + quoted(Lifecycle.allCases.map(\.rawValue)))
        }
        perform { app in app.useLifecycle(lifecycle) }
    }
}
