/// A table keyed by message id that stores the values of decimal ids in an
/// array, by the id's value, and only other ids (UUIDs, decimals with leading
/// zeros) in a dictionary: a run's ids are `IdGenerator`'s counters, so one
/// document's nodes fill a short range, and reading a few digits is much
/// cheaper than hashing a `String` once per pickle step.
package struct IdKeyedTable<Value> {
    /// `dense[i]` holds the value of the decimal id `base + i`.
    private var dense: [Value?] = []
    private var base = 0
    private var other: [String: Value] = [:]
    /// Wider ranges go to the dictionary: a stray large id allocates no huge array.
    private static var maximumSpan: Int { 1 << 16 }

    package subscript(id: String) -> Value? {
        get {
            if let number = Self.decimalValue(of: id), dense.indices.contains(number - base),
               let value = dense[number - base] {
                return value
            }
            // A decimal id may have gone here while the array did not reach it.
            return other.isEmpty ? nil : other[id]
        }
        set {
            if let number = Self.decimalValue(of: id), makeRoom(for: number) {
                dense[number - base] = newValue
                if !other.isEmpty { other[id] = nil }
            } else {
                other[id] = newValue
            }
        }
    }

    /// Grows `dense` to cover `number`; false when that would make it too
    /// wide, or `number` is below the first id (ids rarely go down).
    private mutating func makeRoom(for number: Int) -> Bool {
        if dense.isEmpty {
            base = number
            dense = [nil]
            return true
        }
        guard number >= base else { return false }
        if number >= base + dense.count {
            guard number - base < Self.maximumSpan else { return false }
            dense.append(contentsOf: repeatElement(nil, count: number - base - dense.count + 1))
        }
        return true
    }

    /// The value of an id written as a plain decimal number (`0`, `17`, not
    /// `007` or `-1`) of at most nine digits; nil for any other id.
    static func decimalValue(of id: String) -> Int? {
        var value = 0
        var digits = 0
        for byte in id.utf8 {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 9 else { return nil }
            if digits == 1 && value == 0 { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits == 0 ? nil : value
    }
}

extension IdKeyedTable: Sendable where Value: Sendable {}
