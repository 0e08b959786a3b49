/// Turns a link into a nearby one: a few edits of its characters (insert, delete,
/// replace, percent-encode or decode one, flip case), a token that parsers trip
/// on, a splice with another link, another scheme. Works on Unicode scalars so
/// that it can produce any text, including what is not valid in a URL.
package struct LinkMutator: Sendable {
    /// Links to splice with and schemes to swap in.
    package let corpus: [String]
    package let schemes: [String]
    /// Mutants longer than this are cut, so that one link's work stays bounded.
    package var maximumLength = 2048

    package init(corpus: [String], schemes: [String]) {
        self.corpus = corpus
        self.schemes = schemes
    }

    package func mutate(_ link: String, using random: inout FuzzRandom) -> String {
        var scalars = Array(link.unicodeScalars)
        for _ in 0...random.below(4) { mutateOnce(&scalars, using: &random) }
        if scalars.count > maximumLength { scalars.removeLast(scalars.count - maximumLength) }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars)
        return result
    }

    private func mutateOnce(_ scalars: inout [Unicode.Scalar], using random: inout FuzzRandom) {
        let position = random.below(scalars.count + 1)
        switch random.below(11) {
        case 0:
            scalars.insert(Self.alphabet[random.below(Self.alphabet.count)], at: position)
        case 1 where !scalars.isEmpty:
            let start = min(position, scalars.count - 1)
            let length = min(1 + random.below(4), scalars.count - start)
            scalars.removeSubrange(start..<(start + length))
        case 2 where !scalars.isEmpty:
            scalars[min(position, scalars.count - 1)] = Self.alphabet[random.below(Self.alphabet.count)]
        case 3 where !scalars.isEmpty:
            // Percent-encode one character.
            let index = min(position, scalars.count - 1)
            var encoded: [Unicode.Scalar] = []
            for byte in String(scalars[index]).utf8 {
                encoded += "%\(byte < 16 ? "0" : "")\(String(byte, radix: 16, uppercase: random.oneIn(2)))".unicodeScalars
            }
            scalars.replaceSubrange(index...index, with: encoded)
        case 4:
            // Percent-decode one escape.
            guard let percent = scalars[min(position, scalars.count)...].firstIndex(of: "%") ?? scalars.firstIndex(of: "%"),
                  percent + 2 < scalars.count,
                  let high = PercentEncoding.hexValue(UInt8(truncatingIfNeeded: scalars[percent + 1].value)),
                  let low = PercentEncoding.hexValue(UInt8(truncatingIfNeeded: scalars[percent + 2].value))
            else { return }
            scalars.replaceSubrange(percent...(percent + 2), with: [Unicode.Scalar(high << 4 | low)])
        case 5 where !scalars.isEmpty:
            let index = min(position, scalars.count - 1)
            let text = String(scalars[index])
            let flipped = text == text.uppercased() ? text.lowercased() : text.uppercased()
            scalars.replaceSubrange(index...index, with: Array(flipped.unicodeScalars))
        case 6, 7:
            let token = Self.tokens[random.below(Self.tokens.count)]
            scalars.insert(contentsOf: token.unicodeScalars, at: position)
        case 8:
            // Splice: this link's head with another's tail.
            guard let other = random.pick(corpus) else { return }
            let tail = Array(other.unicodeScalars)
            scalars = Array(scalars[..<position]) + tail[random.below(tail.count + 1)...]
        case 9:
            // Another scheme, registered or not.
            let rest = scalars.firstIndex(of: ":").map { Array(scalars[$0...]) } ?? Array("://".unicodeScalars) + scalars
            let scheme = random.oneIn(3) ? "evil" : (random.pick(schemes) ?? "app")
            scalars = Array(scheme.unicodeScalars) + rest
        default:
            // Duplicate a stretch (a segment or query item twice).
            guard !scalars.isEmpty else { return }
            let start = min(position, scalars.count - 1)
            let end = min(scalars.count, start + 1 + random.below(12))
            scalars.insert(contentsOf: scalars[start..<end], at: end)
        }
    }

    /// Characters that mean something to some URL parser, and some that mean nothing.
    static let alphabet: [Unicode.Scalar] = Array(
        "abcxyzABC0129:/?#[]@!$&'()*+,;=%-._~\\\"{}|^`<> \t\n\u{0}\u{7F}\u{E9}\u{430}\u{FF0E}\u{3002}\u{202E}\u{FEFF}\u{1F600}".unicodeScalars)

    /// Fragments that parsers, decoders and guards have tripped on.
    static let tokens = [
        "%00", "%2F", "%2f", "%5C", "%25", "%", "%zz", "%C0%AF", "%FF", "%E2%80%AE", "..", "/..", "%2E%2E", "//",
        "\\", "@", "@evil.example", ":8080", "#", "?", "&", "=", "?x=1", "&x=", "https://evil.example", "\u{202E}",
        "\u{1F600}", "e\u{301}", "\u{FF0E}", "999999999999999999999", "-1", "{id}", "\r\n",
    ]
}
