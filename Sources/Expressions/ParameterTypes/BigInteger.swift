/// An integer of any size, as `{biginteger}` gives it. It keeps the exact
/// digits (no arithmetic); convert to a fixed-width integer or `Decimal` when needed.
public struct BigInteger: Sendable, Hashable, Comparable, CustomStringConvertible, LosslessStringConvertible {
    /// Canonical digits: an optional `-`, no leading zeros, `0` for zero.
    public let description: String

    /// Accepts an optional sign followed by ASCII digits.
    public init?(_ text: String) {
        var digits = Substring(text)
        var negative = false
        if let sign = digits.first, sign == "-" || sign == "+" {
            negative = sign == "-"
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        let significant = digits.drop(while: { $0 == "0" })
        if significant.isEmpty {
            description = "0"
        } else {
            description = (negative ? "-" : "") + significant
        }
    }

    /// Whether the number is below zero.
    public var isNegative: Bool { description.hasPrefix("-") }

    /// The value as `T` when it fits.
    public func exactly<T: FixedWidthInteger>(_ type: T.Type = T.self) -> T? {
        T(description)
    }

    /// Numeric order, whatever the number of digits.
    public static func < (lhs: BigInteger, rhs: BigInteger) -> Bool {
        switch (lhs.isNegative, rhs.isNegative) {
        case (true, false): return true
        case (false, true): return false
        case (let negative, _):
            let left = lhs.description.drop(while: { $0 == "-" })
            let right = rhs.description.drop(while: { $0 == "-" })
            let magnitudeLess = left.count != right.count ? left.count < right.count : left < right
            let magnitudeEqual = left == right
            return negative ? !magnitudeLess && !magnitudeEqual : magnitudeLess
        }
    }
}
