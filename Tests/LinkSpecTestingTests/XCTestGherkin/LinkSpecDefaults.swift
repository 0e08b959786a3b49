import LinkSpecTesting

/// This test target's one registration: the step definers every
/// `XCTestCase` that names no setup runs with, as XCTest-Gherkin found them.
enum LinkSpecDefaults: TestTargetDefaults {
    static let definers: [StepDefiner.Type] = [SanitySteps.self, GherkinSteps.self]
}
