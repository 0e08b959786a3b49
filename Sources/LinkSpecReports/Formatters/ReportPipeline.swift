import CucumberMessages
import Dispatch

/// Feeds one message stream to several formatters: updates the shared query,
/// hands the envelope to each formatter that consumes its kind, then lets the
/// query forget what no formatter will ask for again:
///
///     let pipeline = ReportPipeline(formatters: [progress, junit])
///     for envelope in run { try pipeline.consume(envelope) }
///     try pipeline.finish()   // writes and commits every report
package final class ReportPipeline {
    package let query = MessageQuery()
    package private(set) var formatters: [any ReportFormatter] {
        didSet { routes = Self.routes(formatters) }
    }
    /// By `Envelope.Kind.ordinal`, the positions of the formatters that consume
    /// that kind (`ReportFormatter.consumedKinds`), in pipeline order.
    private var routes: [[Int]]
    private var isFinished = false
    /// Monotonic nanoseconds.
    private var lastFlush: UInt64 = 0
    /// Progress reaches a terminal or pipe at most this often, not with a
    /// system call per scenario.
    private let flushInterval: UInt64 = 50_000_000

    package init(formatters: [any ReportFormatter] = []) {
        self.formatters = formatters
        self.routes = Self.routes(formatters)
    }

    private static func routes(_ formatters: [any ReportFormatter]) -> [[Int]] {
        Envelope.Kind.allCases.map { kind in
            formatters.indices.filter { formatters[$0].consumedKinds?.contains(kind) ?? true }
        }
    }

    /// The kinds of envelope its formatters and the query act on, or nil when
    /// a formatter takes every kind (`message`); a stream need not build the others.
    package var consumedKinds: Set<Envelope.Kind>? {
        var kinds = MessageQuery.consumedKinds
        for formatter in formatters {
            guard let consumed = formatter.consumedKinds else { return nil }
            kinds.formUnion(consumed)
        }
        return kinds
    }

    package func add(_ formatter: any ReportFormatter) {
        formatters.append(formatter)
    }

    package func consume(_ envelope: Envelope) throws {
        query.update(with: envelope)
        let routed = routes[envelope.kind.ordinal]
        for index in routed {
            try formatters[index].consume(envelope, query: query)
        }
        guard case .testCaseFinished(let finished) = envelope else { return }
        if let attempt = query.attempt(finished.testCaseStartedId) {
            for index in routed { try formatters[index].record(attempt, query: query) }
        }
        query.forgetAfterDispatch(envelope)
        flushLiveOutputs()
    }

    private func flushLiveOutputs() {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now &- lastFlush >= flushInterval else { return }
        lastFlush = now
        for formatter in formatters {
            formatter.output.flush()
        }
    }

    /// Ends the stream: every formatter writes its remainder, and every output
    /// is committed (report files move into place); when one fails, those not
    /// yet committed are discarded.
    package func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        var committed = 0
        do {
            for attempt in query.unfinishedAttempts {
                for index in routes[Envelope.Kind.testCaseFinished.ordinal] {
                    try formatters[index].record(attempt, query: query)
                }
            }
            for formatter in formatters {
                try formatter.finish(query: query)
                // Formatters sharing the console each buffer; flushing each
                // one's remainder before the next finishes keeps the console
                // in formatter order.
                formatter.output.flush()
            }
            for formatter in formatters {
                try formatter.output.commit()
                committed += 1
            }
        } catch {
            for formatter in formatters.dropFirst(committed) {
                formatter.output.discard()
            }
            throw error
        }
    }

    /// Gives up (interrupted run, unreadable input): no report file is replaced.
    package func abandon() {
        guard !isFinished else { return }
        isFinished = true
        for formatter in formatters {
            formatter.output.discard()
        }
    }
}
