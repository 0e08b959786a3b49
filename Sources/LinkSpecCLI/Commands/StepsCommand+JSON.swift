import LinkSpecJSON
import LinkSpecRunner

/// The listing for tools: the same facts as the text, as one JSON object
/// (described in `LinkSpecCLI.docc/StepCatalog.md`).
extension StepsCommand {
    static func json(_ catalog: StepCatalog, _ usage: StepUsage?) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.key("phrases")
        json.beginArray()
        for (index, phrase) in catalog.phrases.enumerated() {
            json.beginObject()
            json.field("keyword", phrase.keyword.rawValue)
            json.field("expression", phrase.pattern.source)
            json.field("patternType", phrase.pattern.type.rawValue)
            json.field("parameterTypes", phrase.parameterTypes)
            json.field("doc", ifPresent: phrase.doc)
            json.key("location")
            writeLocation(path(of: phrase.location), phrase.location.line, into: &json)
            if let usage {
                json.field("useCount", usage.useCount(ofPhrase: index))
                json.key("uses")
                json.beginArray()
                for use in usage.uses[index] {
                    json.beginObject()
                    writeUseFields(use, into: &json)
                    json.endObject()
                }
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
        if let usage {
            json.field("stepCount", usage.stepCount)
            json.key("undefined")
            json.beginArray()
            for step in usage.undefined {
                json.beginObject()
                writeUseFields(step.use, into: &json)
                json.key("didYouMean")
                json.beginArray()
                for suggestion in catalog.ranking.closest(to: step.use.text, kind: step.kind?.kind ?? .unknown) {
                    json.beginObject()
                    json.field("keyword", suggestion.keyword.rawValue)
                    json.field("expression", suggestion.pattern.source)
                    json.field("phrase", suggestion.definition)
                    json.endObject()
                }
                json.endArray()
                json.endObject()
            }
            json.endArray()
            json.key("ambiguous")
            json.beginArray()
            for step in usage.ambiguous {
                json.beginObject()
                writeUseFields(step.use, into: &json)
                json.key("phrases")
                json.beginArray()
                for index in step.phrases { json.int(index) }
                json.endArray()
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
        json.endLine()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    private static func writeLocation(_ uri: String, _ line: Int, into json: inout JSONWriter) {
        json.beginObject()
        json.field("uri", uri)
        json.field("line", line)
        json.endObject()
    }

    private static func writeUseFields(_ use: StepUsage.Use, into json: inout JSONWriter) {
        json.field("keyword", use.keyword)
        json.field("text", use.text)
        json.key("location")
        writeLocation(use.uri, use.line, into: &json)
        json.field("count", use.count)
    }
}
