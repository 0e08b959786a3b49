import CucumberMessages
import Foundation
import LinkSpecJSON

extension CucumberJSONElement {
    /// The background element, if any, and the scenario element, as two values
    /// of the feature's `elements` array (a comma between them).
    func write(into json: inout JSONWriter) {
        if let background = summary.background {
            json.beginObject()
            json.field("line", background.location.line)
            json.field("type", "background")
            json.field("keyword", background.keyword)
            json.field("name", background.name)
            json.field("description", background.description)
            json.key("steps")
            writeSteps(steps.filter { $0.known.inBackground }, into: &json)
            json.endObject()
        }
        json.beginObject()
        json.field("start_timestamp", Self.startTimestamp(started))
        json.field("line", summary.examplesRow?.line ?? summary.scenario?.line ?? 0)
        json.field("id", CucumberJSONNaming.id(of: summary))
        json.field("type", "scenario")
        json.field("keyword", summary.scenario?.keyword ?? "")
        json.field("name", pickle.name)
        json.field("description", summary.scenario?.description ?? "")
        json.key("steps")
        // Without a background element, a step a background holds (a stream
        // whose document lost it) still shows, with the scenario's steps.
        writeSteps(summary.background == nil ? steps : steps.filter { !$0.known.inBackground }, into: &json)
        writeHooks("before", before, into: &json)
        writeHooks("after", after, into: &json)
        if !summary.tags.isEmpty {
            json.key("tags")
            json.beginArray()
            for tag in summary.tags {
                json.beginObject()
                json.field("name", tag)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }

    /// `2025-09-09T15:26:25.752Z`: UTC, always with milliseconds (truncated).
    static func startTimestamp(_ timestamp: Timestamp) -> String {
        let milliseconds = Int64(max(0, min(999_999_999, timestamp.nanos)) / 1_000_000)
        return UTCDateTime.dateAndTime(timestamp) + "." + UTCDateTime.pad(milliseconds, 3) + "Z"
    }

    private func writeSteps(_ steps: [Step], into json: inout JSONWriter) {
        json.beginArray()
        for entry in steps {
            let step = entry.step
            json.beginObject()
            json.field("keyword", entry.known.keyword)
            json.field("line", entry.known.line ?? 0)
            json.key("match")
            json.beginObject()
            json.field("location", ifPresent: entry.location)
            if !entry.arguments.isEmpty {
                json.key("arguments")
                json.beginArray()
                for argument in entry.arguments {
                    json.beginObject()
                    json.field("val", ifPresent: argument.group.value)
                    json.field("offset", ifPresent: argument.group.start)
                    json.endObject()
                }
                json.endArray()
            }
            json.endObject()
            json.field("name", step.text)
            Self.writeResult(entry.result, into: &json)
            if let docString = step.argument?.docString {
                json.key("doc_string")
                json.beginObject()
                json.field("line", entry.known.docStringLine ?? entry.known.line ?? 0)
                json.field("value", docString.content)
                json.field("content_type", ifPresent: docString.mediaType)
                json.endObject()
            }
            if let table = step.argument?.dataTable {
                json.key("rows")
                json.beginArray()
                for row in table.rows {
                    json.beginObject()
                    json.field("cells", row.cells.map(\.value))
                    json.endObject()
                }
                json.endArray()
            }
            Self.writeAttachments(entry.attachments, into: &json)
            writeHooks("before", entry.before, into: &json)
            writeHooks("after", entry.after, into: &json)
            json.endObject()
        }
        json.endArray()
    }

    /// `"before"`/`"after"`: each hook's location, result and attachments; nothing when there are none.
    private func writeHooks(_ name: StaticString, _ hooks: [HookEntry], into json: inout JSONWriter) {
        guard !hooks.isEmpty else { return }
        json.key(name)
        json.beginArray()
        for hook in hooks {
            json.beginObject()
            json.key("match")
            json.beginObject()
            json.field("location", ifPresent: hook.location)
            json.endObject()
            Self.writeResult(hook.result, into: &json)
            Self.writeAttachments(hook.attachments, into: &json)
            json.endObject()
        }
        json.endArray()
    }

    /// `status` in lower case; `duration` in nanoseconds unless zero or
    /// undefined; `error_message` the stack trace (or else the message). A
    /// step with no result (the run stopped first) shows as skipped, which it
    /// was, as does the protocol's `UNKNOWN`, which the format has no word for.
    private static func writeResult(_ result: TestStepResult?, into json: inout JSONWriter) {
        json.key("result")
        json.beginObject()
        let status = result?.status ?? .skipped
        json.field("status", (status == .unknown ? .skipped : status).word)
        if let result {
            let nanoseconds = result.duration.totalNanoseconds
            if nanoseconds > 0 && result.status != .undefined { json.field("duration", Int(nanoseconds)) }
            json.field("error_message", ifPresent: result.exception?.stackTrace ?? result.exception?.message ?? result.message)
        }
        json.endObject()
    }

    /// Logs (`text/x.cucumber.log+plain`) as `output` lines; everything else as
    /// `embeddings`, its bytes in base64 and its file name as `name`.
    private static func writeAttachments(_ attachments: [Attachment], into json: inout JSONWriter) {
        let logs = attachments.filter { $0.mediaType == Attachment.logMediaType }
        if logs.count < attachments.count {
            json.key("embeddings")
            json.beginArray()
            for attachment in attachments where attachment.mediaType != Attachment.logMediaType {
                json.beginObject()
                json.field("mime_type", attachment.mediaType)
                switch attachment.contentEncoding {
                case .base64: json.field("data", attachment.body)
                case .identity: json.field("data", Data(attachment.body.utf8).base64EncodedString())
                }
                json.field("name", ifPresent: attachment.fileName)
                json.endObject()
            }
            json.endArray()
        }
        if !logs.isEmpty {
            json.field("output", logs.map { log in
                switch log.contentEncoding {
                case .identity: log.body
                case .base64: Data(base64Encoded: log.body).map { String(decoding: $0, as: UTF8.self) } ?? log.body
                }
            })
        }
    }
}
