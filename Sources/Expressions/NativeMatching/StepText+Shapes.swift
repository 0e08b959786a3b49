/// The parts of the built-in parameter regexes that need more than a loop:
/// `{string}`'s quoting and its nested groups, `{float}`'s possible ends.
extension StepText {
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
    private static let backslash = UInt8(ascii: "\\")
    /// The groups of the quote style that did not take part, made once.
    private static let absentQuote = MatchGroup(value: nil, start: nil, children: [MatchGroup(value: nil, start: nil)])

    /// The end of `"..."` or `'...'` starting at `position` (after the closing
    /// quote), `nil` when there is none. `"([^"\\]*(\\.[^"\\]*)*)"` can end in one
    /// place only: backtracking into it always meets a quote or backslash where
    /// it needs the other, so the engine finds no second end either.
    func quotedEnd(from position: Int) -> Int? {
        guard let quote = byte(at: position), quote == Self.doubleQuote || quote == Self.singleQuote else { return nil }
        var index = position + 1
        while index < count {
            let byte = self[index]
            if byte == quote { return index + 1 }
            if byte == Self.backslash {
                // `\\.`: the escaped scalar, whatever it is (no line terminators here).
                index += 1
                guard index < count else { return nil }
            }
            index += scalarLength(at: index)
        }
        return nil
    }

    /// The group a parameter of `shape` reports for the text between `start`
    /// and `end`, with the nested groups its regular expression has.
    func group(_ shape: ParameterShape, from start: Int, to end: Int) -> MatchGroup {
        guard shape == .string else { return group(from: start, to: end) }
        // Groups 2-3 belong to the double-quoted alternative, 4-5 to the single-quoted one.
        let quoted = quotedGroup(from: start, to: end)
        let children = self[start] == Self.doubleQuote ? [quoted, Self.absentQuote] : [Self.absentQuote, quoted]
        return group(from: start, to: end, children: children)
    }

    /// `([^"\\]*(\\.[^"\\]*)*)` inside the quotes: the content, and the last
    /// repetition of the escape group (from its backslash to the closing
    /// quote), absent when nothing is escaped, as the engine keeps a repeated
    /// group's last iteration.
    private func quotedGroup(from start: Int, to end: Int) -> MatchGroup {
        let contentEnd = end - 1
        var lastEscape: Int?
        var index = start + 1
        while index < contentEnd {
            if self[index] == Self.backslash {
                lastEscape = index
                index += 1
            }
            index += scalarLength(at: index)
        }
        let escape = lastEscape.map { group(from: $0, to: contentEnd) } ?? MatchGroup(value: nil, start: nil)
        return group(from: start + 1, to: contentEnd, children: [escape])
    }

    /// The ends `(?=.*\d.*)[-+]?\d*(?:\.(?=\d.*))?\d*(?:\d+[E][+-]?\d+)?` can
    /// reach from `position`, each once, in the order the engine tries them
    /// (each quantifier greedy, the earlier ones varying slowest); `nil` when
    /// the answer depends on whether a non-ASCII scalar is a digit.
    func floatEnds(from position: Int) -> [Int]? {
        // The look-ahead: a digit somewhere ahead (no line terminator can stop `.*`).
        var index = position
        var sawNonASCII = false
        var sawDigit = false
        while index < count {
            let byte = self[index]
            if byte >= 0x30 && byte <= 0x39 { sawDigit = true; break }
            if byte >= 0x80 { sawNonASCII = true }
            index += 1
        }
        guard sawDigit else { return sawNonASCII ? nil : [] }

        var ends: [Int] = []
        var offered = [Bool](repeating: false, count: count + 1)
        func offer(_ end: Int) {
            if !offered[end] {
                offered[end] = true
                ends.append(end)
            }
        }
        let sign = byte(at: position)
        let signEnds = sign == UInt8(ascii: "-") || sign == UInt8(ascii: "+") ? [position + 1, position] : [position]
        for afterSign in signEnds {
            let (integerLimit, integerUndecided) = digits(from: afterSign)
            if integerUndecided { return nil }
            var afterInteger = integerLimit
            while afterInteger >= afterSign {
                // `(?:\.(?=\d.*))?`: the point only when a digit follows it.
                var pointEnds = [afterInteger]
                if byte(at: afterInteger) == UInt8(ascii: ".") {
                    guard let digitFollows = isDigit(at: afterInteger + 1) else { return nil }
                    if digitFollows { pointEnds = [afterInteger + 1, afterInteger] }
                }
                for afterPoint in pointEnds {
                    let (fractionLimit, fractionUndecided) = digits(from: afterPoint)
                    if fractionUndecided { return nil }
                    var afterFraction = fractionLimit
                    while afterFraction >= afterPoint {
                        guard let exponentEnds = exponentEnds(from: afterFraction) else { return nil }
                        exponentEnds.forEach(offer)
                        offer(afterFraction)
                        afterFraction -= 1
                    }
                }
                afterInteger -= 1
            }
        }
        return ends
    }

    /// `(?:\d+[E][+-]?\d+)` from `position`, longest first (without the empty
    /// choice). Its `\d+` can only stop where the digits run out, since a digit
    /// is never `E`; its optional sign, when present, must be taken.
    private func exponentEnds(from position: Int) -> [Int]? {
        let (mantissaEnd, mantissaUndecided) = digits(from: position)
        if mantissaUndecided { return nil }
        guard mantissaEnd > position, byte(at: mantissaEnd) == UInt8(ascii: "E") else { return [] }
        var start = mantissaEnd + 1
        if let sign = byte(at: start), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { start += 1 }
        let (limit, undecided) = digits(from: start)
        if undecided { return nil }
        return limit > start ? Array((start + 1...limit).reversed()) : []
    }
}
