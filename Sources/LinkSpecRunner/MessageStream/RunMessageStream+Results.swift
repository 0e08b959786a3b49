import CucumberMessages
import Expressions
import LinkSpecReports

/// The messages of a run's results, as the runner reports them
/// (`RunObserver`). A test case's message is emitted before the run when it
/// is planned, else just before its first attempt, so nothing about a
/// scenario is held until the end.
extension RunMessageStream {
    package func runStarted(at timestamp: Int64) {
        testRunStartedId = ids.next()
        emit(.testRunStarted(TestRunStarted(timestamp: Timestamp(totalNanoseconds: timestamp), id: testRunStartedId)))
        if let app {
            emit(.attachment(app.attachment(testRunStartedId: testRunStartedId, timestamp: Timestamp(totalNanoseconds: timestamp))))
        }
    }

    package func runHookFinished(_ record: RunHookRecord) {
        let startedId = ids.next()
        let hookId = hookIds.indices.contains(record.hook) ? hookIds[record.hook] : ""
        emit(.testRunHookStarted(TestRunHookStarted(id: startedId, testRunStartedId: testRunStartedId, hookId: hookId,
                                                    timestamp: Timestamp(totalNanoseconds: record.startedAt))))
        for var attachment in record.attachments where wanted.contains(.attachment) {
            attachment.testRunHookStartedId = startedId
            emit(.attachment(attachment))
        }
        let hook = library.hooks.indices.contains(record.hook) ? ["\(library.hooks[record.hook].location)"] : []
        let result = Self.result(status: record.status, duration: record.durationNanoseconds, message: record.message,
                                 errorType: record.errorType, places: hook)
        emit(.testRunHookFinished(TestRunHookFinished(
            testRunHookStartedId: startedId, result: result,
            timestamp: Timestamp(totalNanoseconds: record.startedAt + record.durationNanoseconds))))
    }

    /// Every test case of the run as planned, before the first starts (the
    /// order of the reference runners, when the whole selection is known).
    package func testCasesPlanned(_ records: [TestCaseRecord]) {
        for record in records {
            announced[record.position] = emitTestCase(for: record)
        }
    }

    package func testCaseFinished(_ record: TestCaseRecord) {
        let testCase = testCaseIds(for: record)
        let startedId = ids.next()
        emit(.testCaseStarted(TestCaseStarted(attempt: record.attempt, id: startedId, testCaseId: testCase.testCaseId,
                                              timestamp: Timestamp(totalNanoseconds: record.startedAt))))
        var clock = record.startedAt
        // Read through the array: a copy of a `TestStepRecord` retains each of its arrays and strings.
        let steps = record.steps
        for index in steps.indices {
            let stepId = testCase.stepIds[index]
            let started = max(clock, steps[index].startedAt)
            if wanted.contains(.testStepStarted) {
                emit(.testStepStarted(TestStepStarted(testCaseStartedId: startedId, testStepId: stepId,
                                                      timestamp: Timestamp(totalNanoseconds: started))))
            }
            for var attachment in steps[index].attachments where wanted.contains(.attachment) {
                attachment.testCaseStartedId = startedId
                attachment.testStepId = stepId
                emit(.attachment(attachment))
            }
            if steps[index].status == .undefined, !steps[index].snippets.isEmpty, wanted.contains(.suggestion),
               case .pickleStep(let pickleIndex) = steps[index].kind, record.pickle.steps.indices.contains(pickleIndex) {
                emit(.suggestion(Suggestion(id: ids.next(), pickleStepId: record.pickle.steps[pickleIndex].id,
                                            snippets: steps[index].snippets.map { Snippet(language: "swift", code: $0) })))
            }
            let duration = steps[index].durationNanoseconds
            let result = Self.result(status: steps[index].status, duration: duration, message: steps[index].message,
                                     errorType: steps[index].errorType, places: places(of: steps[index], in: record.pickle))
            clock = started + duration
            emit(.testStepFinished(TestStepFinished(testCaseStartedId: startedId, testStepId: stepId, testStepResult: result,
                                                    timestamp: Timestamp(totalNanoseconds: clock))))
        }
        if let keys = record.coverageKeys {
            emit(.attachment(Attachment(body: CoverageAttachment.body(for: keys), contentEncoding: .identity,
                                        mediaType: CoverageAttachment.mediaType, testCaseStartedId: startedId,
                                        timestamp: Timestamp(totalNanoseconds: clock))))
        }
        emit(.testCaseFinished(TestCaseFinished(testCaseStartedId: startedId,
                                                timestamp: Timestamp(totalNanoseconds: max(clock, record.finishedAt)),
                                                willBeRetried: record.willBeRetried)))
    }

