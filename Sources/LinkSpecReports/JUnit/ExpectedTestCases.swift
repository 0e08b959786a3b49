import CucumberMessages
import LinkSpecJSON

extension ShardCompleteness {
    /// The test cases a JUnit report of the run would hold: one per `pickle` of
    /// a message stream (a `--dry-run --format message` run of the whole
    /// selection), named from its `gherkinDocument` as the `junit` format names it.
    ///
    /// A line that is not a message is a `JSONFileError` at its line.
    package static func expectedTestCases(fromMessagesAt path: String) throws -> [ReportedTestCase] {
        var reader = try EnvelopeReader(path: path)
        var documents: [String: DocumentOutline] = [:]
        var expected: [ReportedTestCase] = []
        while let envelope = try reader.next() {
            switch envelope {
            case .gherkinDocument(let document):
                documents[document.uri ?? ""] = DocumentOutline(document)
            case .pickle(let pickle):
                guard let outline = documents[pickle.uri] else {
                    throw JSONFileError(path: path, line: reader.lineNumber, column: 1,
                                             message: "pickle '\(pickle.name)' comes before the gherkinDocument of \(pickle.uri)")
                }
                expected.append(ReportedTestCase(pickle, outline: outline))
            default:
                continue
            }
        }
        return expected
    }
}
