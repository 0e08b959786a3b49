import CucumberMessages
import Gherkin
import LinkSpecReports
import LinkSpecRunner

/// Turns what the runner recorded into failures at feature file lines, with
/// everything a reader needs in the message: the step as written, what went
/// wrong, and where the Swift code is.
struct FailureAttribution<World: AnyObject>: Sendable {
    let library: StepLibrary<World>
    let strict: Bool

    /// One failure per step (or hook) of the attempt that fails the run.
    func failures(of record: TestCaseRecord, in feature: LoadedFeature) -> [ScenarioFailure] {
        let pickle = record.pickle
        let scenarioLine = pickle.location?.line ?? 1
        var failures: [ScenarioFailure] = []
        for step in record.steps where step.status.failsRun(strict: strict) {
            switch step.kind {
            case .pickleStep(let index):
                guard pickle.steps.indices.contains(index) else { continue }
                let pickleStep = pickle.steps[index]
                let definition = step.definitions.first.flatMap { library.steps.indices.contains($0) ? library.steps[$0] : nil }
                failures.append(ScenarioFailure(
                    filePath: feature.sourcePath, uri: feature.uri, line: feature.line(of: pickleStep, in: pickle),
                    status: step.status, scenario: pickle.name,
                    message: Self.message(for: step, text: feature.text(of: pickleStep), definition: definition),
                    definitionLocation: definition?.location, attachments: step.attachments.map(FailureAttachment.init)))
            case .hook(let index):
                let hook = self.hook(index)
                let name = hook.map { "\($0.kind == .beforeScenario ? "Before" : "After") hook\($0.name.map { " '\($0)'" } ?? "")" } ?? "Hook"
                failures.append(ScenarioFailure(
                    filePath: feature.sourcePath, uri: feature.uri, line: scenarioLine, status: step.status, scenario: pickle.name,
                    message: Self.message(for: hook, "\(name) \(step.status) in scenario '\(pickle.name)'", step.message),
                    definitionLocation: hook?.location, attachments: step.attachments.map(FailureAttachment.init)))
            }
        }
        return failures
    }

    func hook(_ index: Int) -> HookImplementation<World>? {
        library.hooks.indices.contains(index) ? library.hooks[index] : nil
    }

    /// A failed hook's heading, its message, and where the hook is written.
    static func message(for hook: HookImplementation<World>?, _ heading: String, _ message: String?) -> String {
        ([heading] + [message, hook.map { "Hook: \($0.location)" }].compactMap { $0 }).joined(separator: "\n")
    }

    static func message(for step: TestStepRecord, text: String, definition: StepImplementation<World>?) -> String {
        let heading = switch step.status {
        case .undefined: "Undefined step"
        case .ambiguous: "Ambiguous step"
        case .pending: "Pending step"
        default: "Step \(step.status)"
        }
        var lines = ["\(heading): \(text)"]
        if step.status == .undefined {
            if !step.snippets.isEmpty { lines += ["Define it with:", SnippetCode.combined(step.snippets)] }
        } else if let message = step.message {
            lines.append(message)
        }
        if let definition {
            lines.append("Step definition: \(definition.pattern) at \(definition.location)")
        }
        if let thrownAt = step.failureLocation, thrownAt != definition?.location,
           !(step.message ?? "").contains(thrownAt.description) {
            lines.append("Failure recorded at: \(thrownAt)")
        }
        return lines.joined(separator: "\n")
    }
}
