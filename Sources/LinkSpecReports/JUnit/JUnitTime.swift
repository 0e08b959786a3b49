import CucumberMessages

/// How the JUnit report writes times: seconds as a plain decimal with the
/// trailing zeros dropped but at least one decimal (`0.007`, `0.01`, `2.0`),
/// exact from the integer nanoseconds; and the run's start as ISO 8601 in UTC
/// with the fraction only when it is not zero (`1970-01-01T00:00:00Z`).
enum JUnitTime {
    static func seconds(_ elapsed: ElapsedTime) -> String {
        var bytes: [UInt8] = []
        writeSeconds(elapsed, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `seconds`, appended as ASCII digits: one per test case, cheaper than `String` pieces.
    static func writeSeconds(_ elapsed: ElapsedTime, into bytes: inout [UInt8]) {
        let total = max(0, elapsed.totalNanoseconds)
        var fraction = total % 1_000_000_000
        var digits = 9
        while digits > 1 && fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        writeDigits(of: total / 1_000_000_000, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        // `digits` places, leading zeros included: 7 ms is 0.007.
        writeDigits(of: fraction, width: digits, into: &bytes)
    }

    /// The decimal digits of a non-negative number, at least `width` of them.
    private static func writeDigits(of value: Int64, width: Int = 1, into bytes: inout [UInt8]) {
        if value >= 10 || width > 1 { writeDigits(of: value / 10, width: width - 1, into: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    static func iso8601(_ timestamp: Timestamp) -> String {
        var text = UTCDateTime.dateAndTime(timestamp)
        let nanos = Int64(max(0, min(999_999_999, timestamp.nanos)))
        if nanos != 0 {
            let (value, width) = nanos % 1_000_000 == 0 ? (nanos / 1_000_000, 3)
                : nanos % 1000 == 0 ? (nanos / 1000, 6) : (nanos, 9)
            text += "." + UTCDateTime.pad(value, width)
        }
        return text + "Z"
    }
}
