import LinkSpecJSON
import LinkSpecRunner

/// The listing for tools: the same facts as the text, as one JSON object
/// (described in `LinkSpecCLI.docc/StepCatalog.md`).
extension StepsCommand {
    static func json(_ catalog: StepCatalog, _ usage: StepUsage?) -> String {
        var json = JSONWriter()
        json.beginObject()
        json.objects("phrases", Array(catalog.phrases.enumerated())) { item, json in
            let (index, phrase) = item
            json.field("keyword", phrase.keyword.rawValue)
            json.field("expression", phrase.pattern.source)
            json.field("patternType", phrase.pattern.type.rawValue)
            json.field("parameterTypes", phrase.parameterTypes)
            json.field("doc", ifPresent: phrase.doc)
            json.key("location")
            writeLocation(path(of: phrase.location), phrase.location.line, into: &json)
            if let usage {
                json.field("useCount", usage.useCount(ofPhrase: index))
                json.objects("uses", usage.uses[index], writeUseFields)
            }
        }
        if let usage {
            json.field("stepCount", usage.stepCount)
            json.objects("undefined", usage.undefined) { step, json in
                writeUseFields(step.use, into: &json)
                let closest = catalog.ranking.closest(to: step.use.text, kind: step.kind?.kind ?? .unknown)
                json.objects("didYouMean", closest) { suggestion, json in
                    json.field("keyword", suggestion.keyword.rawValue)
                    json.field("expression", suggestion.pattern.source)
                    json.field("phrase", suggestion.definition)
                }
            }
            json.objects("ambiguous", usage.ambiguous) { step, json in
                writeUseFields(step.use, into: &json)
                json.key("phrases")
                json.beginArray()
                for index in step.phrases { json.int(index) }
                json.endArray()
            }
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

extension JSONWriter {
    /// `"name": [...]`, an object for each item with the fields `body` writes.
    mutating func objects<Item>(_ name: StaticString, _ items: [Item], _ body: (Item, inout JSONWriter) -> Void) {
        key(name)
        beginArray()
        for item in items {
            beginObject()
            body(item, &self)
            endObject()
        }
        endArray()
    }
}
