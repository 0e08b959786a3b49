import Foundation
import LinkSpecPlatform

/// What a link means to the app, independent of how it arrived: Babylon's
/// `RoutingEvent`, e.g. `showSomeScreen(id: 42)`. Its description is the form a
/// `| link | event |` table compares with.
public struct RoutingEvent: Sendable, Hashable, CustomStringConvertible {
    /// An argument's value: typed as the route parameter it came from.
    public enum Value: Sendable, Hashable, CustomStringConvertible {
        /// An `{name:int}` parameter.
        case int(Int)
        /// A `{name}` parameter (percent-decoded).
        case string(String)
        /// An `{name:uuid}` parameter.
        case uuid(UUID)

        /// The value as screen context and analytics see it.
        public var text: String {
            switch self {
            case .int(let value): return String(value)
            case .string(let value): return value
            case .uuid(let value): return value.uuidString
            }
        }

        /// Swift-like: ints and UUIDs bare, strings quoted.
        public var description: String {
            switch self {
            case .string(let value): return quoted(value)
            default: return text
            }
        }
    }

    /// One named argument: `id: 42`.
    public struct Argument: Sendable, Hashable, CustomStringConvertible {
        /// The argument's name (the route parameter's).
        public var name: String
        /// Its value.
        public var value: Value
        /// `.init("id", .int(42))`.
        public init(_ name: String, _ value: Value) {
            self.name = name
            self.value = value
        }
        /// `id: 42`, `term: "red shoes"`.
        public var description: String { "\(name): \(value)" }
    }

    /// The event's name, which a route of the app map names as its `event`.
    public var name: String
    /// The arguments in order; they become the context of the screen the route shows.
    public var arguments: [Argument]

    /// `RoutingEvent("showSomeScreen", [.init("id", .int(42))])`.
    public init(_ name: String, _ arguments: [Argument] = []) {
        self.name = name
        self.arguments = arguments
    }

    /// The value of the argument of that name.
    public subscript(argument: String) -> Value? { arguments.first { $0.name == argument }?.value }

    /// `showHome`, `showSomeScreen(id: 42)`, `showProduct(id: "red shoes")`.
    public var description: String {
        arguments.isEmpty ? name : "\(name)(\(arguments.map(\.description).joined(separator: ", ")))"
    }
}

/// A team's own routing code, plugged in so that scenarios exercise it: Babylon's
/// `ApplicationInvocationRouter`, RIBs' URL handler. It is given the link and the
/// situation it arrives in, and returns the routing event the app should act on,
/// or nil when the app ignores the link (the log says "the team's routing
/// function returned nil").
///
/// The app map still says what each event does: the event's `name` must be the
/// `event` of one of its routes, whose requirements (login, clinical access),
/// action and analytics then apply, and whose intent a disabled flavour intent
/// still turns off; the event's arguments become the context of the screen the
/// route shows (`showSomeScreen(id: 42)` shows `Some Screen {id: 42}`). A name no
/// route has is a mistake in the team's code or map, not a fate of the link: the
/// link is ignored, and the step that opened it fails saying so.
public typealias RoutingFunction = @Sendable (IncomingLink) -> RoutingEvent?

/// A link as the team's routing function receives it: the URL and the
/// situation it arrives in.
public struct IncomingLink: Sendable, Hashable, CustomStringConvertible {
    /// How the link reached the app.
    public enum Channel: String, Sendable, Hashable, CustomStringConvertible {
        /// The OS opened a URL of one of the app's registered schemes (`babylon://somescreen/42`).
        case customScheme = "custom scheme"
        /// The OS opened an https link of one of the app's associated domains
        /// (on Android: an App Link, or the https link of a Chrome intent).
        case universalLink = "universal link"
        /// The app opened it itself (Babylon's `TabDeeplinkRouter`), bypassing the OS.
        case inApp = "in-app"

        /// `custom scheme`, `universal link` or `in-app`.
        public var description: String { rawValue }
    }

    /// The link as a URL. An in-app intent path (`somescreen/42`) comes with the
    /// app's deep-link scheme in front (`babylon://somescreen/42`: the map's
    /// `deepLinkScheme`, else its first scheme), as the in-app router hands it on.
    public var url: URL
    /// How the link reached the app.
    public var channel: Channel
    /// The app flavour in force (`Given the app flavour is "lite"`), nil for none.
    public var flavour: String?
    /// Whether a user is logged in when the link arrives.
    public var isLoggedIn: Bool

    /// A link in a situation, as the app hands it to the routing function (a
    /// team's own tests of its function make them too).
    public init(url: URL, channel: Channel, flavour: String? = nil, isLoggedIn: Bool = false) {
        self.url = url
        self.channel = channel
        self.flavour = flavour
        self.isLoggedIn = isLoggedIn
    }

    /// `babylon://somescreen/42 (custom scheme, flavour lite, logged in)`.
    public var description: String {
        "\(url.absoluteString) (\(channel)" + (flavour.map { ", flavour \($0)" } ?? "") + (isLoggedIn ? ", logged in)" : ", logged out)")
    }
}
