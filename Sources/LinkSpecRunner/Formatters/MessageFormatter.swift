import CucumberMessages

/// `--format message`: the run as Cucumber Messages NDJSON, envelope by envelope.
public final class MessageFormatter: ReportFormatter {
    public let output: any ReportOutput

    public init(output: any ReportOutput) {
        self.output = output
    }

    public func consume(_ envelope: Envelope, query: MessageQuery) throws {
        try output.write(bytes: EnvelopeWriter.line(for: envelope))
    }
}
