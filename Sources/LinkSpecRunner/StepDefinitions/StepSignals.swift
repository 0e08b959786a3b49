/// Thrown by `pending()`: the step is written down but not implemented yet.
/// The step's status is `pending` (which fails a `--strict` run).
public struct PendingStep: Error, CustomStringConvertible, Sendable {
    public var reason: String
    public var description: String { reason }
}

/// Thrown by `skipScenario()`: the rest of the scenario is skipped, and the
/// scenario counts as skipped rather than failed.
public struct SkippedStep: Error, CustomStringConvertible, Sendable {
    public var reason: String
    public var description: String { reason }
}

/// A failure with a message and no Swift error type worth showing.
public struct StepFailure: Error, CustomStringConvertible, Sendable {
    public var message: String
    public var file: String
    public var line: Int

    public init(_ message: String, file: String = #fileID, line: Int = #line) {
        self.message = message
        self.file = file
        self.line = line
    }

    public var description: String { message }
}

/// Marks the current step as pending: `library.when("...") { world in try pending() }`.
public func pending(_ reason: String = "TODO: implement this step") throws -> Never {
    throw PendingStep(reason: reason)
}

/// Skips the rest of the scenario (for a scenario that does not apply here).
public func skipScenario(_ reason: String = "skipped") throws -> Never {
    throw SkippedStep(reason: reason)
}

/// Records a failed assertion in the running step without stopping it, so a step
/// can check several things and report all that are wrong. The step fails when
/// it ends. Outside a running step the failure is thrown away (there is nothing
/// to attribute it to), which only happens in code that is not a step.
public func recordFailure(_ message: String, file: String = #fileID, line: Int = #line) {
    StepContext.current?.record(StepFailure(message, file: file, line: line))
}

/// Records a failure unless `condition` holds; returns `condition`.
@discardableResult
public func expect(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
                   file: String = #fileID, line: Int = #line) -> Bool {
    let holds = condition()
    if !holds { recordFailure(message(), file: file, line: line) }
    return holds
}

/// Records a failure unless `actual == expected`; returns whether they are equal.
@discardableResult
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ message: @autoclosure () -> String = "",
                                      file: String = #fileID, line: Int = #line) -> Bool {
    guard actual != expected else { return true }
    let prefix = message().isEmpty ? "" : message() + ": "
    recordFailure("\(prefix)expected \(expected), got \(actual)", file: file, line: line)
    return false
}
