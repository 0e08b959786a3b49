import LinkSpecPlatform

/// The memory of a `StringPool`: its hash table, its strings and their bytes,
/// in arrays a parse takes whole from the shelf and puts back when it ends.
struct StringPoolTables: Sendable {
    struct Key: Sendable {
        /// Never 0: 0 marks an empty slot.
        var hash: UInt64
        /// Where the string's bytes are in `bytes`.
        var start: Int
        var count: Int
        /// The string's place in `strings`.
        var string: Int

        static let empty = Key(hash: 0, start: 0, count: 0, string: 0)
    }

    /// A power of two in length, at most half of it in use.
    private(set) var keys: [Key]
    /// Every string kept, in the order they came: growing the table moves
    /// keys only, and forgetting releases the strings and nothing else.
    private(set) var strings: [String] = []
    /// The bytes of every string kept, one after another.
    private(set) var bytes: [UInt8] = []

    init(capacity: Int, byteCapacity: Int) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "StringPoolTables: capacity not a power of two")
        keys = Array(repeating: .empty, count: capacity)
        strings.reserveCapacity(capacity / 2)
        bytes.reserveCapacity(byteCapacity)
    }

    var capacity: Int { keys.count }

    /// Keeps `string`, whose bytes are `source[range]`, in the empty slot `index`.
    mutating func insert(_ string: String, bytes source: _UnsafeBytes, _ range: Range<Int>, hash: UInt64, at index: Int) {
        assert(keys[index].hash == 0, "StringPoolTables.insert: slot in use")
        keys[index] = Key(hash: hash, start: bytes.count, count: range.count, string: strings.count)
        strings.append(string)
        source.append(range, to: &bytes)
        if strings.count * 2 > capacity { growTable() }
    }

    /// Forgets every string (the memory stays, for the next ones).
    mutating func removeAll() {
        for index in keys.indices where keys[index].hash != 0 {
            keys[index] = .empty
        }
        strings.removeAll(keepingCapacity: true)
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func growTable() {
        let oldKeys = keys
        keys = Array(repeating: .empty, count: oldKeys.count * 2)
        let mask = keys.count - 1
        for key in oldKeys where key.hash != 0 {
            var index = Int(truncatingIfNeeded: key.hash) & mask
            while keys[index].hash != 0 { index = (index + 1) & mask }
            keys[index] = key
        }
    }
}

/// Where `StringPoolTables` wait between parses. A parse takes one for its
/// whole length; parses on several threads at once each get their own.
final class StringPoolShelf: Sendable {
    static let shared = StringPoolShelf()

    private let waiting = Locked<[StringPoolTables]>([])

    func take() -> StringPoolTables? {
        waiting.withLock { $0.popLast() }
    }

    func put(_ tables: StringPoolTables) {
        waiting.withLock { $0.append(tables) }
    }
}
