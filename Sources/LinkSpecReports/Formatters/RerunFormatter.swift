import CucumberMessages

/// `--format rerun`: `path:LINE` of every scenario that did not pass, one file
/// per line with its lines joined (`features/a.feature:3:7`) in pickle order,
/// as cucumber-js writes it; `linkspec @rerun.txt` runs them again.
package final class RerunFormatter: ReportFormatter {
    package let output: any ReportOutput
    private var failures: [(ordinal: Int, uri: String, line: Int)] = []

    package init(output: any ReportOutput) {
        self.output = output
    }

    package var consumedKinds: Set<Envelope.Kind>? { [.testCaseFinished] }

    package func finish(query: MessageQuery) throws {
        var lines: [String: [Int]] = [:]
        var uris: [String] = []
        for failure in failures.sorted(by: { $0.ordinal < $1.ordinal }) {
            if lines[failure.uri] == nil { uris.append(failure.uri) }
            lines[failure.uri, default: []].append(failure.line)
        }
        try output.write(uris.map { uri in uri + (lines[uri] ?? []).map { ":\($0)" }.joined() + "\n" }.joined())
    }

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) {
        guard !attempt.willBeRetried, attempt.status != .passed, let pickle = query.pickle(withId: attempt.pickleId) else { return }
        failures.append((pickle.ordinal, pickle.uri, pickle.line))
    }
}
