import CucumberMessages
import Foundation
import LinkSpecPlatform

/// Something a step body or hook can attach to the report through: text, a
/// log line, a link, or bytes (a screenshot, a JSON payload). Attachments go
/// to the step or hook running on this thread and appear in the message
/// stream between its started and finished messages, where every report
/// finds them (`pretty` prints logs and names the rest under the step).
///
///     final class TeamWorld: Attaching { ... }
///     steps.when("the push payload is sent") { (world, _: Void) in
///         world.log("payload: \(payload)")
///         world.attach(jsonData, mediaType: "application/json", fileName: "payload.json")
///     }
///
/// `AppWorld` is `Attaching`; a team's own world declares it. Before-all and
/// after-all hooks attach through their `RunHookContext`. Outside a running
/// step or hook (on a thread of your own) nothing is attached.
public protocol Attaching {}

extension Attaching {
    /// Attaches bytes (sent base64-encoded), optionally named as a file.
    public func attach(_ data: Data, mediaType: String, fileName: String? = nil) {
        StepContext.current?.attach(Attachment(body: data.base64EncodedString(), contentEncoding: .base64,
                                               fileName: fileName, mediaType: mediaType))
    }

    /// Attaches text as it is (`application/json`, `text/html`, ...).
    public func attach(_ text: String, mediaType: String) {
        StepContext.current?.attach(Attachment(body: text, contentEncoding: .identity, mediaType: mediaType))
    }

    /// Attaches a log line (`text/x.cucumber.log+plain`), which text reports print under the step.
    public func log(_ text: String) {
        attach(text, mediaType: Attachment.logMediaType)
    }

    /// Attaches a link (`text/uri-list`), written as given.
    public func link(_ url: String) {
        attach(url, mediaType: "text/uri-list")
    }
}

/// What a before-all or after-all hook receives: the run itself, which it can
/// attach to the report through.
///
///     steps.beforeAll(name: "seed the server") { run in
///         run.log("seeded 42 users")
///     }
public struct RunHookContext: Attaching, Sendable {}

extension StepContext {
    /// Keeps an attachment of the running step or hook, stamped now.
    func attach(_ attachment: Attachment) {
        var attachment = attachment
        attachment.timestamp = Timestamp(totalNanoseconds: Platform.wallNanoseconds())
        attachments.append(attachment)
    }
}
