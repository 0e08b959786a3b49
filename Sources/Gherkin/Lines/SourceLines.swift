/// The lines of a feature file's text as the parser reads them
/// (`LineQueue`): split at `\n`, the `\r` of a `\r\n` dropped, a lone `\r`
/// kept. Split on Unicode scalars, never on `Character`s: in Swift `"\r\n"`
/// is one `Character`, so a `String` split at `"\n"` leaves a Windows file
/// whole. Every reader of feature text that goes a line at a time (the line
/// classifier's callers, the language server) splits here, so each reads a
/// CRLF file as the parser does. A text ending in a line break has an empty
/// last line, as editors count them.
package enum SourceLines {
    package static func split(_ text: String) -> [Substring] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            Substring(line.last == "\r" ? line.dropLast() : line)
        }
    }
}
