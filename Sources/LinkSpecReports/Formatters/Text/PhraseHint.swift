import CucumberMessages

/// A known phrase proposed for an undefined step ("did you mean"); the run
/// hands reports `ClosestPhrases`, since they cannot see the step library.
package struct PhraseHint: Hashable, Sendable {
    /// `Then the {string} screen is displayed`.
    package var text: String
    /// Where the phrase is defined, `File.swift:7`.
    package var location: String

    package init(text: String, location: String) {
        self.text = text
        self.location = location
    }
}

/// The phrases closest to a step's text, best first, for a step of this type.
package typealias ClosestPhrases = @Sendable (_ text: String, _ type: PickleStepType?) -> [PhraseHint]
