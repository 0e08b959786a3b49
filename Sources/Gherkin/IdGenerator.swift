/// Hands out message ids: incrementing integers written as strings, one sequence
/// shared by every file parsed in one call, as the reference does.
///
/// Every AST node, step and pickle takes an id, so this is on the hot path.
/// The first ids, which every file numbered from 0 uses (`linkspec gherkin`),
/// are made once per process and handed out from a table. Beyond them the
/// next id is kept as decimal digits in a few words of the generator itself and
/// incremented in place, and each id is copied from those bytes. Ids of up to 15
/// digits are small strings in Swift, so handing one out allocates nothing
/// (converting an `Int` each time costs several times more, and keeping the
/// digits in an array cost a uniqueness check and bounds checks per digit).
package struct IdGenerator: Sendable {
    /// The ids below `made.count`, made once: taking one is an array read,
    /// far cheaper than making a string from digits (Benchmarks/results/NOTES.md).
    private static let made: [String] = (0..<2048).map { String($0) }

    /// The number the next id carries. `digits` and `count` hold it too, but
    /// only from `made.count` on.
    private var value = 0

    /// Bytes in `digits`: more than the 19 digits of `Int.max`, the most a
    /// generator can reach.
    private static let capacity = 24

    /// The digits of the next id in ASCII, right-aligned: the units digit is the
    /// last byte, so that a carry into a new digit writes one byte in front
    /// instead of moving the others.
    private var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// How many of the last bytes of `digits` are the next id (no leading zeros).
    private var count = 0

    /// Ids are never negative: a negative start begins at 0.
    package init(startingAt first: Int = 0) {
        moveTo(max(first, 0))
    }

    package mutating func next() -> String {
        let current = value
        if current < Self.made.count {
            value = current &+ 1
            if value == Self.made.count { write(value) }
            return Self.made[current]
        }
        value = current &+ 1
        let count = self.count
        let id = withUnsafeBytes(of: &digits) { bytes in
            let id = UnsafeRawBufferPointer(rebasing: bytes[(Self.capacity - count)...])
            return String(unsafeUninitializedCapacity: count) { target in
                UnsafeMutableRawBufferPointer(target).copyMemory(from: id)
                return count
            }
        }
        increment()
        return id
    }

    private mutating func moveTo(_ next: Int) {
        value = next
        if next >= Self.made.count { write(next) }
    }

    private mutating func write(_ value: Int) {
        var rest = value
        count = 0
        withUnsafeMutableBytes(of: &digits) { bytes in
            repeat {
                count += 1
                bytes[Self.capacity - count] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
        }
    }

    /// The number the next id will carry. A generator that started at 0 has
    /// handed out this many ids: `linkspec gherkin` numbers each file's ids
    /// from 0 and adds the count of the files before it when writing them.
    package var nextValue: Int { value }

    private mutating func increment() {
        let first = Self.capacity - count
        let grows = withUnsafeMutableBytes(of: &digits) { bytes -> Bool in
            var index = Self.capacity - 1
            while index >= first && bytes[index] == UInt8(ascii: "9") {
                bytes[index] = UInt8(ascii: "0")
                index -= 1
            }
            guard index < first else {
                bytes[index] += 1
                return false
            }
            // Every digit was a 9: a 1 in front of them.
            precondition(index >= 0, "ids past \(Self.capacity) digits")
            bytes[index] = UInt8(ascii: "1")
            return true
        }
        if grows { count += 1 }
    }
}
