/// Thrown by a step body that is not written yet (snippets throw it): the
/// runner reports the step as pending, not failed.
public struct PendingStep: Error, Sendable, Hashable, CustomStringConvertible {
    public var reason: String

    public init(_ reason: String = "TODO: implement me") {
        self.reason = reason
    }

    public var description: String { reason }
}
