import CucumberMessages

/// A set of envelope kinds as the bits of one word: the stream checks it
/// before each envelope, and a `Set<Envelope.Kind>` would hash a `String` each time.
struct EnvelopeKindMask: Sendable {
    private let bits: UInt32

    /// `kinds`, or every kind when nil.
    init(_ kinds: Set<Envelope.Kind>?) {
        guard let kinds else {
            bits = .max
            return
        }
        bits = kinds.reduce(0) { $0 | 1 << UInt32($1.ordinal) }
    }

    func contains(_ kind: Envelope.Kind) -> Bool {
        bits & 1 << UInt32(kind.ordinal) != 0
    }
}
