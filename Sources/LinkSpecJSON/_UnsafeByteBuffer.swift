/// The bytes behind a `JSONWriter`: memory of its own, grown by doubling, and
/// the only type in LinkSpecJSON that writes through a pointer (here and in
/// its extensions `+JSON`, `+Escaping` and `+Numbers`).
///
/// Every append first reserves room for the most it can write (a string: six
/// bytes for each of its bytes, the length of `\u00xx`), then writes below
/// that bound (the asserts restate it), so no write lands outside memory the
/// buffer owns, whatever the input. Not `[UInt8]` or `OutputSpan`: they check
/// capacity for every byte (Benchmarks/results/NOTES.md).
///
/// `@usableFromInline`, punctuation and keys `@inlinable`: compiled into the
/// module that writes, where a key is a constant. Only a `JSONWriter` holding
/// the sole reference writes to it (`isKnownUniquelyReferenced`), so accesses
/// never overlap and are not checked at run time (`@exclusivity(unchecked)`:
/// from another module each check was a call, more than the append it guards).
@usableFromInline
final class _UnsafeByteBuffer {
    @usableFromInline @exclusivity(unchecked) var base: UnsafeMutablePointer<UInt8>
    @usableFromInline @exclusivity(unchecked) var capacity: Int
    /// The bytes written: set only by the appends, after writing them.
    @usableFromInline @exclusivity(unchecked) var count = 0
    /// `JSONWriter`'s state: whether the next value or key follows another
    /// at the same level, and needs a comma first.
    @usableFromInline @exclusivity(unchecked) var needsComma = false

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
    @inlinable @inline(__always)
    func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        assert(extra >= 0, "_UnsafeByteBuffer: negative room")
        if _slowPath(count &+ extra > capacity) { grow(toAtLeast: count + extra) }
        assert(count &+ extra <= capacity)
        return base + count
    }

    @usableFromInline
    func grow(toAtLeast needed: Int) {
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
    @inlinable @inline(__always)
    func advance(by written: Int) {
        assert(written >= 0 && count &+ written <= capacity)
        count &+= written
    }

    // MARK: Bytes

    @inlinable @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        advance(by: 1)
    }

    /// Bytes that need no escaping (a literal, a number's text).
    @inlinable @inline(__always)
    func append(_ run: UnsafeBufferPointer<UInt8>) {
        let target = reserve(run.count)
        advance(by: Self.copy(run, to: target))
    }

    /// Copies `run` to `target`; returns its length. A short run is moved in
    /// one or two loads and stores (overlapping), where a call to `memmove`
    /// costs more than the copy; only bytes of the run are read.
    @inlinable @inline(__always)
    static func copy(_ run: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = run.count
        guard let start = run.baseAddress else { return 0 }
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 && length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target[index] = start[index] }
        } else {
            target.update(from: start, count: length)
        }
        return length
    }
}
