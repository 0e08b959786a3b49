import CucumberMessages

/// `--format message`: the run as Cucumber Messages NDJSON, envelope by envelope.
package final class MessageFormatter: ReportFormatter {
    package let output: any ReportOutput

    package init(output: any ReportOutput) {
        self.output = output
    }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        try output.write(bytes: EnvelopeWriter.line(for: envelope))
    }
}
