import AppSimulation
import PlatformLinkRules

extension LinkSamples {
    /// Paths an intent filter's path rule lets in, for reasoning about which
    /// links the filters and the routes share: the text of a literal; a prefix
    /// alone and continued; a suffix after a segment; a glob with each element
    /// taken its fewest times and once more (a repeated `.` also as a deeper
    /// path). Only paths (starting with `/`) the rule matches are kept.
    package static func paths(for pattern: AndroidPattern) -> [String] {
        let text = pattern.text
        let candidates: [String] = switch pattern.kind {
        case .literal: [text]
        case .prefix: [text, text + "1", text + "/1", text + "/a"]
        case .suffix: [text.hasPrefix("/") ? text : "/" + text, "/a" + text, "/a/" + text]
        case .simpleGlob, .advancedGlob: texts(of: pattern.elements)
        }
        var seen: Set<String> = []
        return candidates.filter { $0.hasPrefix("/") && pattern.matches($0) && seen.insert($0).inserted }
    }

    /// Characters tried, in order, for a set: a digit, letters, punctuation paths allow.
    private static let setCandidates: [Unicode.Scalar] = ["1", "a", "A", "-", "_"]

    private static func texts(of elements: [GlobElement]) -> [String] {
        var result = [""]
        for element in elements {
            let singles: [String] = switch element.atom {
            case .character(let character): [String(character)]
            case .any: ["1", "a"]
            case .set(let ranges, _):
                Self.setCandidates.filter(element.atom.matches).ifEmpty(ranges.first.map { [$0.lowerBound] } ?? []).map(String.init)
            }
            var counts = [element.minimum]
            if element.maximum.map({ $0 > element.minimum }) ?? true { counts.append(element.minimum + 1) }
            var fills = counts.flatMap { count in singles.map { String(repeating: $0, count: count) } }
            if element.atom == .any, element.maximum == nil { fills.append("a/1") }
            var seen: Set<String> = []
            fills = fills.filter { seen.insert($0).inserted }
            result = Array(result.flatMap { text in fills.map { text + $0 } }.prefix(limit))
        }
        return result
    }
}

private extension Array {
    func ifEmpty(_ replacement: @autoclosure () -> [Element]) -> [Element] { isEmpty ? replacement() : self }
}
