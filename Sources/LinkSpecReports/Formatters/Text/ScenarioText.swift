import CucumberMessages

/// A finished attempt as text, as `pretty` shows every scenario and `summary`
/// failures: the scenario line, then each step (and each hook that did not
/// pass) with its mark and line, and under a step that did not pass its error,
/// its attachments or its snippet.
struct ScenarioText {
    var style: TextStyle
    var snippets: Bool
    /// Proposes known phrases for undefined steps, when the run has them.
    var phrases: ClosestPhrases? = nil

    /// `Scenario: name # path:LINE`, with `(attempt N, retried)` for retries.
    func header(_ pickle: PickleSummary, attempt: TestCaseAttempt) -> String {
        let keyword = pickle.scenario?.keyword ?? "Scenario"
        var text = "\(keyword): \(pickle.name)"
        if attempt.willBeRetried {
            text += " (attempt \(attempt.attempt + 1), retried)"
        } else if attempt.attempt > 0 {
            text += " (attempt \(attempt.attempt + 1))"
        }
        return text + style.paint(" # \(pickle.location)", .gray)
    }

    /// The step lines, each ending in a newline, indented by `indent`.
    func steps(of attempt: TestCaseAttempt, pickle: PickleSummary, query: MessageQuery,
               attachments: [String: [String]] = [:], indent: String) -> String {
        var text = ""
        for step in attempt.steps {
            guard let result = step.result else { continue }
            var line: String
            if let pickleStepId = step.pickleStepId {
                let pickleStep = pickle.step(withId: pickleStepId)
                line = style.paint((pickleStep?.keyword ?? "") + (pickleStep?.text ?? ""), for: result.status)
                if let stepLine = pickleStep?.line { line += style.paint(" # \(pickle.uri):\(stepLine)", .gray) }
            } else {
                // Hooks appear only when they did not pass or said something.
                let said = attachments[step.testStepId]?.isEmpty == false
                guard result.status != .passed && result.status != .skipped || said else { continue }
                line = style.paint(hookName(step.hookId, query: query), for: result.status)
            }
            text += indent + style.paint(result.status.look.mark, for: result.status) + " " + line + "\n"
            let detailIndent = indent + "    "
            for attachment in attachments[step.testStepId] ?? [] {
                text += indented(attachment, by: detailIndent)
            }
            if let detail = detail(of: result, pickleStepId: step.pickleStepId, pickle: pickle, query: query) {
                text += indented(style.paint(detail, for: result.status), by: detailIndent)
            }
        }
        return text
    }

    private func hookName(_ hookId: String?, query: MessageQuery) -> String {
        guard let hookId, let hook = query.hook(withId: hookId) else { return "Hook" }
        let kind: String = switch hook.type {
        case .beforeTestCase?, .beforeTestRun?, .beforeTestStep?: "Before"
        case .afterTestCase?, .afterTestRun?, .afterTestStep?: "After"
        case nil: "Hook"
        }
        var name = hook.name.map { "\(kind) (\($0))" } ?? kind
        if let uri = hook.sourceReference.uri {
            name += style.paint(" # \(uri)" + (hook.sourceReference.location.map { ":\($0.line)" } ?? ""), .gray)
        }
        return name
    }

    /// What to say under a step that did not pass.
    private func detail(of result: TestStepResult, pickleStepId: String?, pickle: PickleSummary,
                        query: MessageQuery) -> String? {
        switch result.status {
        case .passed:
            return nil
        case .skipped where result.message == nil && result.exception == nil:
            return nil
        case .undefined:
            var text = "Undefined."
            let step = pickleStepId.flatMap { pickle.step(withId: $0) }
            let closest = step.flatMap { phrases?($0.text, $0.type) } ?? []
            if !closest.isEmpty {
                let width = closest.map(\.text.count).max() ?? 0
                text += " Did you mean:\n" + closest.map { phrase in
                    "  " + phrase.text.padding(toLength: width, withPad: " ", startingAt: 0) + " # \(phrase.location)\n"
                }.joined()
            }
            if snippets, let pickleStepId, let suggestion = query.suggestions[pickleStepId], !suggestion.snippets.isEmpty {
                // The phrases listed above need not be repeated in the snippet's comment.
                let code = SnippetCode.combined(suggestion.snippets.map(\.code), withoutDidYouMean: !closest.isEmpty)
                text += (closest.isEmpty ? " Implement" : "Or implement it") + " with the following snippet:\n\n"
                    + indented(code, by: "  ")
            }
            return text
        case .pending where result.message == nil && result.exception == nil:
            return "Pending"
        default:
            if let trace = result.exception?.stackTrace { return trace }
            if let exception = result.exception {
                return exception.message.map { "\(exception.type): \($0)" } ?? exception.type
            }
            return result.message
        }
    }

    func indented(_ text: String, by indent: String) -> String {
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            result += line.isEmpty ? "\n" : indent + line + "\n"
        }
        return result
    }
}
