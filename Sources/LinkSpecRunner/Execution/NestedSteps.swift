import CucumberMessages

/// The steps of the scenario a step body runs in, for a body that runs
/// another step by its text: XCTest-Gherkin's nested `step("...")`. Made
/// once per scenario; each step's context carries it (`StepContext.nested`).
package final class NestedSteps {
    private let body: (String, String, Int) throws -> Void

    init<World>(library: StepLibrary<World>, steps: CompiledSteps, world: World) {
        body = { text, file, line in
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

    /// Runs the one definition `text` binds (whatever its keyword) on the
    /// scenario's world, inside the calling step: what it records (`expect`,
    /// `recordFailure`) fails the calling step; an undefined or ambiguous
    /// text throws a `StepFailure` saying so, as does what the body throws.
    package func run(_ text: String, file: String, line: Int) throws {
        try body(text, file, line)
    }
}
