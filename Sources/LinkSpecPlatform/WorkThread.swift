import Foundation

/// A thread of linkspec's own (`WorkThread.start(name:) { ... }.join()`),
/// with a large stack: step definitions and the Gherkin engine recurse on
/// deeply nested input, and a secondary thread's default stack is small (512
/// KiB on Apple platforms). Foundation's `Thread` sets it the same way everywhere.
package final class WorkThread: Sendable {
    /// 8 MiB, the main thread's usual size.
    package static let defaultStackSize = 8 << 20

    private let finished = Locked(false)

    private init() {}

    @discardableResult
    package static func start(name: String, stackSize: Int = defaultStackSize,
                              _ body: @escaping @Sendable () -> Void) -> WorkThread {
        let handle = WorkThread()
        let thread = Thread {
            body()
            handle.finished.withLock { $0 = true }
            handle.finished.wakeAll()
        }
        thread.stackSize = stackSize
        thread.name = name
        thread.start()
        return handle
    }

    package func join() {
        finished.wait { done in done ? .done(()) : .untilWoken }
    }
}
