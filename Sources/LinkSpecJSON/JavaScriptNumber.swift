/// Numbers as JavaScript prints them (ECMAScript's Number::toString), which is
/// how the Cucumber reference implementations write them: the shortest digits
/// that read back as the same `Double` (Swift's own), in plain notation from
/// 1e-6 up to 1e21 and as `1.5e+21` / `1e-7` outside it.
enum JavaScriptNumber {
    static func text(of value: Double) -> String {
        if value == 0 { return "0" }
        let negative = value < 0
        // Swift prints e.g. "1.2345e-07", "123.45" or "1e+21".
        let swiftText = value.magnitude.description
        var mantissa = Substring(swiftText)
        var exponent = 0
        if let e = swiftText.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            mantissa = swiftText[..<e]
            exponent = Int(swiftText[swiftText.index(after: e)...]) ?? 0
        }
        // digits d1...dk and n such that value = 0.d1...dk × 10^n.
        let point = mantissa.firstIndex(of: ".") ?? mantissa.endIndex
        let integerPart = mantissa[..<point]
        let fractionPart = point < mantissa.endIndex ? mantissa[mantissa.index(after: point)...] : ""
        var digits = Array((integerPart + fractionPart).utf8)
        var n = integerPart.count + exponent
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            n -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        guard !digits.isEmpty else { return "0" }
        let k = digits.count
        let zero = UInt8(ascii: "0")
        var out: [UInt8] = negative ? [UInt8(ascii: "-")] : []
        if k <= n && n <= 21 {
            out += digits + Array(repeating: zero, count: n - k)
        } else if 0 < n && n <= 21 {
            out += digits[..<n] + [UInt8(ascii: ".")] + digits[n...]
        } else if -6 < n && n <= 0 {
            out += [zero, UInt8(ascii: ".")] + Array(repeating: zero, count: -n) + digits
        } else {
            out.append(digits[0])
            if k > 1 { out += [UInt8(ascii: ".")] + digits[1...] }
            out += Array("e\(n - 1 >= 0 ? "+" : "-")\(abs(n - 1))".utf8)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
