/// The services of an associated domain besides universal links (`applinks`).
package enum AssociatedService: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Shared web credentials; also what an `https` sign-in callback needs.
    case webCredentials = "webcredentials"
    /// Handoff between the web and the app.
    case activityContinuation = "activitycontinuation"
    /// App Clips.
    case appClips = "appclips"

    /// The service's name in the entitlements and in an AASA (`webcredentials`).
    package var description: String { rawValue }
}
