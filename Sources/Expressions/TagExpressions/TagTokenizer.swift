/// Splits a tag expression into tokens: whitespace separates, `(` and `)` stand
/// alone, and a backslash makes the next `(`, `)`, `\` or whitespace part of a tag.
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

        for character in text {
            column += 1
            if escapeColumn != nil {
                guard character == "(" || character == ")" || character == "\\" || character.isWhitespace else {
                    throw TagExpressionError(expression: text, problem: .illegalEscape(before: character), column: column - 1)
                }
                escapeColumn = nil
                word.append(character)
                wordHasEscapes = true
            } else if character == "\\" {
                if word.isEmpty { wordColumn = column }
                escapeColumn = column
            } else if character.isWhitespace {
                endWord()
            } else if character == "(" || character == ")" {
                endWord()
                tokens.append(TagToken(kind: character == "(" ? .openParenthesis : .closeParenthesis, column: column))
            } else {
                if word.isEmpty { wordColumn = column }
                word.append(character)
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
