/// A parameter type usable as `{name}` in step expressions, with the regular
/// expressions it matches and the Swift value it turns a match into.
package struct CustomParameterType: Sendable {
    package var name: String
    package var regularExpressions: [String]
    package var useForSnippets: Bool
    package var preferForRegularExpressionMatch: Bool
    package var location: CodeLocation
    /// Receives the capture groups of the match (or the whole match when the
    /// regex has no groups).
    let transform: @Sendable ([String?]) throws -> any Sendable
}
