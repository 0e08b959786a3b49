/// Splits a tag expression into tokens: whitespace separates, `(` and `)` stand
/// alone, and a backslash makes the next `(`, `)`, `\` or whitespace part of a tag.
/// It walks Unicode scalars, as the reference walks characters, not grapheme
/// clusters: a combining mark after a space must not glue itself to that space.
enum TagTokenizer {
    static func tokens(of text: String) throws(TagExpressionError) -> [TagToken] {
        var tokens: [TagToken] = []
        var word = ""
        var wordColumn = 0
        var wordHasEscapes = false
        var escapeColumn: Int? = nil
        var column = 0

        func endWord() {
            guard !word.isEmpty else { return }
            tokens.append(TagToken(kind: wordHasEscapes ? .tag(word) : kind(ofWord: word), column: wordColumn))
            word = ""
            wordHasEscapes = false
        }

        for scalar in text.unicodeScalars {
            column += 1
            if escapeColumn != nil {
                guard scalar == "(" || scalar == ")" || scalar == "\\" || scalar.properties.isWhitespace else {
                    throw TagExpressionError(expression: text, problem: .illegalEscape(before: Character(scalar)), column: column - 1)
                }
                escapeColumn = nil
                word.unicodeScalars.append(scalar)
                wordHasEscapes = true
            } else if scalar == "\\" {
                if word.isEmpty { wordColumn = column }
                escapeColumn = column
            } else if scalar.properties.isWhitespace {
                endWord()
            } else if scalar == "(" || scalar == ")" {
                endWord()
                tokens.append(TagToken(kind: scalar == "(" ? .openParenthesis : .closeParenthesis, column: column))
            } else {
                if word.isEmpty { wordColumn = column }
                word.unicodeScalars.append(scalar)
            }
        }
        if let escapeColumn {
            throw TagExpressionError(expression: text, problem: .escapeAtEnd, column: escapeColumn)
        }
        endWord()
        return tokens
    }

    private static func kind(ofWord word: String) -> TagToken.Kind {
        switch word {
        case "not": return .not
        case "and": return .and
        case "or": return .or
        default: return .tag(word)
        }
    }
}
