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

extension Envelope.Kind {
    /// Position among `allCases`, by a switch: a search or a dictionary would
    /// compare or hash the kind's `String` raw value for every envelope.
    package var ordinal: Int {
        switch self {
        case .meta: 0
        case .source: 1
        case .gherkinDocument: 2
        case .pickle: 3
        case .parseError: 4
        case .stepDefinition: 5
        case .hook: 6
        case .parameterType: 7
        case .undefinedParameterType: 8
        case .testRunStarted: 9
        case .testCase: 10
        case .testCaseStarted: 11
        case .testStepStarted: 12
        case .testStepFinished: 13
        case .testCaseFinished: 14
        case .testRunFinished: 15
        case .testRunHookStarted: 16
        case .testRunHookFinished: 17
        case .attachment: 18
        case .externalAttachment: 19
        case .suggestion: 20
        }
    }
}
