import CucumberMessages
import Foundation
import LinkSpecJSON

/// Attachments as a person reads them, inside the page and nothing fetched:
/// pictures as `<img>` with a `data:` URL (an SVG drawn as an image runs no
/// script and loads nothing, whatever it contains), logs and other text as
/// preformatted text, JSON pretty-printed, `text/uri-list` as links, anything
/// else as a download link holding the bytes.
enum HTMLAttachments {
    /// Picture types a browser shows from a `data:` URL.
    private static let pictureTypes: Set<String> = [
        "image/svg+xml", "image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "image/bmp",
    ]
    /// Schemes a link may have; any other URL (`javascript:`, `data:`) is shown as text.
    private static let linkSchemes: Set<String> = ["http", "https", "mailto", "ftp", "file"]

    /// Whether the report shows it (linkspec's own data travels as attachments too).
    static func isShown(_ item: AttachmentItem) -> Bool {
        guard case .inline(let attachment) = item else { return true }
        let type = essence(of: attachment.mediaType)
        return type != CoverageAttachment.mediaType && type != AppUnderTest.mediaType
    }

    static func render(_ item: AttachmentItem, into html: inout HTMLBytes) {
        if case .external(let external) = item { return render(external, into: &html) }
        guard case .inline(let attachment) = item else { return }
        let type = essence(of: attachment.mediaType)
        if pictureTypes.contains(type) {
            picture(attachment, type: type, into: &html)
        } else if let text = text(of: attachment), type.hasPrefix("text/") || isJSON(type) {
            let caption = attachment.fileName.map { "\($0) (\(attachment.mediaType))" } ?? attachment.mediaType
            html.text(caption, between: "<div class=\"att\"><p class=\"cap\">", and: "</p>")
            if type == "text/uri-list" {
                links(text, into: &html)
            } else if isJSON(type), let pretty = JSONPretty.format(text) {
                html.text(pretty, between: "<pre class=\"json\">", and: "</pre>")
            } else {
                let log = type == Attachment.logMediaType ? withoutTerminalEscapes(text) : text
                html.text(log, between: "<pre class=\"log\">", and: "</pre>")
            }
            html.raw("</div>")
        } else {
            download(attachment, type: type, into: &html)
        }
    }

    /// An attachment kept outside the stream: a link to it, never fetched.
    private static func render(_ external: ExternalAttachment, into html: inout HTMLBytes) {
        html.text("\(external.mediaType), stored outside the report",
                  between: "<div class=\"att\"><p class=\"cap\">", and: "</p>")
        link(external.url, into: &html)
        html.raw("</div>")
    }

    /// The media type without parameters, in lower case: `text/plain;charset=utf-8` is `text/plain`.
    static func essence(of mediaType: String) -> String {
        let end = mediaType.firstIndex(of: ";") ?? mediaType.endIndex
        return mediaType[..<end].trimmingCharacters(in: .whitespaces).lowercased()
    }

    private static func isJSON(_ type: String) -> Bool {
        type == "application/json" || type.hasSuffix("+json")
    }

    private static func picture(_ attachment: Attachment, type: String, into html: inout HTMLBytes) {
        let bytes = data(of: attachment)
        var label = attachment.fileName ?? type
        if type == "image/svg+xml", let bytes, let title = SVGTitle.of(String(decoding: bytes, as: UTF8.self)) {
            label = title
        }
        let base64 = attachment.contentEncoding == .base64
            ? attachment.body.filter { !$0.isWhitespace } : Data(attachment.body.utf8).base64EncodedString()
        html.raw("<figure class=\"att pic\"><img")
        html.attribute("src", "data:\(type);base64,\(base64)")
        html.attribute("alt", label)
        html.text(label, between: "><figcaption>", and: "</figcaption></figure>")
    }

