/// The one JSON reader of linkspec: strict RFC 8259, every value with the line
/// and column where it starts (`JSONValue`), errors as `JSONSyntaxError`
/// (`line:column: message`). Foundation's readers report no positions, and a
/// user's `app.json` or dialect file deserves to be told where it is wrong.
///
///     let map = try JSONReader.read(bytes)            // throws(JSONSyntaxError)
///     guard let routes = map["routes"]?.array else { … }
///     print(routes[0].line, routes[0].column)
///
/// - A UTF-8 byte-order mark before the value is skipped.
/// - Strings must be valid UTF-8 and their `\u` escapes whole scalars
///   (surrogates in pairs). With `repairingText`, invalid UTF-8 and unpaired
///   surrogates become U+FFFD instead, as message streams written by other
///   tools sometimes need; nothing else is relaxed.
/// - Arrays and objects nest at most `maximumDepth` deep, so hostile input
///   cannot exhaust the stack.
/// - Numbers are checked against the JSON grammar and kept as written.
/// - Object members keep their document order; repeated keys are all kept.
package enum JSONReader {
    /// How deep arrays and objects may nest.
    package static let maximumDepth = 256

    package static func read(_ bytes: [UInt8], repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        try read(bytes[...], repairingText: repairingText)
    }

    /// Reads the bytes of a slice (say, one line of an NDJSON buffer). Lines
    /// and columns count from the slice's start.
    package static func read(_ bytes: ArraySlice<UInt8>, repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(bytes, repairingText: repairingText)
        return try parser.document()
    }

    package static func read(_ text: String, repairingText: Bool = false) throws(JSONSyntaxError) -> JSONValue {
        try read(Array(text.utf8), repairingText: repairingText)
    }
}
