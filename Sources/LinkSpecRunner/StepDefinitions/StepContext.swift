import CucumberMessages
import LinkSpecPlatform

/// What the running step has recorded so far (assertion failures, attachments).
/// Each scenario runs on one thread, so the context lives in thread-local storage
/// and `recordFailure` needs no handle passed through every step body.
/// Not `Sendable`: made, filled and read on the thread that runs the step.
package final class StepContext {
    /// The assertions that failed (`recordFailure`).
    var failures: [StepFailure] = []
    /// What the step or hook attached, without ids: the message stream fills them in.
    var attachments: [Attachment] = []
    /// The scenario's steps, for a step body that runs another (nil in hooks).
    package var nested: NestedSteps?

    /// The context of the step running on this thread, if any.
    package static var current: StepContext? {
        running.value
    }

    func whileCurrent<T>(_ body: () throws -> T) rethrows -> T {
        try Self.running.withValue(self, body)
    }

    private static let running = ThreadLocal<StepContext>()
}
