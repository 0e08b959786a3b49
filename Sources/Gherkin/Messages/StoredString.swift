/// A `String` read where it is stored (a field of a message, an element of an
/// array) as the two words of its representation, without loading it as a
/// value.
///
/// Why: a string loaded from memory that the writer then writes around (the
/// buffer may grow, which is a call the optimizer cannot see through) must be
/// kept alive across those calls, so the optimizer retains and releases it:
/// two runtime calls per string, more than copying its bytes costs. Two plain
/// words need no such care, and a small string (up to 15 bytes: every id,
/// keyword and most names and cells) holds its bytes in those words.
///
/// The representation read is the standard library's `_StringObject` on
/// 64-bit little-endian platforms, which is part of Swift's stable ABI on
/// Apple platforms (its inlinable code, compiled into every client, reads the
/// same bits) and the same on Linux. Only the forms whose bytes are directly
/// addressable are recognized, with the tests the standard library's own
/// `withContiguousStorageIfAvailable` makes; any other string (bridged,
/// shared, or on a platform with another layout) is loaded as a value.
struct StoredString {
    /// The first word: for a small string its first eight bytes; otherwise
    /// flags in the top bits and the count in the low 48.
    let countAndFlags: UInt64
    /// The second word: a discriminator in the top nibble; for a small
    /// string its bytes 8 to 14 and, in the top byte, its count.
    let object: UInt64

    /// Whether strings are stored as read here: on a platform of that kind,
    /// and checked once per process on strings made at run time, so that a
    /// standard library that ever stored them otherwise gets the slow path
    /// (strings loaded as values), not wrong bytes.
    static var isSupported: Bool {
        #if _pointerBitWidth(_64) && _endian(little)
        layoutMatches
        #else
        false
        #endif
    }

    private static let layoutMatches: Bool = {
        // Made at run time, not literals (a literal is stored another way).
        let samples = [String(repeating: "a", count: 1), String(repeating: "b", count: 15),
                       String(repeating: "c", count: 16), String(repeating: "é", count: 4),
                       String(repeating: "d", count: 100), (0..<7).map { String($0) }.joined(separator: "-")]
        return samples.allSatisfy { sample in
            var sample = sample
            sample.makeContiguousUTF8()
            let expected = Array(sample.utf8)
            return withUnsafePointer(to: sample) { address in
                let stored = StoredString(at: address)
                if expected.count <= 15 {
                    guard stored.isSmall, stored.smallCount == expected.count else { return false }
                    let bytes = withUnsafeBytes(of: (stored.countAndFlags, stored.smallHigh)) { Array($0.prefix(expected.count)) }
                    return bytes == expected
                }
                guard let utf8 = stored.largeUTF8 else { return false }
                return Array(utf8) == expected
            }
        }
    }()

    /// The two words at `address`, whatever they hold: check `isSmall` or
    /// `utf8` before using them (and `isSupported` first).
    @inline(__always)
    init(at address: UnsafePointer<String>) {
        let raw = UnsafeRawPointer(address)
        countAndFlags = raw.load(as: UInt64.self)
        object = raw.load(fromByteOffset: MemoryLayout<UInt64>.size, as: UInt64.self)
    }

    private static let isSmallBit: UInt64 = 1 << 61
    /// Bytes that are not UTF-8 in memory: a lazily bridged or other foreign string.
    private static let isForeignBit: UInt64 = 1 << 60
    /// In `countAndFlags`: the bytes follow the storage object's header.
    private static let isTailAllocatedBit: UInt64 = 1 << 60
    /// Where the bytes of a tail-allocated string begin, from its object's address.
    private static let tailOffset: UInt = 32

    /// Zero exactly when this is a small string (its bytes are the words):
    /// to be combined with other tests into a single branch.
    @inline(__always)
    var notSmall: UInt64 { (object & (Self.isSmallBit | Self.isForeignBit)) ^ Self.isSmallBit }

