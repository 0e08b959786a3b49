import CucumberMessages
import LinkSpecJSON

/// One attempt at a scenario as the elements of the Cucumber JSON report: the
/// background element (when there is a Background) and the scenario element.
///
/// Where a hook goes: a `BEFORE_TEST_STEP` hook into the next step's `before`,
/// an `AFTER_TEST_STEP` hook into the previous step's `after`; any other hook
/// (and a step hook with no step to go to) into the scenario's `before` when no
/// step has run yet, else into its `after`. Streams of older protocols give
/// hooks no type, and then their place decides.
struct CucumberJSONElement {
    struct HookEntry {
        var location: String?
        var result: TestStepResult?
        var attachments: [Attachment]
    }

    struct Step {
        var step: PickleStep
        /// Its keyword and lines, from the document.
        var known: PickleSummary.Step
        /// Where the one step definition that matched is; nil for an
        /// undefined or ambiguous step (`match` is then empty).
        var location: String?
        /// The groups that definition captured.
        var arguments: [StepMatchArgument]
        var result: TestStepResult?
        var attachments: [Attachment]
        var before: [HookEntry] = []
        var after: [HookEntry] = []
    }

    let pickle: Pickle
    /// The pickle resolved against its document, its scenario known.
    let summary: PickleSummary
    let started: Timestamp
    private(set) var before: [HookEntry] = []
    private(set) var after: [HookEntry] = []
    private(set) var steps: [Step] = []

    /// Assembles `attempt` of `pickle`. `hook` and `stepDefinitionLocation`
    /// answer for the ids the test case names.
    init(pickle: Pickle, summary: PickleSummary, attempt: TestCaseAttempt, testCase: TestCase?,
         hook: (String) -> Hook?, stepDefinitionLocation: (String) -> String?) {
        self.pickle = pickle
        self.summary = summary
        self.started = attempt.started
        var attachmentsByStep: [String: [Attachment]] = [:]
        for case .inline(let attachment) in attempt.attachments {
            if let testStepId = attachment.testStepId { attachmentsByStep[testStepId, default: []].append(attachment) }
        }
        var beforeNextStep: [HookEntry] = []
        for (index, outcome) in attempt.steps.enumerated() {
            let testStep = testCase?.testStep(outcome.testStepId, at: index)
            let stepAttachments = attachmentsByStep[outcome.testStepId] ?? []
            if let hookId = outcome.hookId {
                let definition = hook(hookId)
                let entry = HookEntry(location: definition?.sourceReference.place,
                                 result: outcome.result, attachments: stepAttachments)
                switch definition?.type {
                case .beforeTestStep?:
                    beforeNextStep.append(entry)
                case .afterTestStep? where !steps.isEmpty:
                    steps[steps.count - 1].after.append(entry)
                default:
                    if steps.isEmpty { before.append(entry) } else { after.append(entry) }
                }
                continue
            }
            guard let pickleStepId = outcome.pickleStepId,
                  let stepIndex = summary.stepIndex(withId: pickleStepId, hint: steps.count),
                  pickle.steps.indices.contains(stepIndex) else { continue }
            var location: String?
            var arguments: [StepMatchArgument] = []
            if let ids = testStep?.stepDefinitionIds, ids.count == 1 {
                location = stepDefinitionLocation(ids[0])
                arguments = testStep?.stepMatchArgumentsLists?.first?.stepMatchArguments ?? []
            }
            steps.append(Step(step: pickle.steps[stepIndex], known: summary.steps[stepIndex], location: location, arguments: arguments, result: outcome.result,
                              attachments: stepAttachments, before: beforeNextStep))
            beforeNextStep = []
        }
        // Step hooks with no step after them: as the scenario's after hooks.
        after.insert(contentsOf: beforeNextStep, at: 0)
    }
}

extension SourceReference {
    /// Where the code is, as cucumber-jvm writes `match.location`: `path:line`
    /// for a file (the form of Swift steps), `Class.method(Types)` for a Java
    /// method, `Class.method(File.java:line)` for a Java stack frame.
    var place: String? {
        if let method = javaMethod {
            return "\(method.className).\(method.methodName)(\(method.methodParameterTypes.joined(separator: ",")))"
        }
        if let frame = javaStackTraceElement {
            let line = location.map { ":\($0.line)" } ?? ""
            return "\(frame.className).\(frame.methodName)(\(frame.fileName ?? "")\(line))"
        }
        guard let uri else { return nil }
        return location.map { "\(uri):\($0.line)" } ?? uri
    }
}
