import CucumberMessages

/// The date and time of a moment in UTC, as ISO 8601 writes them
/// (`2025-09-09T15:26:25`), from the timestamp's whole seconds, without
/// Foundation's calendars; each report adds the fraction in its own form.
enum UTCDateTime {
    static func dateAndTime(_ timestamp: Timestamp) -> String {
        let days = floorDivide(timestamp.seconds, 86_400)
        let secondsOfDay = timestamp.seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2)
            + "T" + pad(secondsOfDay / 3600, 2) + ":" + pad(secondsOfDay / 60 % 60, 2) + ":" + pad(secondsOfDay % 60, 2)
    }

    /// `value` in decimal with at least `width` digits (a sign before them).
    static func pad(_ value: Int64, _ width: Int) -> String {
        let text = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - text.count)) + text
    }

    private static func floorDivide(_ a: Int64, _ b: Int64) -> Int64 {
        a >= 0 ? a / b : -((-a + b - 1) / b)
    }

    /// Year, month and day of the proleptic Gregorian calendar (Howard Hinnant's
    /// days-from-civil inverse).
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
