import Foundation

/// The growing byte buffer behind `JSONWriter` and `JSONOutput`. Only ever
/// mutated through a writer that holds the sole reference (checked with
/// `isKnownUniquelyReferenced`), which is what makes sharing it safe.
///
/// The bytes live in memory of our own rather than an `[UInt8]`: an array
/// checks uniqueness and capacity on every byte appended, which made up most
/// of the writer's cost. Here each append checks the capacity once.
final class JSONByteBuffer: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<UInt8>
    var count = 0
    /// `StoredString.isSupported`, asked once per buffer: it is checked for
    /// every string written, and a stored `Bool` is one load where the
    /// once-initialized global is a call.
    let readsStringsInPlace = StoredString.isSupported
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = capacity
        base = Self.allocate(capacity)
    }

    deinit {
        free(base)
    }

    /// The bytes come from `malloc` rather than `UnsafeMutablePointer.allocate`
    /// so that growing can use `realloc`, which extends a large buffer in
    /// place (remapping its pages) where a copy would read and write it all.
    private static func allocate(_ capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = malloc(capacity) else { fatalError("JSONByteBuffer: out of memory") }
        return memory.bindMemory(to: UInt8.self, capacity: capacity)
    }

    func copy() -> JSONByteBuffer {
        let twin = JSONByteBuffer(capacity: Swift.max(capacity, 16))
        twin.base.update(from: base, count: count)
        twin.count = count
        return twin
    }

    /// Room for `extra` more bytes at `base + count`; the caller writes them
    /// and then advances `count`.
    @inline(__always)
    func reserve(_ extra: Int) -> UnsafeMutablePointer<UInt8> {
        if count + extra > capacity { grow(toAtLeast: count + extra) }
        return base + count
    }

    /// Room for `extra` more bytes at `base + count` if the buffer has it
    /// already, else nil: for fast paths that leave growing to a slow path
    /// out of line.
    @inline(__always)
    func room(_ extra: Int) -> UnsafeMutablePointer<UInt8>? {
        count &+ extra <= capacity ? base + count : nil
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1).pointee = byte
        count += 1
    }

    @inline(__always)
    func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let start = bytes.baseAddress, bytes.count > 0 else { return }
        reserve(bytes.count).update(from: start, count: bytes.count)
        count += bytes.count
    }

    /// A run of bytes copied to the end.
    @inline(__always)
    func appendRun(_ start: UnsafePointer<UInt8>, count length: Int) {
        guard length > 0 else { return }
        Self.copy(start, count: length, to: reserve(length))
        count += length
    }

    /// Copies `length` bytes, inline when short: a call to memmove costs more
    /// than the copy for a key, an id or the few bytes between two escapes.
    /// Only bytes inside the source are read (the loads overlap instead).
    @inline(__always)
    static func copy(_ start: UnsafePointer<UInt8>, count length: Int, to target: UnsafeMutablePointer<UInt8>) {
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 && length <= 16 {
            // Two overlapping eight-byte moves.
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length - 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length - 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target[index] = start[index] }
        } else if length <= 32 {
            // Two overlapping sixteen-byte moves (a field literal, a name).
            let head = from.loadUnaligned(as: SIMD16<UInt8>.self)
            let tail = from.loadUnaligned(fromByteOffset: length - 16, as: SIMD16<UInt8>.self)
            to.storeBytes(of: head, as: SIMD16<UInt8>.self)
            to.storeBytes(of: tail, toByteOffset: length - 16, as: SIMD16<UInt8>.self)
        } else {
            target.update(from: start, count: length)
        }
    }

    private func grow(toAtLeast needed: Int) {
        var newCapacity = Swift.max(capacity * 2, 64)
        while newCapacity < needed { newCapacity *= 2 }
        guard let memory = realloc(base, newCapacity) else { fatalError("JSONByteBuffer: out of memory") }
        base = memory.bindMemory(to: UInt8.self, capacity: newCapacity)
        capacity = newCapacity
    }
}
