import CucumberMessages

/// How a source writes its tags: plain Gherkin (`@a @b`) or Markdown (`` `@a` ``).
enum TagSyntax {
    case plain, markdown
}

extension GherkinLine {
    /// The tags of this tag line, appended to `tags` without ids (they get them
    /// when the node they belong to is built). The line has been matched as a
    /// tag line, so it has no syntax error.
    func appendTags(_ syntax: TagSyntax, to tags: inout [Tag]) {
        let number = self.number
        // Room for every tag at once: no tag line has more tags than `@`s.
        tags.reserveCapacity(tags.count + count(of: UInt8(ascii: "@")))
        switch syntax {
        case .plain:
            _ = scanTags { column, name in
                tags.append(Tag(location: Location(line: number, column: column), name: tagText(name), id: ""))
            }
        case .markdown:
            scanMarkdownTags { column, text in
                tags.append(Tag(location: Location(line: number, column: column),
                                name: bytes.string(text), id: ""))
            }
        }
    }

    /// What is wrong with this plain tag line, if anything: a tag that contains
    /// white space. Reads no names, so matching a line costs no allocation.
    func tagSyntaxError() -> LineError? {
        scanTags { _, _ in }
    }

    /// Whether this line holds a Markdown tag (`` `@tag` ``).
    var hasMarkdownTags: Bool {
        var found = false
        scanMarkdownTags { _, _ in found = true }
        return found
    }

    /// Walks the tags of a plain tag line (`@a @b #comment`): a comment starts at a
    /// `#` preceded by white space; every `@` starts a tag, and a tag may not
    /// contain white space. `visit` gets each tag's column and the range of its
    /// name (trimmed, without the `@`), up to the first error, which is returned.
    private func scanTags(_ visit: (_ column: Int, _ name: Range<Int>) -> Void) -> LineError? {
        let contentEnd = tagContentEnd()
        let contentStart = UTF8Text.skipWhitespace(bytes, trimmedStart..<contentEnd)
        var column = indent + 1
        // Split on `@`; the piece before the first `@` is not a tag.
        var pieceStart = contentStart
        var position = contentStart
        var isFirstPiece = true
        while true {
            let atEnd = position == contentEnd
            if atEnd || bytes[position] == UInt8(ascii: "@") {
                if !isFirstPiece {
                    let piece = pieceStart..<position
                    let name = UTF8Text.trim(bytes, piece)
                    var scan = name.lowerBound
                    while scan < name.upperBound {
                        let (isSpace, length) = bytes.whitespace(at: scan, end: name.upperBound)
                        guard !isSpace else {
                            return LineError(location: Location(line: number, column: column),
                                             message: "A tag may not contain whitespace")
                        }
                        scan += length
                    }
                    visit(column, name)
                    column += UTF8Text.scalarCount(bytes, piece) + 1
                }
                isFirstPiece = false
                if atEnd { return nil }
                pieceStart = position + 1
            }
            position += 1
        }
    }

    /// Where the tags end: before a comment (the first `#` that follows white
    /// space) and the white space before it.
    private func tagContentEnd() -> Int {
        let trimmedEnd = UTF8Text.trimTrailingWhitespace(bytes, trimmedStart..<end)
        var contentEnd = trimmedEnd
        var index = trimmedStart
        var previousWasSpace = false
        while index < trimmedEnd {
            if bytes[index] == UInt8(ascii: "#") && previousWasSpace {
                contentEnd = index
                break
            }
            let (isSpace, length) = bytes.whitespace(at: index, end: trimmedEnd)
            previousWasSpace = isSpace
            index += length
        }
        return UTF8Text.trimTrailingWhitespace(bytes, trimmedStart..<contentEnd)
    }

    /// A tag's text: `@` and its name. Usually the name follows its `@` directly,
    /// so the text is one piece of the source.
    private func tagText(_ name: Range<Int>) -> String {
        if bytes[name.lowerBound - 1] == UInt8(ascii: "@") {
            return bytes.string((name.lowerBound - 1)..<name.upperBound)
        }
        return "@" + bytes.string(name)
    }

    /// Walks the tags of a Markdown tag line: each `` `@tag` `` in back-ticks.
    /// `visit` gets each tag's column and the range of its text (with the `@`).
    private func scanMarkdownTags(_ visit: (_ column: Int, _ text: Range<Int>) -> Void) {
        var index = trimmedStart
        var scalarIndex = 0
        let end = self.end
        while index < end {
            if bytes[index] == UInt8(ascii: "`") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "@") {
                var close = index + 2
                while close < end && bytes[close] != UInt8(ascii: "`") { close += 1 }
                if close < end && close > index + 2 {
                    visit(indent + scalarIndex + 2, (index + 1)..<close)
                    scalarIndex += UTF8Text.scalarCount(bytes, index..<(close + 1))
                    index = close + 1
                    continue
                }
            }
            if UTF8Text.startsScalar(bytes[index]) { scalarIndex += 1 }
            index += 1
        }
    }

    /// How many times `byte` occurs after the indentation.
    func count(of byte: UInt8) -> Int {
        var count = 0
        var index = trimmedStart
        while index < end {
            count &+= bytes[index] == byte ? 1 : 0
            index += 1
        }
        return count
    }
}
