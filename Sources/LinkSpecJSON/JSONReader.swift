/// The one JSON reader of linkspec: strict RFC 8259, every value with the line
/// and column where it starts (`JSONValue`), errors as `JSONSyntaxError`
/// (`line:column: message`): Foundation's readers report no positions.
///
/// A UTF-8 byte-order mark is skipped. Strings must be valid UTF-8, `\u`
/// escapes whole scalars; with `repairingText` (message streams of other
/// tools) invalid UTF-8 and unpaired surrogates become U+FFFD. Nesting stops at
/// `maximumDepth`, so hostile input cannot exhaust the stack. Numbers are kept
/// as written, object members in document order, repeated keys and all.
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
