/// What comes before a value: a field's key, an element's comma. Written
/// into the same reserved room as the value, so that a field of a short
/// value costs one capacity check and one update of the count, not two.
/// (A type rather than a closure: the writers that take it are specialized
/// for each, and stay small enough to be inlined.)
protocol JSONPrefix {
    /// The most bytes `write` writes.
    var maxLength: Int { get }
    /// Writes the prefix at `target` (room for `maxLength` bytes); returns
    /// its length.
    func write(to target: UnsafeMutablePointer<UInt8>) -> Int
}

/// Nothing: a value on its own.
struct NoPrefix: JSONPrefix {
    @inline(__always) var maxLength: Int { 0 }

    @inline(__always)
    func write(to target: UnsafeMutablePointer<UInt8>) -> Int { 0 }
}

/// `,`: an element of an array after the first comma's bracket trick
/// (`JSONOutput`).
struct Comma: JSONPrefix {
    @inline(__always) var maxLength: Int { 1 }

    @inline(__always)
    func write(to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: ",")
        return 1
    }
}

/// `,"name":`, for a name known at compile time that needs no escaping.
struct CommaKey: JSONPrefix {
    let name: StaticString

    @inline(__always)
    init(_ name: StaticString) {
        self.name = name
    }

    @inline(__always) var maxLength: Int { name.utf8CodeUnitCount &+ 4 }

    @inline(__always)
    func write(to target: UnsafeMutablePointer<UInt8>) -> Int {
        target[0] = UInt8(ascii: ",")
        return 1 &+ JSONByteBuffer.writeKey(name, to: target + 1)
    }
}
