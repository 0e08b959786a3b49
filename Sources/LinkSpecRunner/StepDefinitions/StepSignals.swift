/// Thrown by `pending()`: the step is written down but not implemented yet.
/// Its status is `pending` (which fails a `--strict` run); with a message, the
/// result carries it as an exception of type `PendingException`, as Cucumber's.
public struct PendingException: Error, CustomStringConvertible, Sendable {
    /// Why the step is pending, if it says.
    public var message: String?

    /// `throw PendingException("waiting for the payments API")`.
    public init(_ message: String? = nil) {
        self.message = message
    }

    /// The message, else `pending`.
    public var description: String { message ?? "pending" }
}

/// Thrown by `skipScenario()`: this step and the rest of the scenario are
/// skipped (after hooks still run), and the scenario counts as skipped rather
/// than failed. With a message, the result carries it as a `SkippedException`.
public struct SkippedException: Error, CustomStringConvertible, Sendable {
    /// Why the scenario is skipped, if it says.
    public var message: String?

    /// `throw SkippedException("only on the full flavour")`.
    public init(_ message: String? = nil) {
        self.message = message
    }

    /// The message, else `skipped`.
    public var description: String { message ?? "skipped" }
}

/// A failure with a message and no Swift error type worth showing.
public struct StepFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong, as reports show it.
    public var message: String
    /// Where it was thrown (`#fileID`), for the failure's Swift location.
    public var file: String
    /// The line it was thrown on.
    public var line: Int

    /// `throw StepFailure("the push payload has no deeplink")`.
    public init(_ message: String, file: String = #fileID, line: Int = #line) {
        self.message = message
        self.file = file
        self.line = line
    }

    /// The message.
    public var description: String { message }
}

/// Marks the current step as pending: `library.when("...") { world in try pending() }`,
/// or `try pending("waiting for the payments API")` to say why.
public func pending(_ message: String? = nil) throws -> Never {
    throw PendingException(message)
}

/// Skips the rest of the scenario (for a scenario that does not apply here),
/// optionally saying why.
public func skipScenario(_ message: String? = nil) throws -> Never {
    throw SkippedException(message)
}

/// Records a failed assertion in the running step without stopping it, so a step
/// can check several things and report all that are wrong. The step fails when
/// it ends. Outside a running step the failure is thrown away (there is nothing
/// to attribute it to), which only happens in code that is not a step.
public func recordFailure(_ message: String, file: String = #fileID, line: Int = #line) {
    StepContext.current?.failures.append(StepFailure(message, file: file, line: line))
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
