/// A parameter type usable as `{name}` in step expressions, with the regular
/// expressions it matches and the Swift value it turns a match into.
public struct CustomParameterType: Sendable {
    public var name: String
    public var regularExpressions: [String]
    public var useForSnippets: Bool
    public var preferForRegularExpressionMatch: Bool
    public var location: CodeLocation
    /// Receives the capture groups of the match (or the whole match when the
    /// regex has no groups).
    let transform: @Sendable ([String?]) throws -> any Sendable
}
