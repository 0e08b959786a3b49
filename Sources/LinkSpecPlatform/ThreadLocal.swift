/// One object per thread, each thread seeing only its own (a step's context).
/// Not retained: whoever sets it keeps it alive, then sets the previous one back.
@usableFromInline
package final class ThreadLocal<Value: AnyObject>: Sendable {
    @usableFromInline let key = Platform._UnsafeThreadKey()

    package init() {}

    package var value: Value? {
        key.object(as: Value.self)
    }

    /// Runs `body` with `value` set for this thread, then sets back what was there.
    @inlinable
    package func withValue<Result>(_ value: Value, _ body: () throws -> Result) rethrows -> Result {
        try key.withObject(value, body)
    }
}
