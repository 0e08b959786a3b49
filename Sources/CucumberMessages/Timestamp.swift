// Not generated (Scripts/generate-messages.swift): the schema's Timestamp and
// Duration say "integer" for both fields, where these hold seconds as `Int64`
// and nanoseconds as `Int32` so that times are exact, do arithmetic on them,
// and check on reading that nanoseconds are from 0 to 999,999,999 (the
// generator checks that the schema still has exactly these two fields).

/// A moment as Cucumber Messages write it: whole seconds since the Unix epoch and
/// the nanoseconds within that second.
@usableFromInline
package struct Timestamp: Hashable, Comparable, Sendable {
    @usableFromInline package var seconds: Int64
    @usableFromInline package var nanos: Int32

    @inlinable package init(seconds: Int64, nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    /// The moment `totalNanoseconds` after the epoch.
    @inlinable package init(totalNanoseconds: Int64) {
        let (quotient, remainder) = totalNanoseconds.quotientAndRemainder(dividingBy: 1_000_000_000)
        if remainder < 0 {
            self.init(seconds: quotient - 1, nanos: Int32(remainder + 1_000_000_000))
        } else {
            self.init(seconds: quotient, nanos: Int32(remainder))
        }
    }

    /// Saturating at the ends of `Int64`: a stream may carry any seconds.
    @inlinable package var totalNanoseconds: Int64 {
        saturatingNanoseconds(seconds, nanos)
    }

    /// The time elapsed from `start` to this moment (zero if `start` is later;
    /// the longest time `Int64` holds if the two are further apart than that).
    @inlinable package func elapsed(since start: Timestamp) -> ElapsedTime {
        let (difference, overflow) = totalNanoseconds.subtractingReportingOverflow(start.totalNanoseconds)
        return ElapsedTime(totalNanoseconds: overflow ? (start.totalNanoseconds < 0 ? .max : 0) : difference)
    }

    @inlinable package static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
        (lhs.seconds, lhs.nanos) < (rhs.seconds, rhs.nanos)
    }
}

/// A length of time in the `Duration` shape of Cucumber Messages (seconds and
/// nanoseconds). Named apart from the standard library's `Duration`, which it is not.
@usableFromInline
package struct ElapsedTime: Hashable, Comparable, Sendable {
    @usableFromInline package var seconds: Int64
    @usableFromInline package var nanos: Int32

    @usableFromInline package static let zero = ElapsedTime(seconds: 0, nanos: 0)

    @inlinable package init(seconds: Int64, nanos: Int32) {
        self.seconds = seconds
        self.nanos = nanos
    }

    @inlinable package init(totalNanoseconds: Int64) {
        let clamped = max(0, totalNanoseconds)
        self.init(seconds: clamped / 1_000_000_000, nanos: Int32(clamped % 1_000_000_000))
    }

    @inlinable package var totalNanoseconds: Int64 {
        saturatingNanoseconds(seconds, nanos)
    }

    @inlinable package static func + (lhs: ElapsedTime, rhs: ElapsedTime) -> ElapsedTime {
        let (sum, overflow) = lhs.totalNanoseconds.addingReportingOverflow(rhs.totalNanoseconds)
        return ElapsedTime(totalNanoseconds: overflow ? .max : sum)
    }

    @inlinable package static func < (lhs: ElapsedTime, rhs: ElapsedTime) -> Bool {
        lhs.totalNanoseconds < rhs.totalNanoseconds
    }
}

/// `seconds` and `nanos` as nanoseconds, held at `Int64.min` or `Int64.max`
/// where they do not fit (a message may carry any seconds; sums and
/// differences of such times must not trap).
@usableFromInline @inline(__always) func saturatingNanoseconds(_ seconds: Int64, _ nanos: Int32) -> Int64 {
    let (product, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
    if overflow { return seconds < 0 ? .min : .max }
    let (sum, sumOverflow) = product.addingReportingOverflow(Int64(nanos))
    return sumOverflow ? .max : sum
}

// MARK: Reading and writing

/// A timestamp or a duration, read and written as `{"nanos":...,"seconds":...}`.
protocol SecondsAndNanos: ReadableMessage, WritableMessage {
    init(seconds: Int64, nanos: Int32)
    var seconds: Int64 { get }
    var nanos: Int32 { get }
}

extension SecondsAndNanos {
    /// Nanoseconds must be from 0 to 999,999,999.
    init(reading object: MessageObject) throws(MessageFormatError) {
        let seconds = Int64(try object.field("seconds") as Int)
        let nanos: Int = try object.field("nanos")
        guard (0..<1_000_000_000).contains(nanos) else {
            throw MessageFormatError("'\(object.name).nanos' must be from 0 to 999999999", at: object.value)
        }
        self.init(seconds: seconds, nanos: Int32(nanos))
    }

    func write(to out: MessageOutput) {
        out.json.beginObject()
        out.json.field("nanos", Int(nanos))
        out.json.field("seconds", Int(seconds))
        out.json.endObject()
    }
}

extension Timestamp: SecondsAndNanos {}
extension ElapsedTime: SecondsAndNanos {}
