/// A parameter type usable as `{name}` in step expressions, with the regular
/// expressions it matches and the Swift value it turns a match into.
package struct CustomParameterType: Sendable {
    package var name: String
    package var regularExpressions: [String]
    package var useForSnippets: Bool
    package var preferForRegularExpressionMatch: Bool
    package var location: CodeLocation
    /// The Swift type of its values, as snippets name it (`String`).
    package var typeName: String
    /// For a type of names (`StepLibrary.parameterType(_:namesOf:)`): the role
    /// whose names `StepLibrary.naming(_:)` gives it; nil for any other type.
    package var namesOf: ParameterRole?
    /// Receives the capture groups of the match (or the whole match when the
    /// regex has no groups).
    let transform: @Sendable ([String?]) throws -> any Sendable
}