    package func runFinished(_ result: RunResult) {
        // An interruption is the one failure of a run outside the steps and hooks.
        let interruption = result.interrupted
            ? Exception(type: "Interruption", message: "the run was interrupted (SIGINT or SIGTERM): scenarios not started were not run")
            : nil
        emit(.testRunFinished(TestRunFinished(
            message: interruption?.message, success: result.success,
            timestamp: Timestamp(totalNanoseconds: result.startedAt + result.durationNanoseconds),
            exception: interruption, testRunStartedId: testRunStartedId)))
    }

    /// The test case of the record's position: announced before the run, or
    /// emitted now, with its first attempt (a position's attempts come together).
    private func testCaseIds(for record: TestCaseRecord) -> TestCaseIds {
        if let current, current.position == record.position { return current }
        let ids = announced.removeValue(forKey: record.position) ?? emitTestCase(for: record)
        current = ids
        return ids
    }

    /// Numbers the record's test case and its steps and emits its `testCase` message.
    private func emitTestCase(for record: TestCaseRecord) -> TestCaseIds {
        // A local generator: each use of a class's stored property pays a dynamic exclusivity check.
        var ids = self.ids
        defer { self.ids = ids }
        let testCaseId = ids.next()
        var steps: [TestStep] = []
        var stepIds: [String] = []
        steps.reserveCapacity(record.steps.count)
        stepIds.reserveCapacity(record.steps.count)
        let recordSteps = record.steps
        for position in recordSteps.indices {
            let id = ids.next()
            stepIds.append(id)
            switch recordSteps[position].kind {
            case .hook(let hook):
                steps.append(TestStep(id: id, hookId: hookIds.indices.contains(hook) ? hookIds[hook] : ""))
            case .pickleStep(let index):
                let pickleStepId = record.pickle.steps.indices.contains(index) ? record.pickle.steps[index].id : ""
                if wanted.contains(.stepDefinition) {
                    let step = recordSteps[position]
                    let definitions = step.definitions.map { stepDefinitionIds.indices.contains($0) ? stepDefinitionIds[$0] : "" }
                    let arguments = step.arguments.map { list in
                        StepMatchArgumentsList(stepMatchArguments: list.map { argument in
                            StepMatchArgument(group: Self.group(argument.group), parameterTypeName: argument.parameterTypeName)
                        })
                    }
                    steps.append(TestStep(id: id, pickleStepId: pickleStepId, stepDefinitionIds: definitions,
                                          stepMatchArgumentsLists: arguments))
                } else {
                    steps.append(TestStep(id: id, pickleStepId: pickleStepId))
                }
            }
        }
        emit(.testCase(TestCase(id: testCaseId, pickleId: record.pickle.id, testSteps: steps, testRunStartedId: testRunStartedId)))
        return TestCaseIds(position: record.position, testCaseId: testCaseId, stepIds: stepIds)
    }

    /// A match group with the groups nested in it; a group without nested
    /// groups has no `children`, as the reference runners write it.
    private static func group(_ group: MatchGroup) -> Group {
        Group(children: group.children.isEmpty ? nil : group.children.map(Self.group), start: group.start, value: group.value)
    }

    /// The feature file's line of the step, and the Swift line that failed.
    private func places(of step: TestStepRecord, in pickle: Pickle) -> [String] {
        var lines: [String] = []
        if case .pickleStep(let index) = step.kind, pickle.steps.indices.contains(index),
           let id = pickle.steps[index].astNodeIds.first, let document = documents[pickle.uri],
           case .step(let step)? = DocumentOutline(document).nodes[id] {
            lines.append("\(pickle.uri):\(step.line)")
        } else if let line = pickle.location?.line {
            lines.append("\(pickle.uri):\(line)")
        }
        if let location = step.failureLocation { lines.append("\(location)") }
        return lines
    }

    /// The result of a step or hook; when it failed, its trace is `Type: message`
    /// and the `places` it failed at, asked for only then.
    private static func result(status: StepStatus, duration: Int64, message: String?, errorType: String?,
                               places: @autoclosure () -> [String]) -> TestStepResult {
        let mapped: TestStepResult.Status
        var exception: Exception?
        switch status {
        case .passed: mapped = .passed
        case .undefined: mapped = .undefined
        case .ambiguous: mapped = .ambiguous
        case .failed:
            mapped = .failed
            let trace = message.map { (["\(errorType ?? "Error"): \($0)"] + places()).joined(separator: "\n") }
            exception = Exception(type: errorType ?? "Error", message: message, stackTrace: trace)
        case .pending, .skipped:
            mapped = status == .pending ? .pending : .skipped
            // `PendingException`/`SkippedException` when the step said why.
            exception = errorType.map { Exception(type: $0, message: message) }
        }
        return TestStepResult(status: mapped, duration: ElapsedTime(totalNanoseconds: max(0, duration)),
                              message: message, exception: exception)
    }
}
