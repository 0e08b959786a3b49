/// Whether the app's process exists and is in front. A link that arrives while the
/// app is not running launches it first (a cold start), as iOS does.
package enum LaunchState: String, Sendable, Hashable, CustomStringConvertible {
    /// No process: the next link cold-starts the app.
    case notRunning = "not running"
    /// Running, in front.
    case foreground
    /// Running, not in front: a link brings it forward.
    case background

    package var description: String { rawValue }
}
