import Foundation
import LinkSpecPlatform

/// The memory of a `StringPool`: its hash table and the bytes of its strings.
///
/// A class so that it can wait on the shelf between parses; while a parse
/// holds it, only that parse's pool touches it. Its storage is raw memory it
/// owns, initialized exactly where a key is in use.
final class StringPoolTables: @unchecked Sendable {
    struct Key {
        /// Never 0: 0 marks an empty slot.
        var hash: UInt64
        /// Where the string's bytes are in `bytes`.
        var start: Int
        var count: Int
    }

    private(set) var keys: UnsafeMutablePointer<Key>
    /// Initialized where the key is used.
    private(set) var strings: UnsafeMutablePointer<String>
    private(set) var capacity: Int
    private(set) var count = 0
    private(set) var bytes: UnsafeMutablePointer<UInt8>
    private var byteCapacity: Int
    private(set) var byteCount = 0

    init(capacity: Int, byteCapacity: Int) {
        self.capacity = capacity
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Key(hash: 0, start: 0, count: 0), count: capacity)
        strings = .allocate(capacity: capacity)
        self.byteCapacity = byteCapacity
        bytes = .allocate(capacity: byteCapacity)
    }

    deinit {
        removeAll()
        keys.deallocate()
        strings.deallocate()
        bytes.deallocate()
    }

    /// Keeps `string`, whose bytes are `count` at `source`, in the empty slot `index`.
    func insert(_ string: String, bytes source: UnsafePointer<UInt8>, count byteLength: Int, hash: UInt64, at index: Int) {
        if byteCount + byteLength > byteCapacity { growBytes(byteCount + byteLength) }
        (bytes + byteCount).update(from: source, count: byteLength)
        keys[index] = Key(hash: hash, start: byteCount, count: byteLength)
        (strings + index).initialize(to: string)
        byteCount += byteLength
        count += 1
        if count * 2 > capacity { growTable() }
    }

    /// Forgets every string (the memory stays, for the next ones).
    func removeAll() {
        for index in 0..<capacity where keys[index].hash != 0 {
            (strings + index).deinitialize(count: 1)
            keys[index] = Key(hash: 0, start: 0, count: 0)
        }
        count = 0
        byteCount = 0
    }

    private func growBytes(_ needed: Int) {
        var larger = byteCapacity * 2
        while larger < needed { larger *= 2 }
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: bytes, count: byteCount)
        bytes.deallocate()
        bytes = moved
        byteCapacity = larger
    }

    private func growTable() {
        let oldKeys = keys
        let oldStrings = strings
        let oldCapacity = capacity
        capacity *= 2
        keys = .allocate(capacity: capacity)
        keys.initialize(repeating: Key(hash: 0, start: 0, count: 0), count: capacity)
        strings = .allocate(capacity: capacity)
        let mask = capacity - 1
        for position in 0..<oldCapacity where oldKeys[position].hash != 0 {
            var index = Int(truncatingIfNeeded: oldKeys[position].hash) & mask
            while keys[index].hash != 0 { index = (index + 1) & mask }
            keys[index] = oldKeys[position]
            (strings + index).moveInitialize(from: oldStrings + position, count: 1)
        }
        oldKeys.deallocate()
        oldStrings.deallocate()
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
