/// The bytes behind a `JSONWriter`: memory of its own, grown by doubling, and
/// the only type in LinkSpecJSON that writes through a pointer (here and in
/// its extensions: `+JSON`, what the writer appends; `+Escaping`, strings).
///
/// Every append first reserves room for the most it can write (a string:
/// six bytes for each of its bytes, the length of `\u00xx`), then writes at
/// positions counted from the end of what was there, each below that bound;
/// the asserts restate the bound. So no write lands outside memory the
/// buffer owns, whatever the input.
///
/// Why not `[UInt8]`: an array checks uniqueness and capacity for every byte
/// appended, and `OutputSpan` its capacity for every byte, which doubled what
/// `linkspec gherkin` spends writing (Benchmarks/results/NOTES.md has the
/// figures); here a key, a string or a number checks the room once.
///
/// Its smallest helpers are `@inline(__always)`: called once a key or a
/// string, the calls cost more than their bodies.
///
/// Only a `JSONWriter` that holds the sole reference writes to it
/// (`isKnownUniquelyReferenced`), which is what makes handing it between
/// threads (`@unchecked Sendable`) safe.
final class _UnsafeByteBuffer: @unchecked Sendable {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// The bytes written: set only by the appends, after writing them.
    fileprivate(set) var count = 0
    /// `JSONWriter`'s state: whether the next value or key follows another
    /// at the same level, and needs a comma first.
    var needsComma = false

    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    func copy() -> _UnsafeByteBuffer {
        let twin = _UnsafeByteBuffer(capacity: capacity)
        twin.base.update(from: base, count: count)
        twin.count = count
        twin.needsComma = needsComma
        return twin
    }

    func removeAll() {
        count = 0
        needsComma = false
    }

    /// The bytes written, in place, for as long as `body` runs.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Room for `extra` more bytes after `count`.
    @inline(__always)
    func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count &+ extra > capacity { grow(toAtLeast: count + extra) }
        return base + count
    }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        larger.update(from: base, count: count)
        base.deallocate()
        base = larger
        capacity = newCapacity
    }

    /// Counts `written` more bytes, written at `reserve`'s place within the
    /// room it made.
    @inline(__always)
    func advance(by written: Int) {
        assert(count &+ written <= capacity)
        count &+= written
    }

    // MARK: Bytes

    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count &+= 1
    }

    func append(_ first: UInt8, _ second: UInt8) {
        let target = reserve(2)
        target[0] = first
        target[1] = second
        count &+= 2
    }

    /// Bytes that need no escaping (a literal, a number's text).
    func append(_ run: UnsafeBufferPointer<UInt8>) {
        let target = reserve(run.count)
        count &+= Self.copy(run, to: target)
    }
}
