/// Who is logged in, and whether they have passed the clinical-access password check.
/// The session survives termination (it models the keychain); the grant does not
/// survive a logout.
public struct Session: Sendable, Hashable, CustomStringConvertible {
    public internal(set) var user: String?
    public internal(set) var hasClinicalAccess: Bool

    public static let loggedOut = Session(user: nil, hasClinicalAccess: false)

    public var isLoggedIn: Bool { user != nil }

    public var description: String {
        guard let user else { return "logged out" }
        return "logged in as \(user)" + (hasClinicalAccess ? " (clinical access granted)" : "")
    }
}
