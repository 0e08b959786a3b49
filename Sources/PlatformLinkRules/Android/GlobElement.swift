/// One element of a `PatternMatcher` glob: what one character must be, and how
/// many times in a row (`a`, `a*`, `[0-9]+`, `.{2,4}`).
package struct GlobElement: Sendable, Hashable {
    package enum Atom: Sendable, Hashable {
        case character(Unicode.Scalar)
        /// `.`
        case any
        /// `[a-z_]`, `[^/]`.
        case set([ClosedRange<Unicode.Scalar>], negated: Bool)

        package func matches(_ scalar: Unicode.Scalar) -> Bool {
            switch self {
            case .character(let character): return scalar == character
            case .any: return true
            case .set(let ranges, let negated): return ranges.contains { $0.contains(scalar) } != negated
            }
        }
    }

    package var atom: Atom
    package var minimum = 1
    /// Nil: as many as there are.
    package var maximum: Int? = 1

    /// Matching never goes back: each element in turn takes the characters it
    /// can (up to its maximum), except that a repeated `.` stops at the first
    /// character where the element after it can start; then the whole text must
    /// have been taken. (`.*\.pdf` does not match `/a.b.pdf`: the `.*` stops at
    /// the first `.`.)
    static func matches(_ elements: [GlobElement], _ text: [Unicode.Scalar]) -> Bool {
        var position = 0
        for (index, element) in elements.enumerated() {
            let next = elements.indices.contains(index + 1) ? elements[index + 1] : nil
            var count = 0
            while count < element.maximum ?? .max, position < text.count, element.atom.matches(text[position]) {
                if element.atom == .any, count >= element.minimum, let next, next.atom.matches(text[position]) { break }
                position += 1
                count += 1
            }
            if count < element.minimum { return false }
        }
        return position == text.count
    }

    /// `pathPattern`'s syntax: `.`, `*` after a character (a `*` with nothing
    /// to repeat is itself), `\` before a character that is then literal.
    static func simple(_ text: String) -> [GlobElement] {
        let scalars = Array(text.unicodeScalars)
        var elements: [GlobElement] = []
        var index = 0
        var canRepeat = false
        while index < scalars.count {
            let scalar = scalars[index]
            index += 1
            if scalar == "*", canRepeat {
                elements[elements.count - 1].minimum = 0
                elements[elements.count - 1].maximum = nil
                canRepeat = false
                continue
            }
            if scalar == "\\", index < scalars.count {
                elements.append(GlobElement(atom: .character(scalars[index])))
                index += 1
            } else {
                elements.append(GlobElement(atom: scalar == "." ? .any : .character(scalar)))
            }
            canRepeat = true
        }
        return elements
    }

    /// `pathAdvancedPattern`'s syntax: `.`, sets with ranges and `^`, `\`
    /// escapes, and after an element `*`, `+`, `{n}`, `{m,n}` or `{m,}`.
    static func advanced(_ text: String) throws(AndroidPatternError) -> [GlobElement] {
        let scalars = Array(text.unicodeScalars)
        var elements: [GlobElement] = []
        var index = 0
        var canRepeat = false
        func failure(_ message: String) -> AndroidPatternError {
            AndroidPatternError(message: "'\(text)' is not an advanced pattern: \(message)")
        }
        while index < scalars.count {
            let scalar = scalars[index]
            let at = index + 1
            index += 1
            switch scalar {
            case "*", "+", "{":
                guard canRepeat else { throw failure("'\(scalar)' at \(at) repeats nothing") }
                var minimum = scalar == "+" ? 1 : 0
                var maximum: Int?
                if scalar == "{" {
                    guard let close = scalars[index...].firstIndex(of: "}") else { throw failure("'{' at \(at) is never closed") }
                    let bounds = String(String.UnicodeScalarView(scalars[index..<close])).split(separator: ",", maxSplits: 1, omittingEmptySubsequences: false)
                    guard let low = Int(bounds[0]), low >= 0 else { throw failure("'{' at \(at) needs {n}, {m,n} or {m,}") }
                    minimum = low
                    maximum = low
                    if bounds.count == 2 {
                        if bounds[1].isEmpty {
                            maximum = nil
                        } else if let high = Int(bounds[1]), high >= low {
                            maximum = high
                        } else {
                            throw failure("'{' at \(at) needs {n}, {m,n} or {m,} with m ≤ n")
                        }
                    }
                    index = close + 1
                }
                elements[elements.count - 1].minimum = minimum
                elements[elements.count - 1].maximum = maximum
                canRepeat = false
                continue
            case "\\":
                guard index < scalars.count else { throw failure("the '\\' at its end escapes nothing") }
                elements.append(GlobElement(atom: .character(scalars[index])))
                index += 1
            case ".":
                elements.append(GlobElement(atom: .any))
            case "[":
                var negated = false
                if index < scalars.count, scalars[index] == "^" { negated = true; index += 1 }
                var ranges: [ClosedRange<Unicode.Scalar>] = []
                var closed = false
                while index < scalars.count {
                    var low = scalars[index]
                    index += 1
                    if low == "]" { closed = true; break }
                    if low == "\\" {
                        guard index < scalars.count else { break }
                        low = scalars[index]
                        index += 1
                    }
                    var high = low
                    if index + 1 < scalars.count, scalars[index] == "-", scalars[index + 1] != "]" {
                        high = scalars[index + 1]
                        index += 2
                        if high == "\\", index < scalars.count { high = scalars[index]; index += 1 }
                        guard low <= high else { throw failure("the range '\(low)-\(high)' in the set at \(at) runs backwards") }
                    }
                    ranges.append(low...high)
                }
                guard closed else { throw failure("'[' at \(at) is never closed") }
                elements.append(GlobElement(atom: .set(ranges, negated: negated)))
            default:
                elements.append(GlobElement(atom: .character(scalar)))
            }
            canRepeat = true
        }
        return elements
    }
}
