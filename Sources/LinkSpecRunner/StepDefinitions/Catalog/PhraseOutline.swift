/// A Cucumber Expression as runs of text and parameters, as a person writes
/// the phrase: optional text (`(s)`) left out and of alternatives
/// (`deeplink/deep link`) the first kept. "Did you mean" compares its words;
/// the language server writes it as a snippet and finds which parameter a
/// quote just opened belongs to.
package struct PhraseOutline {
    package enum Segment: Equatable {
        case text(String)
        /// Its position among the phrase's parameters and its type's name.
        case parameter(Int, type: String)
    }

    package let segments: [Segment]

    package init(expression: String) {
        var segments: [Segment] = []
        var text = ""
        var word = ""
        var skippingAlternatives = false
        var parameters = 0
        var characters = expression.makeIterator()
        func endWord() {
            text += word
            word = ""
            skippingAlternatives = false
        }
        while let character = characters.next() {
            switch character {
            case "\\":
                if let escaped = characters.next(), !skippingAlternatives { word.append(escaped) }
            case "{":
                endWord()
                if !text.isEmpty { segments.append(.text(text)) }
                text = ""
                var name = ""
                while let inside = characters.next(), inside != "}" { name.append(inside) }
                segments.append(.parameter(parameters, type: name))
                parameters += 1
            case "(":
                while let inside = characters.next(), inside != ")" {}
            case "/":
                skippingAlternatives = true
            case " ":
                endWord()
                text.append(" ")
            default:
                if !skippingAlternatives { word.append(character) }
            }
        }
        endWord()
        if !text.isEmpty { segments.append(.text(text)) }
        self.segments = segments
    }

    /// The phrase as a snippet: `the "${1:screen}" screen is displayed`, each
    /// placeholder named by its parameter's role, else its type; a parameter
    /// with `choices` (by position: the app's screens for `{screen name}`) offers
    /// them, `the ${1|Home,Some Screen|} screen is displayed`.
    package func snippet(roles: [ParameterRole?], choices: [Int: [String]] = [:]) -> String {
        var snippet = ""
        for segment in segments {
            switch segment {
            case .text(let text):
                snippet += Self.escaped(text)
            case .parameter(let index, let type):
                if let names = choices[index], !names.isEmpty {
                    snippet += "${\(index + 1)|" + names.map(Self.escapedChoice).joined(separator: ",") + "|}"
                    continue
                }
                let role = index < roles.count ? roles[index] : nil
                let name = role?.name ?? (type.isEmpty ? "value" : type)
                let placeholder = "${\(index + 1):\(Self.escaped(name))}"
                snippet += type == "string" ? "\"\(placeholder)\"" : placeholder
            }
        }
        return snippet + "$0"
    }

    /// The phrase with its parameters written as a person fills them in:
    /// `the "screen" screen is displayed`, for clients without snippets.
    package func plainText(roles: [ParameterRole?]) -> String {
        segments.map { segment in
            switch segment {
            case .text(let text): return text
            case .parameter(let index, let type):
                let role = index < roles.count ? roles[index] : nil
                let name = role?.name ?? type
                return type == "string" ? "\"\(name)\"" : name
            }
        }.joined()
    }

    /// Which `{string}` parameter a quote opened right after `typed` fills, if
    /// the phrase can start with `typed` that way: earlier quoted values and
    /// words are taken as they come. `following`, the text after the closing
    /// quote when there is one, must fit what the phrase says next.
    package func parameter(openedAfter typed: Substring, following: Substring? = nil) -> Int? {
        var rest = typed
        for (position, segment) in segments.enumerated() {
            switch segment {
            case .text(let text):
                guard rest.hasPrefix(text) else { return nil }
                rest = rest.dropFirst(text.count)
            case .parameter(let index, let type):
                if rest.isEmpty {
                    guard type == "string" else { return nil }
                    if let following, case .text(let next)? = segments.dropFirst(position + 1).first,
                       !following.hasPrefix(next), !next.hasPrefix(following) { return nil }
                    return index
                }
                if type == "string" {
                    guard let quote = rest.first, quote == "\"" || quote == "'",
                          let close = rest.dropFirst().firstIndex(of: quote) else { return nil }
                    rest = rest[rest.index(after: close)...]
                } else {
                    rest = rest.drop { !$0.isWhitespace }
                }
            }
        }
        return nil
    }

    /// A choice of a snippet's `${1|a,b|}`, its separators escaped too.
    static func escapedChoice(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if "$}\\,|".contains(character) { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    /// Text with the characters snippets give a meaning escaped.
    package static func escaped(_ text: String) -> String {
        text.reduce(into: "") { escaped, character in
            if character == "$" || character == "}" || character == "\\" { escaped.append("\\") }
            escaped.append(character)
        }
    }
}
