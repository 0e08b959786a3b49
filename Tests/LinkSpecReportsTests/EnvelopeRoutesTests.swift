import CucumberMessages
@testable import LinkSpecReports
import XCTest

/// The pipeline hands each formatter only the kinds it consumes; one that
/// does not say gets everything, in stream order.
final class EnvelopeRoutesTests: XCTestCase {
    private final class Recorder: ReportFormatter {
        let output: any ReportOutput = MemoryOutput()
        let consumedKinds: Set<Envelope.Kind>?
        var seen: [Envelope.Kind] = []

        init(_ kinds: Set<Envelope.Kind>?) {
            consumedKinds = kinds
        }

        func consume(_ envelope: Envelope, query: MessageQuery) throws {
            seen.append(envelope.kind)
        }
    }

    func testOrdinalsArePositionsAmongAllCases() {
        for (position, kind) in Envelope.Kind.allCases.enumerated() {
            XCTAssertEqual(kind.ordinal, position, "\(kind)")
        }
    }

    func testEachFormatterGetsTheKindsItConsumesInStreamOrder() throws {
        var run = RunBuilder()
        run.feature("Routes", uri: "routes.feature", scenarios: [scenario("One", step("Given ", "a"), step("Then ", "b"))])
        let envelopes = run.build()
        let everything = Recorder(nil)
        let finishes = Recorder([.testCaseFinished, .testStepFinished])
        let nothing = Recorder([])
        let pipeline = ReportPipeline(formatters: [everything, finishes])
        pipeline.add(nothing)
        for envelope in envelopes { try pipeline.consume(envelope) }
        XCTAssertEqual(everything.seen, envelopes.map(\.kind))
        XCTAssertEqual(finishes.seen, [.testStepFinished, .testStepFinished, .testCaseFinished])
        XCTAssertEqual(nothing.seen, [])
    }

    /// What the built-in formatters say they consume is what they act on: fed
    /// only those kinds, each writes what it writes when fed everything.
    func testBuiltInFormattersLoseNothingByTheirRoutes() throws {
        var run = RunBuilder()
        run.feature("Routes", uri: "routes.feature", scenarios: [
            scenario("Passes", step("Given ", "a")),
            scenario("Fails", attempts: 2, step("Given ", "b", .failed, message: "no")),
            scenario("Undefined", step("Given ", "c", .undefined), step("Then ", "d", .skipped)),
        ])
        let envelopes = run.build()
        let makers: [(any ReportOutput) -> any ReportFormatter] = [
            { ProgressFormatter(output: $0) }, { SummaryFormatter(output: $0) }, { JUnitFormatter(output: $0) },
            { PrettyFormatter(output: $0) }, { RerunFormatter(output: $0) },
            { CoverageFormatter(output: $0) },
        ]
        for make in makers {
            let routed = MemoryOutput()
            let routedFormatter = make(routed)
            XCTAssertNotNil(routedFormatter.consumedKinds, "\(type(of: routedFormatter))")
            let routedPipeline = ReportPipeline(formatters: [routedFormatter])
            // The same formatter fed every envelope directly, past the routes.
            let direct = MemoryOutput()
            let directFormatter = make(direct)
            let query = MessageQuery()
            for envelope in envelopes {
                try routedPipeline.consume(envelope)
                query.update(with: envelope)
                try directFormatter.consume(envelope, query: query)
                if case .testCaseFinished(let finished) = envelope, let attempt = query.attempt(finished.testCaseStartedId) {
                    try directFormatter.record(attempt, query: query)
                }
                query.forgetAfterDispatch(envelope)
            }
            try routedPipeline.finish()
            try directFormatter.finish(query: query)
            XCTAssertEqual(routed.text, direct.text, "\(type(of: routedFormatter))")
        }
    }
}
