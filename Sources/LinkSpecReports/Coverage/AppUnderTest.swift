import CucumberMessages
import LinkSpecJSON

/// The app a run exercised: its name and every route of its map, in the map's
/// order. It travels in the message stream as one attachment of the test run
/// (`testRunStartedId`, media type `mediaType`, emitted right after
/// `testRunStarted`), so that a report rebuilt from a saved stream names the
/// app and can tell which routes no scenario reached, as the live run does.
/// The routes a scenario reached travel separately (`CoverageAttachment`).
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
              let name = value["name"]?.string, let elements = value["routes"]?.array else { return nil }
        var routes: [String] = []
        for element in elements {
            guard let route = element.string else { return nil }
            routes.append(route)
        }
        self.init(name: name, routes: routes)
    }
}
