import AppSimulation

/// A picture of the simulated app as it stands: an SVG of a phone showing what a
/// person would see (the selected tab's screen with its navigation bar and tab bar,
/// a presented sheet, the password prompt, the login screen, links waiting for
/// login), with the same state always drawn as the same bytes.
///
///     let picture = world.app.picture()
///     try picture.svg.write(toFile: "app.svg", atomically: true, encoding: .utf8)
///     // attach it: picture.svg with AppPicture.mediaType ("image/svg+xml")
///
/// The SVG is plain and self-contained (no scripts, no ids, no external fonts or
/// references, no XML declaration), so it can be written to a file, attached to a
/// test, or inlined into an HTML page as it is. Its `<title>` and `<desc>` say in
/// words what it shows; `summary` is that text.
public struct AppPicture: Sendable, Hashable, CustomStringConvertible {
    /// The media type of `svg`, for attachments.
    public static let mediaType = "image/svg+xml"

    /// A complete SVG document, UTF-8 text.
    public let svg: String
    /// What the picture shows, in words (its `<desc>`): the launch state and
    /// session, the tabs, the screens bottom to top and the links waiting.
    public let summary: String

    /// The summary: what is on screen, in words.
    public var description: String { summary }
}

extension SimulatedApp {
    package func picture() -> AppPicture { SimulatedAppView(self).picture() }
}

extension SimulatedAppView {
    /// The app drawn as it stands, as a phone-shaped SVG of a few kilobytes
    /// (`world.app.picture()`).
    public func picture() -> AppPicture {
        AppPicture(svg: PhoneDrawing.svg(of: self), summary: summary)
    }
}
