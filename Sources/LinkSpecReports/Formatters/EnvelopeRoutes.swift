import CucumberMessages

/// For each kind of envelope, the positions of the formatters that consume it
/// (`ReportFormatter.consumedKinds`), in pipeline order.
struct EnvelopeRoutes {
    /// Indexed by `Envelope.Kind.ordinal`.
    private var table: [[Int]]

    init(_ formatters: [any ReportFormatter]) {
        table = Envelope.Kind.allCases.map { kind in
            formatters.indices.filter { formatters[$0].consumedKinds?.contains(kind) ?? true }
        }
    }

    func formatters(for kind: Envelope.Kind) -> [Int] {
        table[kind.ordinal]
    }
}
