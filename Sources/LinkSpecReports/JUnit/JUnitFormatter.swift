import CucumberMessages

/// JUnit XML in exactly the layout of Cucumber's own JUnit formatter: one
/// `testsuite`, one `testcase` per scenario (its last attempt when retried), in
/// the order of the pickles, with the failure and a `system-out` listing each
/// step and its status.
///
/// The suite's counts are known only at the end, so each test case is rendered
/// when it finishes and kept in a `FragmentSpool` until `finish`.
package final class JUnitFormatter: ReportFormatter {
    package let output: any ReportOutput
    private let options: JUnitOptions
    private let spool = FragmentSpool()
    private var counts = (tests: 0, skipped: 0, failures: 0, errors: 0)

    package init(output: any ReportOutput, options: JUnitOptions = JUnitOptions()) {
        self.output = output
        self.options = options
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.testCaseFinished] }

    package func finish(query: MessageQuery) throws {
        try Self.writeSuite(name: options.suiteName, time: query.runDuration ?? .zero, counts: counts,
                            timestamp: query.testRunStarted.map { JUnitTime.iso8601($0.timestamp) }, testCases: spool, to: output)
    }

    /// The XML declaration and the `testsuite` with its attributes in the
    /// formatter's order, then the test cases in the spool's order.
    static func writeSuite(name: String, time: ElapsedTime, counts: (tests: Int, skipped: Int, failures: Int, errors: Int),
                           timestamp: String?, testCases spool: FragmentSpool, to output: any ReportOutput) throws {
        var xml = XMLBytes()
        xml.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuite")
        xml.attribute("name", name)
        xml.attribute("time", JUnitTime.seconds(time))
        xml.attribute("tests", String(counts.tests))
        xml.attribute("skipped", String(counts.skipped))
        xml.attribute("failures", String(counts.failures))
        xml.attribute("errors", String(counts.errors))
        if let timestamp { xml.attribute("timestamp", timestamp) }
        xml.raw(">\n")
        try output.write(bytes: xml.bytes)
        try spool.drain(into: output)
        try output.write("</testsuite>\n")
    }

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws {
        guard !attempt.willBeRetried, let pickle = query.pickle(withId: attempt.pickleId) else { return }
        let worst = attempt.worstResult
        let status = worst?.status ?? .passed
        counts.tests += 1
        switch status {
        case .passed: break
        case .skipped: counts.skipped += 1
        default: counts.failures += 1
        }

        var xml = XMLBytes(capacity: 1024)
        xml.raw("<testcase")
        xml.attribute("classname", options.className(of: pickle))
        xml.attribute("name", options.testName(of: pickle))
        xml.secondsAttribute("time", attempt.duration)
        if options.fileAttributes {
            xml.attribute("file", pickle.uri)
            xml.attribute("line", String(pickle.line))
        }
        xml.raw(">\n")
        if let worst, status != .passed {
            writeNonPassed(worst, into: &xml)
        }
        writeSteps(of: attempt, pickle: pickle, into: &xml)
        xml.raw("</testcase>\n")
        try spool.append(xml.bytes, sortKey: pickle.ordinal)
    }

    /// `<failure type=".." message="..">` with the stack trace (or the message)
    /// as CDATA, or `<skipped>`; empty when there is nothing to say.
    private func writeNonPassed(_ result: TestStepResult, into xml: inout XMLBytes) {
        let isSkipped = result.status == .skipped
        let body = result.exception?.stackTrace ?? result.message
        if isSkipped { xml.raw("<skipped") } else { xml.raw("<failure") }
        if !isSkipped, let exception = result.exception {
            xml.attribute("type", exception.type)
            if let message = exception.message { xml.attribute("message", message) }
        }
        guard let body else {
            xml.raw("/>\n")
            return
        }
        xml.raw(">\n")
        xml.cdata(body)
        if isSkipped { xml.raw("\n</skipped>\n") } else { xml.raw("\n</failure>\n") }
    }

    /// Each step's keyword and text, dots to column 76 (at least two), its status.
    /// Written straight into the XML bytes: this runs once per scenario.
    private func writeSteps(of attempt: TestCaseAttempt, pickle: PickleSummary, into xml: inout XMLBytes) {
        var opened = false
        var next = 0
        for step in attempt.steps {
            guard let pickleStepId = step.pickleStepId, let result = step.result else { continue }
            if !opened {
                xml.raw("<system-out>")
                xml.beginCData()
                xml.cdataFill(UInt8(ascii: "\n"), count: 1)
                opened = true
            }
            let index = pickle.stepIndex(withId: pickleStepId, hint: next)
            if let index { next = index + 1 }
            let keyword = index.map { pickle.steps[$0].keyword } ?? ""
            let text = index.map { pickle.steps[$0].text } ?? ""
            xml.cdataText(keyword)
            xml.cdataText(text)
            xml.cdataFill(UInt8(ascii: "."), count: max(2, 76 - keyword.utf16.count - text.utf16.count))
            xml.rawText(result.status.word)
            xml.cdataFill(UInt8(ascii: "\n"), count: 1)
        }
        guard opened else { return }
        xml.endCData()
        xml.raw("</system-out>\n")
    }
}
