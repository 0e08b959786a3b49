/// A tag line that breaks the rules; the parser reports it at `column`.
struct TagSyntaxError: Error {
    var column: Int
    var message: String
}

extension GherkinLine {
    /// The tags of a plain tag line (`@a @b #comment`). A comment starts at a `#`
    /// preceded by white space; every `@` starts a tag, and a tag may not contain
    /// white space.
    func tags() -> Result<[LineSpan], TagSyntaxError> {
        let trimmedEnd = UTF8Text.trimTrailingWhitespace(bytes, trimmedStart..<end)
        // Cut the comment off: the first `#` that follows white space.
        var contentEnd = trimmedEnd
        var index = trimmedStart
        var previousWasSpace = false
        while index < trimmedEnd {
            if bytes[index] == UInt8(ascii: "#") && previousWasSpace {
                contentEnd = index
                break
            }
            let (isSpace, length) = UTF8Text.whitespace(bytes, at: index, end: trimmedEnd)
            previousWasSpace = isSpace
            index += length
        }
        contentEnd = UTF8Text.trimTrailingWhitespace(bytes, trimmedStart..<contentEnd)
        let contentStart = UTF8Text.skipWhitespace(bytes, trimmedStart..<contentEnd)

        var tags: [LineSpan] = []
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
                    let trimmed = UTF8Text.trim(bytes, piece)
                    var scan = trimmed.lowerBound
                    while scan < trimmed.upperBound {
                        let (isSpace, length) = UTF8Text.whitespace(bytes, at: scan, end: trimmed.upperBound)
                        if isSpace {
                            return .failure(TagSyntaxError(column: column, message: "A tag may not contain whitespace"))
                        }
                        scan += length
                    }
                    // Usually the name follows its `@` directly: one string from the source.
                    let text = trimmed.lowerBound == pieceStart && !trimmed.isEmpty
                        ? UTF8Text.string(bytes, (pieceStart - 1)..<trimmed.upperBound)
                        : "@" + UTF8Text.string(bytes, trimmed)
                    tags.append(LineSpan(column: column, text: text))
                    column += UTF8Text.scalarCount(bytes, piece) + 1
                }
                isFirstPiece = false
                if atEnd { break }
                pieceStart = position + 1
            }
            position += 1
        }
        return .success(tags)
    }

    /// The tags of a Markdown tag line: each `` `@tag` `` in back-ticks.
    func markdownTags() -> [LineSpan] {
        var tags: [LineSpan] = []
        var index = trimmedStart
        var scalarIndex = 0
        let end = self.end
        while index < end {
            if bytes[index] == UInt8(ascii: "`") && index + 1 < end && bytes[index + 1] == UInt8(ascii: "@") {
                var close = index + 2
                while close < end && bytes[close] != UInt8(ascii: "`") { close += 1 }
                if close < end && close > index + 2 {
                    tags.append(LineSpan(column: indent + scalarIndex + 2,
                                         text: UTF8Text.string(bytes, (index + 1)..<close)))
                    scalarIndex += UTF8Text.scalarCount(bytes, index..<(close + 1))
                    index = close + 1
                    continue
                }
            }
            if UTF8Text.startsScalar(bytes[index]) { scalarIndex += 1 }
            index += 1
        }
        return tags
    }
}