    @inline(__always)
    var isSmall: Bool { notSmall == 0 }

    /// The length of a small string, 0 to 15.
    @inline(__always)
    var smallCount: Int { Int(truncatingIfNeeded: (object >> 56) & 0xF) }

    /// A small string's bytes 8 to 14, without the count byte.
    @inline(__always)
    var smallHigh: UInt64 { object & 0x00FF_FFFF_FFFF_FFFF }

    /// The bytes of a string whose bytes are in memory, small ones aside (it
    /// lives at least as long as the `String` it was read from); nil for a
    /// string of any other form.
    @inline(__always)
    var largeUTF8: UnsafeBufferPointer<UInt8>? {
        guard object & (Self.isSmallBit | Self.isForeignBit) == 0,
              countAndFlags & Self.isTailAllocatedBit != 0 else { return nil }
        let storage = UInt(truncatingIfNeeded: object & 0x0FFF_FFFF_FFFF_FFFF)
        return UnsafeBufferPointer(start: UnsafePointer(bitPattern: storage &+ Self.tailOffset),
                                   count: Int(truncatingIfNeeded: countAndFlags & 0xFFFF_FFFF_FFFF))
    }

    /// The masks of a small string's bytes in its two words: for its length
    /// `n`, the low `n` bytes of the first word and the low `n - 8` of the
    /// second. Without a branch, to keep the fast paths small.
    @inline(__always)
    var smallMasks: (low: UInt64, high: UInt64) {
        let length = UInt64(truncatingIfNeeded: smallCount)
        // max(length - 8, 0) and min(length, 8), from the sign of length - 8.
        let past = length &- 8
        let overEight = past & ~UInt64(bitPattern: Int64(bitPattern: past) >> 63)
        let inFirst = length &- overEight
        // inFirst == 8 shifts by 0 (masked to six bits) and fills every byte.
        let low = ((1 &<< ((inFirst &* 8) & 63)) &- 1) | (0 &- (inFirst >> 3))
        let high = (1 &<< (overEight &* 8)) &- 1
        return (low, high)
    }
}

extension UnsafePointer {
    /// The stored property at `path` of the value here, in place.
    @inline(__always)
    func at<Member>(_ path: KeyPath<Pointee, Member>) -> UnsafePointer<Member> {
        // Only stored properties are named: never nil.
        pointer(to: path)!
    }

    /// The value inside the optional here, in place, or nil when it is nil.
    /// `Optional` is a single-payload enum, and such an enum stores its
    /// payload unchanged at offset zero (Swift's type layout ABI), telling
    /// nil apart by bit patterns the payload never has or by a tag after it.
    @inline(__always)
    func unwrapped<Wrapped>() -> UnsafePointer<Wrapped>? where Pointee == Wrapped? {
        // Tested by pattern, without binding: nothing is copied.
        guard case .some = pointee else { return nil }
        return UnsafeRawPointer(self).assumingMemoryBound(to: Wrapped.self)
    }
}

extension UnsafePointer {
    /// The elements of the array here, in place, for as long as the array
    /// is neither changed nor freed (the writers read messages that their
    /// callers hold unchanged while they are written).
    ///
    /// Why not inside `withUnsafeBufferPointer`'s closure: writing there,
    /// with calls the optimizer cannot see through, makes it retain and
    /// release the array around them, a pair of runtime calls per list
    /// written. The buffer handed out is the array's own storage, which
    /// lives as long as the array does; taken out of the closure, nothing
    /// needs to be kept alive while it is read. Only for arrays that are
    /// native: arrays of messages always are; an array of strings on a
    /// platform with Objective-C may be an `NSArray`'s, whose buffer lives
    /// only inside the closure (`JSONOutput.field(_:ids:)` keeps to it there).
    @inline(__always)
    func elements<Element>() -> UnsafeBufferPointer<Element> where Pointee == [Element] {
        pointee.withUnsafeBufferPointer { $0 }
    }
}
