/// Whether the app's process exists and is in front. A link that arrives while the
/// app is not running launches it first (a cold start), as iOS does.
public enum LaunchState: String, Sendable, Hashable, CustomStringConvertible {
    case notRunning = "not running"
    case foreground
    case background

    public var description: String { rawValue }
}
