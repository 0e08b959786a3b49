import CucumberMessages
import Dispatch

/// Feeds one message stream to several formatters: updates the shared query,
/// hands the envelope to each formatter, then lets the query forget what no
/// formatter will ask for again. The runner (or `linkspec report`) drives it:
///
///     let pipeline = ReportPipeline(formatters: [progress, junit])
///     for envelope in run { try pipeline.consume(envelope) }
///     try pipeline.finish()   // writes and commits every report
package final class ReportPipeline {
    package let query = MessageQuery()
    package private(set) var formatters: [any ReportFormatter] {
        didSet { routes = EnvelopeRoutes(formatters) }
    }
    /// Which formatters each kind of envelope goes to.
    private var routes: EnvelopeRoutes
    private var isFinished = false
    /// When live outputs were last flushed (monotonic nanoseconds).
    private var lastFlush: UInt64 = 0
    /// Progress reaches a terminal or pipe at most this often, so a fast run
    /// does not pay a system call per scenario.
    private let flushInterval: UInt64 = 50_000_000

    package init(formatters: [any ReportFormatter] = []) {
        self.formatters = formatters
        self.routes = EnvelopeRoutes(formatters)
    }

    /// The kinds of envelope this pipeline acts on (its formatters' and the
    /// query's), or nil when a formatter takes every kind (`message`). A stream
    /// feeding it need not build the others (`RunMessageStream`'s `consumedKinds`).
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
        for index in routes.formatters(for: envelope.kind) {
            try formatters[index].consume(envelope, query: query)
        }
        // Only a finished test case lets the query forget anything; checked
        // here, the other envelopes are not handed over (and copied) again.
        if case .testCaseFinished = envelope {
            query.forgetAfterDispatch(envelope)
            flushLiveOutputs()
        }
    }

    private func flushLiveOutputs() {
        let now = DispatchTime.now().uptimeNanoseconds
        guard now &- lastFlush >= flushInterval else { return }
        lastFlush = now
        for formatter in formatters {
            formatter.output.flush()
        }
    }

    /// Ends the stream: every formatter writes its remainder, and every output is
    /// committed (report files move into place). If a formatter fails, the outputs
    /// not yet committed are discarded and the error is rethrown.
    package func finish() throws {
        guard !isFinished else { return }
        isFinished = true
        var committed = 0
        do {
            for formatter in formatters {
                try formatter.finish(query: query)
                // Several formatters may share the console, each with a buffer
                // of its own; one that fills its buffer while finishing writes
                // at once. Showing each one's remainder before the next
                // finishes keeps the console in formatter order (the pretty
                // output's last scenarios came after the summary when the
                // summary listed many failures). Report files ignore `flush`.
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
