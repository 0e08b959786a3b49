/// What the OS does with a link opened through it, without opening it
/// (`SimulatedApp.handOver(of:via:)`).
package enum SystemHandOver: Sendable, Hashable {
    /// The app opens and its code receives this link (the one opened, or the
    /// one a Chrome `intent:` link carries).
    case app(receives: String)
    /// The app does not receive it: `the browser opens it: …`, `the OS does not open it: …`.
    case refused(String)
}
