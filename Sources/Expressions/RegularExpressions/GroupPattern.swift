/// The capture groups of a regular expression as a tree, each with its source
/// text. Non-capturing groups and look-arounds vanish: their capturing
/// children belong to the enclosing group, as in the reference's tree regexp.
struct GroupPattern: Sendable {
    /// The group's number in the compiled expression (0: the whole match).
    var index: Int
    /// The text between the group's parentheses (after `?<name>` for a named group).
    var source: String
    var children: [GroupPattern]
    /// A named group's name (`(?<name>...)`).
    var name: String?

    /// Reads `pattern` assuming it already compiled (balanced parentheses).
    static func parse(_ pattern: String) -> GroupPattern {
        let scalars = Array(pattern.unicodeScalars)
        func text(_ range: Range<Int>) -> String {
            String(String.UnicodeScalarView(scalars[range]))
        }

        struct Frame { var capturing: Bool; var index: Int; var contentStart: Int; var children: [GroupPattern]; var name: String? }
        var stack = [Frame(capturing: true, index: 0, contentStart: 0, children: [])]
        var captureCount = 0
        var position = 0

        func at(_ offset: Int) -> Unicode.Scalar? {
            offset < scalars.count ? scalars[offset] : nil
        }

        while position < scalars.count {
            let scalar = scalars[position]
            switch scalar {
            case "\\":
                position += 2
                if at(position - 1) == "Q" {
                    // \Q...\E quotes everything up to \E.
                    while position < scalars.count, !(scalars[position] == "\\" && at(position + 1) == "E") { position += 1 }
                    position += 2
                }
            case "[":
                position = endOfCharacterClass(scalars, from: position)
            case "(":
                if at(position + 1) != "?" {
                    captureCount += 1
                    stack.append(Frame(capturing: true, index: captureCount, contentStart: position + 1, children: []))
                    position += 1
                } else if at(position + 2) == "#" {
                    while position < scalars.count, scalars[position] != ")" { position += 1 }
                    position += 1
                } else if (at(position + 2) == "<" && at(position + 3) != "=" && at(position + 3) != "!")
                            || (at(position + 2) == "P" && at(position + 3) == "<") {
                    var nameEnd = position + 3
                    while nameEnd < scalars.count, scalars[nameEnd] != ">" { nameEnd += 1 }
                    captureCount += 1
                    let nameStart = at(position + 2) == "P" ? position + 4 : position + 3
                    stack.append(Frame(capturing: true, index: captureCount, contentStart: nameEnd + 1, children: [],
                                       name: text(nameStart..<min(nameEnd, scalars.count))))
                    position = nameEnd + 1
                } else {
                    stack.append(Frame(capturing: false, index: 0, contentStart: position + 1, children: []))
                    position += 1
                }
            case ")":
                if stack.count > 1, let frame = stack.popLast() {
                    let last = stack.count - 1
                    if frame.capturing {
                        let group = GroupPattern(index: frame.index, source: text(frame.contentStart..<position), children: frame.children,
                                                 name: frame.name)
                        stack[last].children.append(group)
                    } else {
                        stack[last].children.append(contentsOf: frame.children)
                    }
                }
                position += 1
            default:
                position += 1
            }
        }
        let root = stack.first ?? Frame(capturing: true, index: 0, contentStart: 0, children: [])
        return GroupPattern(index: 0, source: pattern, children: root.children)
    }

    /// The number of capturing groups in the tree below (and excluding) this node.
    var captureCount: Int {
        children.reduce(children.count) { $0 + $1.captureCount }
    }

    /// Skips a character class, including ICU's nested sets (`[[a-z]&&[^q]]`),
    /// a leading `]` or `^]`, and escapes. Returns the offset after its `]`.
    private static func endOfCharacterClass(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        var position = start + 1
        if position < scalars.count, scalars[position] == "^" { position += 1 }
        if position < scalars.count, scalars[position] == "]" { position += 1 }
        var depth = 1
        while position < scalars.count {
            switch scalars[position] {
            case "\\": position += 2; continue
            case "[": depth += 1
            case "]":
                depth -= 1
                if depth == 0 { return position + 1 }
            default: break
            }
            position += 1
        }
        return position
    }
}