    private static func download(_ attachment: Attachment, type: String, into html: inout HTMLBytes) {
        let bytes = data(of: attachment) ?? Data()
        let name = attachment.fileName ?? "attachment"
        html.raw("<div class=\"att\"><a")
        html.attribute("href", "data:\(isToken(type) ? type : "application/octet-stream");base64,\(bytes.base64EncodedString())")
        html.attribute("download", name)
        html.text("Download \(name) (\(attachment.mediaType), \(bytes.count) bytes)", between: ">", and: "</a></div>")
    }

    /// A media type safe to put in a `data:` URL as it is: `type/subtype` of token characters.
    private static func isToken(_ type: String) -> Bool {
        type.range(of: #"\A[A-Za-z0-9!#$&^_.+-]+/[A-Za-z0-9!#$&^_.+-]+\z"#, options: .regularExpression) != nil
    }

    /// The attachment as text: its body, or its bytes when they are UTF-8
    /// text (no control characters but tabs and line ends); nil otherwise, and
    /// the bytes are offered as a download.
    private static func text(of attachment: Attachment) -> String? {
        guard attachment.contentEncoding == .base64 else { return attachment.body }
        guard let data = data(of: attachment),
              !data.contains(where: { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// The attachment's bytes; nil when its base64 is not valid.
    private static func data(of attachment: Attachment) -> Data? {
        attachment.contentEncoding == .base64
            ? Data(base64Encoded: attachment.body.filter { !$0.isWhitespace }) : Data(attachment.body.utf8)
    }

    private static func links(_ text: String, into html: inout HTMLBytes) {
        html.raw("<ul class=\"links\">")
        for line in text.split(whereSeparator: \.isNewline) {
            let uri = line.trimmingCharacters(in: .whitespaces)
            guard !uri.isEmpty, !uri.hasPrefix("#") else { continue }
            html.raw("<li>")
            link(uri, into: &html)
            html.raw("</li>")
        }
        html.raw("</ul>")
    }

    /// `<a href>` for a URL of a known scheme; other URLs as plain text.
    private static func link(_ uri: String, into html: inout HTMLBytes) {
        let scheme = uri.firstIndex(of: ":").map { uri[..<$0].lowercased() }
        if let scheme, linkSchemes.contains(scheme) {
            html.raw("<a rel=\"noreferrer noopener\"")
            html.attribute("href", uri)
            html.text(uri, between: ">", and: "</a>")
        } else {
            html.text(uri, between: "<code>", and: "</code>")
        }
    }

    /// Text without the terminal's colour and cursor sequences (`ESC [ ... letter`),
    /// which Cucumber's log attachments may carry.
    static func withoutTerminalEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}(\\[[^@-~]*[@-~]?|[\\s\\S])?", with: "", options: .regularExpression)
    }
}

/// The `<title>` of an SVG document, its character references decoded: the
/// alternative text of the picture (the app's pictures say what is on screen there).
enum SVGTitle {
    static func of(_ svg: String) -> String? {
        guard let open = svg.range(of: "<title"), let tagEnd = svg[open.upperBound...].firstIndex(of: ">"),
              let close = svg[tagEnd...].range(of: "</title>") else { return nil }
        let title = decodeReferences(svg[svg.index(after: tagEnd)..<close.lowerBound])
            .split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return title.isEmpty ? nil : title
    }

    private static let named: [Substring: String] = ["amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'"]

    private static func decodeReferences(_ text: Substring) -> String {
        var result = ""
        var rest = text
        while let ampersand = rest.firstIndex(of: "&") {
            result += rest[..<ampersand]
            guard let semicolon = rest[ampersand...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: ampersand)..<semicolon]
            if let character = named[name] {
                result += character
            } else if name.hasPrefix("#"), let scalar = (name.hasPrefix("#x") || name.hasPrefix("#X")
                        ? UInt32(name.dropFirst(2), radix: 16) : UInt32(name.dropFirst())).flatMap(Unicode.Scalar.init) {
                result.unicodeScalars.append(scalar)
            } else {
                result += rest[ampersand...semicolon]
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
