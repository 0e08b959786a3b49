/// Who is logged in, and whether they have passed the clinical-access password check.
/// The session survives termination (it models the keychain); the grant does not
/// survive a logout.
public struct Session: Sendable, Hashable, CustomStringConvertible {
    /// The logged-in user's name; nil when logged out.
    public internal(set) var user: String?
    /// Whether the clinical-access password was entered in this session.
    public internal(set) var hasClinicalAccess: Bool

    package static let loggedOut = Session(user: nil, hasClinicalAccess: false)

    /// Whether someone is logged in.
    public var isLoggedIn: Bool { user != nil }

    /// `logged out`, `logged in as mock user (clinical access granted)`.
    public var description: String {
        guard let user else { return "logged out" }
        return "logged in as \(user)" + (hasClinicalAccess ? " (clinical access granted)" : "")
    }
}
