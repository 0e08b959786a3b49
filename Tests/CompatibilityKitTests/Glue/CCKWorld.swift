import Foundation
import LinkSpecRunner

/// The world of one scenario of a Compatibility Kit sample: what the samples'
/// glue remembers between steps (STEPS.md says what each sample needs).
final class CCKWorld: Attaching {
    var count = 0
    var friends = 0
    var table: [[String]] = []
    var money = 0
    var stock: [String] = []
    var bought = 0
}

/// What the reference glue throws when a step "fails": an `Error(message)`.
/// The samples compare `exception.type`, which for a Swift error is the name
/// of its type: hence a type named `Error`.
enum Glue {
    struct Error: Swift.Error, CustomStringConvertible {
        let message: String

        init(_ message: String) {
            self.message = message
        }

        var description: String { message }
    }
}

/// A sample's folder under `compatibility-kit/samples/`, where its attached
/// assets are read at run time (never copied into the repository).
struct SampleFolder: Sendable {
    let url: URL

    func data(_ name: String) throws -> Data {
        try Data(contentsOf: url.appendingPathComponent(name))
    }
}

/// Each sample's glue, by sample name: a `StepLibrary` whose definitions mean
/// what STEPS.md says, in its order (which is the order of the
/// stepDefinition, hook and parameterType messages). Definitions bind every
/// keyword (`step`), as Cucumber's do.
enum SampleGlue {
    static let all: [String: @Sendable (SampleFolder) -> StepLibrary<CCKWorld>] = [
        "all-statuses": AllStatuses.steps,
        "ambiguous": Ambiguous.steps,
        "attachments": Attachments.steps,
        "backgrounds": Backgrounds.steps,
        "cdata": CData.steps,
        "data-tables": DataTables.steps,
        "doc-strings": DocStrings.steps,
        "empty": { _ in StepLibrary() },
        "examples-tables": ExamplesTables.steps,
        "examples-tables-attachment": ExamplesTablesAttachment.steps,
        "examples-tables-undefined": ExamplesTablesUndefined.steps,
        "examples-tables-undefined-multiple": ExamplesTablesUndefined.steps,
        "failedish-combinations": FailedishCombinations.steps,
        "global-hooks": GlobalHooks.steps,
        "global-hooks-afterall-error": GlobalHooksAfterAllError.steps,
        "global-hooks-attachments": GlobalHooksAttachments.steps,
        "global-hooks-beforeall-error": GlobalHooksBeforeAllError.steps,
        "hooks": Hooks.steps,
        "hooks-attachment": HooksAttachment.steps,
        "hooks-conditional": HooksConditional.steps,
        "hooks-named": HooksNamed.steps,
        "hooks-skipped": HooksSkipped.steps,
        "hooks-undefined": HooksUndefined.steps,
        "markdown": Markdown.steps,
        "minimal": Minimal.steps,
        "multiple-features": MultipleFeatures.steps,
        "multiple-features-reversed": MultipleFeatures.steps,
        "parameter-types": ParameterTypes.steps,
        "pending": Pending.steps,
        "pending-exception": PendingExceptionSample.steps,
        "regular-expression": RegularExpressionSample.steps,
        "retry": Retry.steps,
        "retry-ambiguous": RetryAmbiguous.steps,
        "retry-pending": RetryPending.steps,
        "retry-undefined": { _ in StepLibrary() },
        "rules": Rules.steps,
        "rules-backgrounds": Backgrounds.steps,
        "skipped": Skipped.steps,
        "skipped-exception": SkippedExceptionSample.steps,
        "skipped-failing-hook": SkippedFailingHook.steps,
        "stack-traces": StackTraces.steps,
        "test-run-exception": TestRunException.steps,
        "undefined": Undefined.steps,
        "undefined-multiple": Undefined.steps,
        "unknown-parameter-type": UnknownParameterType.steps,
        "unused-steps": UnusedSteps.steps,
    ]
}
