import CucumberMessages

/// A report built from the message stream, one envelope at a time. Formatters
/// read what they need from the shared `MessageQuery` (already updated with the
/// envelope) and keep only what their later output needs, so memory stays flat
/// however long the run.
package protocol ReportFormatter: AnyObject {
    /// Where the report goes; the pipeline commits or discards it.
    var output: any ReportOutput { get }
    /// The kinds of envelope `consume` acts on, or nil for every kind: the
    /// pipeline hands a formatter only these.
    var consumedKinds: Set<Envelope.Kind>? { get }
    /// Called for every envelope in stream order (of `consumedKinds`, if set).
    func consume(_ envelope: Envelope, query: MessageQuery) throws
    /// Called when an attempt at a test case ends: right after its
    /// `testCaseFinished` was consumed (when the formatter consumes that
    /// kind), and before `finish` for each attempt the stream never finished
    /// (an interrupted run: reports show what it did so far).
    func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws
    /// Called once, at the end of the stream, to write whatever remains.
    func finish(query: MessageQuery) throws
}

extension ReportFormatter {
    package var consumedKinds: Set<Envelope.Kind>? { nil }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {}

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws {}

    package func finish(query: MessageQuery) throws {}
}
