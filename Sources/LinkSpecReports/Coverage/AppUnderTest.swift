import CucumberMessages
import LinkSpecJSON

/// The app a run exercised: its name and every route of its map. It travels
/// in the message stream as an attachment of the test run, right after
/// `testRunStarted`, so that a report rebuilt from a saved stream names the
/// app and the routes no scenario reached (`CoverageAttachment`).
package struct AppUnderTest: Hashable, Sendable {
    package static let mediaType = "application/vnd.linkspec.app+json"

    package var name: String
    /// Route names, as the coverage attachments name them.
    package var routes: [String]

    package init(name: String, routes: [String]) {
        self.name = name
        self.routes = routes
    }

    /// The attachment that carries it: `{"name":"...","routes":[...]}`.
    package func attachment(testRunStartedId: String, timestamp: Timestamp) -> Attachment {
        var json = JSONWriter(reservingCapacity: 256)
        json.beginObject()
        json.field("name", name)
        json.field("routes", routes)
        json.endObject()
        return Attachment(body: String(decoding: json.takeBytes(), as: UTF8.self), contentEncoding: .identity,
                          mediaType: Self.mediaType, testRunStartedId: testRunStartedId, timestamp: timestamp)
    }

    /// The app an attachment describes; nil for any other attachment.
    package init?(_ attachment: Attachment) {
        guard attachment.mediaType == Self.mediaType, attachment.contentEncoding == .identity,
              let value = try? JSONReader.read(attachment.body),
              let name = value["name"]?.string,
              let routes = CoverageAttachment.strings(value["routes"]?.array) else { return nil }
        self.init(name: name, routes: routes)
    }
}
