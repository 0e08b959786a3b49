import CucumberMessages

extension ScenarioRunner {
    /// Runs the definition `text` binds (whatever its keyword) on `world`,
    /// inside the body of the step running now: XCTest-Gherkin's nested
    /// `step("...")`. What it records (`expect`, `recordFailure`) fails the
    /// calling step; an undefined or ambiguous text throws a `StepFailure`
    /// saying so, as does what the body throws.
    package func runNested(_ text: String, on world: World, file: String, line: Int) throws {
        let step = PickleStep(astNodeIds: [], id: "nested", type: nil, text: text)
        let (record, values) = TestCasePlan.plan(step, at: 0, library: library, steps: steps, snippets: false)
        switch record.status {
        case .undefined:
            throw StepFailure("the nested step \"\(text)\" is undefined", file: file, line: line)
        case .ambiguous:
            throw StepFailure("the nested step \"\(text)\": " + (record.message ?? "is ambiguous"), file: file, line: line)
        default:
            guard let definition = record.definitions.first else { return }
            try library.steps[definition].body(world, values ?? [])
        }
    }
}
