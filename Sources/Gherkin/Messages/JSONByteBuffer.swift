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

    /// Text known at compile time (punctuation), written as given. Inlined,
    /// its length is a constant and the copy a move or two.
    @inline(__always)
    func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            appendRun(literal.utf8Start, count: literal.utf8CodeUnitCount)
        } else {
            appendScalar(literal)
        }
    }

    /// A literal of one Unicode scalar ("a") is stored as the scalar, not
    /// as bytes; out of line, so that the usual case is inlined.
    @inline(never)
    private func appendScalar(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// `"name":`, after a comma when `comma`, for a name known at compile
    /// time that needs no escaping (message field names never do).
    @inline(__always)
    func appendKey(_ name: StaticString, comma: Bool) {
        if name.hasPointerRepresentation {
            appendKey(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), comma: comma)
        } else {
            appendScalarKey(name, comma: comma)
        }
    }

    /// A name of one Unicode scalar ("a"), stored as the scalar.
    @inline(never)
    private func appendScalarKey(_ name: StaticString, comma: Bool) {
        name.withUTF8Buffer { appendKey($0, comma: comma) }
    }

    @inline(__always)
    private func appendKey(_ name: UnsafeBufferPointer<UInt8>, comma: Bool) {
        let length = name.count
        let target = reserve(length + 4)
        var offset = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            offset = 1
        }
        target[offset] = UInt8(ascii: "\"")
        if let start = name.baseAddress {
            Self.copy(start, count: length, to: target + offset + 1)
        }
        target[offset + length + 1] = UInt8(ascii: "\"")
        target[offset + length + 2] = UInt8(ascii: ":")
        count += offset + length + 3
    }

    /// `,"name":json` with one capacity check, for a name and a value known
    /// at compile time (each of more than one character: stored as bytes).
    func appendRawField(_ name: StaticString, _ json: StaticString) {
        let nameLength = name.utf8CodeUnitCount
        let jsonLength = json.utf8CodeUnitCount
        let target = reserve(nameLength &+ jsonLength &+ 4)
        target[0] = UInt8(ascii: ",")
        target[1] = UInt8(ascii: "\"")
        Self.copy(name.utf8Start, count: nameLength, to: target + 2)
        target[nameLength &+ 2] = UInt8(ascii: "\"")
        target[nameLength &+ 3] = UInt8(ascii: ":")
        Self.copy(json.utf8Start, count: jsonLength, to: target + (nameLength &+ 4))
        count &+= nameLength &+ jsonLength &+ 4
    }

    /// Writes a literal of more than one character (always stored as bytes)
    /// at `target`; returns its length.
    @inline(__always)
    static func writeLiteral(_ literal: StaticString, to target: UnsafeMutablePointer<UInt8>) -> Int {
        copy(literal.utf8Start, count: literal.utf8CodeUnitCount, to: target)
        return literal.utf8CodeUnitCount
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
