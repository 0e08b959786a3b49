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

    /// `seconds`, appended as ASCII digits: a report writes one per test case,
    /// and building it from `String` pieces cost more than the rest of the tag.
    static func writeSeconds(_ elapsed: ElapsedTime, into bytes: inout [UInt8]) {
        let total = max(0, elapsed.totalNanoseconds)
        writeDigits(of: total / 1_000_000_000, into: &bytes)
        bytes.append(UInt8(ascii: "."))
        var fraction = total % 1_000_000_000
        guard fraction != 0 else {
            bytes.append(UInt8(ascii: "0"))
            return
        }
        var digits = 9
        while fraction % 10 == 0 {
            fraction /= 10
            digits -= 1
        }
        // `digits` places, leading zeros included: 7 ms is 0.007.
        var divisor: Int64 = 1
        for _ in 1..<digits { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor % 10))
            divisor /= 10
        }
    }

    /// The decimal digits of a non-negative number.
    private static func writeDigits(of value: Int64, into bytes: inout [UInt8]) {
        var divisor: Int64 = 1
        while divisor <= value / 10 { divisor *= 10 }
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(value / divisor % 10))
            divisor /= 10
        }
    }

    static func iso8601(_ timestamp: Timestamp) -> String {
        let days = floorDivide(timestamp.seconds, 86_400)
        let secondsOfDay = timestamp.seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        var text = pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
        text += "T" + pad(secondsOfDay / 3600, 2) + ":" + pad(secondsOfDay / 60 % 60, 2) + ":" + pad(secondsOfDay % 60, 2)
        let nanos = Int64(max(0, min(999_999_999, timestamp.nanos)))
        if nanos != 0 {
            if nanos % 1_000_000 == 0 {
                text += "." + pad(nanos / 1_000_000, 3)
            } else if nanos % 1000 == 0 {
                text += "." + pad(nanos / 1000, 6)
            } else {
                text += "." + pad(nanos, 9)
            }
        }
        return text + "Z"
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    private static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - text.count)) + text
    }

    /// Year, month and day of the proleptic Gregorian calendar (Howard Hinnant's
    /// days-from-civil inverse), without Foundation's calendars.
    private static func civilDate(daysSinceEpoch: Int64) -> (Int64, Int64, Int64) {
        let z = daysSinceEpoch + 719_468
        let era = floorDivide(z, 146_097)
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }
}
