import CucumberMessages
import LinkSpecJSON

/// The Cucumber JSON report (`--format json`) in the dialect of cucumber-jvm's
/// formatter (checked against its published test data). A retried scenario
/// shows its last attempt; run hooks, and attachments outside a step or hook,
/// have no place in the format. Each scenario's elements are written when its
/// last attempt finishes and kept in a `FragmentSpool`; `finish` writes them
/// in document, then pickle order.
package final class CucumberJSONFormatter: ReportFormatter {
    package let output: any ReportOutput
    private let spool = FragmentSpool()
    /// Each feature up to its `elements`, by document ordinal.
    private var featureHeaders: [Int: [UInt8]] = [:]
    /// Pickles until their last attempt is written.
    private var scenarios: [String: (pickle: Pickle, summary: PickleSummary, document: Int)] = [:]
    private var stepDefinitionLocations: [String: String] = [:]

    package init(output: any ReportOutput) {
        self.output = output
    }

    package var consumedKinds: Set<Envelope.Kind>? {
        [.pickle, .stepDefinition, .testCaseFinished]
    }

    package func consume(_ envelope: Envelope, query: MessageQuery) throws {
        switch envelope {
        case .pickle(let pickle):
            // A pickle whose document's outline knows its scenario; any other is left out.
            guard let summary = query.pickle(withId: pickle.id), summary.scenario != nil,
                  let outline = query.outline(forURI: pickle.uri), let feature = outline.feature else { return }
            if featureHeaders[outline.ordinal] == nil {
                featureHeaders[outline.ordinal] = Self.header(of: feature, uri: pickle.uri)
            }
            scenarios[pickle.id] = (pickle, summary, outline.ordinal)
        case .stepDefinition(let definition):
            stepDefinitionLocations[definition.id] = definition.sourceReference.place
        default:
            break
        }
    }

    package func finish(query: MessageQuery) throws {
        try output.write("[")
        var currentDocument: Int?
        try spool.drain(into: output) { sortKey in
            let document = sortKey >> 32
            if document == currentDocument {
                try self.output.write(",")
                return
            }
            if currentDocument != nil { try self.output.write("]},") }
            try self.output.write(bytes: self.featureHeaders[document] ?? [])
            currentDocument = document
        }
        if currentDocument != nil { try output.write("]}") }
        try output.write("]\n")
    }

    package func record(_ attempt: TestCaseAttempt, query: MessageQuery) throws {
        guard !attempt.willBeRetried,
              let (pickle, summary, document) = scenarios.removeValue(forKey: attempt.pickleId) else { return }
        let element = CucumberJSONElement(
            pickle: pickle, summary: summary, attempt: attempt, testCase: query.testCase(withId: attempt.testCaseId),
            hook: { query.hook(withId: $0) }, stepDefinitionLocation: { self.stepDefinitionLocations[$0] })
        var json = JSONWriter()
        element.write(into: &json)
        try spool.append(json.bytes, sortKey: document << 32 | summary.ordinal)
    }

    /// `{"uri":…,"id":…,…,"tags":[…],"elements":[`: the feature up to its elements.
    private static func header(of feature: Feature, uri: String) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.field("uri", uri)
        json.field("id", CucumberJSONNaming.id(feature.name))
        json.field("line", feature.location.line)
        json.field("keyword", feature.keyword ?? "")
        json.field("name", feature.name)
        json.field("description", feature.description)
        json.key("tags")
        json.beginArray()
        for tag in feature.tags {
            json.beginObject()
            json.field("name", tag.name)
            json.field("type", "Tag")
            json.key("location")
            json.beginObject()
            json.field("line", tag.location.line)
            json.field("column", tag.location.column ?? 0)
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.key("elements")
        return json.bytes + [UInt8(ascii: "[")]
    }
}
