/// What the simulated device knows of the app beyond its process: whether it is
/// installed, a link kept for its first launch, the user's answer to the paste
/// prompt, and the lifecycle the app receives links with (the map's, unless a
/// scenario says otherwise).
package struct EntryState: Sendable, Hashable {
    /// Whether the full app is installed. Not installed, links meet its web pages,
    /// the App Store or its App Clip.
    package internal(set) var isInstalled = true
    /// A link tapped while the app was not installed, kept by the deferred-link method for its first launch.
    package internal(set) var deferredLink: String?
    /// The user's answer to the paste prompt; nil: not said.
    package internal(set) var allowsPasting: Bool?
    /// The lifecycle whose APIs receive links.
    package internal(set) var lifecycle: Lifecycle

    init(lifecycle: Lifecycle) { self.lifecycle = lifecycle }
}
