import Foundation

/// A decimal number of any precision, as `{bigdecimal}` gives it. It keeps the
/// text exactly (`Decimal` holds only 38 digits); `decimalValue` rounds.
public struct BigDecimal: Sendable, Hashable, CustomStringConvertible, LosslessStringConvertible {
    /// The number as written, without a leading `+`.
    public let description: String

    /// Accepts `[-+]?digits[.digits][E[-+]digits]` with at least one digit.
    public init?(_ text: String) {
        var rest = Substring(text)
        if rest.first == "+" { rest = rest.dropFirst() }
        let body = rest.first == "-" ? rest.dropFirst() : rest
        guard Self.isDecimalLiteral(body) else { return nil }
        description = String(rest)
    }

    /// The nearest `Decimal` (exact up to 38 significant digits).
    public var decimalValue: Decimal {
        Decimal(string: description, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    /// The nearest `Double`.
    public var doubleValue: Double { Double(description) ?? .nan }

    private static func isDecimalLiteral(_ text: Substring) -> Bool {
        let utf8 = Array(text.utf8)
        var index = 0
        var digits = 0
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while index < utf8.count, isDigit(utf8[index]) { index += 1; digits += 1 }
        if index < utf8.count, utf8[index] == UInt8(ascii: ".") {
            index += 1
            while index < utf8.count, isDigit(utf8[index]) { index += 1; digits += 1 }
        }
        guard digits > 0 else { return false }
        if index < utf8.count, utf8[index] == UInt8(ascii: "E") || utf8[index] == UInt8(ascii: "e") {
            index += 1
            if index < utf8.count, utf8[index] == UInt8(ascii: "+") || utf8[index] == UInt8(ascii: "-") { index += 1 }
            var exponentDigits = 0
            while index < utf8.count, isDigit(utf8[index]) { index += 1; exponentDigits += 1 }
            guard exponentDigits > 0 else { return false }
        }
        return index == utf8.count
    }
}
