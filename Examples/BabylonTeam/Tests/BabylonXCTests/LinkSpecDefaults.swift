import BabylonAcceptance
import LinkSpecTesting

/// The test target's one registration, for every `XCTestCase` that names no
/// setup (the handbook's `DeeplinksFeature`, `PatientDeeplinksFeature`): the
/// app with its router, the team's steps, the step definers. XCTest-Gherkin
/// found its definers through the Objective-C runtime; Linux has none.
enum LinkSpecDefaults: TestTargetDefaults {
    static let app = AppSource.file("Features/app.json", routing: BabylonLinks.route)
    static let steps = BabylonSteps.library
    static let definers: [StepDefiner.Type] = [BabylonStepDefiner.self, PatientStepDefiner.self]
}
