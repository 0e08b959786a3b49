/// Narrows the definitions worth trying for a step before any regular
/// expression runs. Definitions are filed under the complete words of their
/// literal prefix (`I have {int}` under "I" → "have"); a step collects the
/// definitions along the path of its own first words, plus those without a
/// complete first word. Splitting on single spaces only keeps both sides consistent.
struct CandidateIndex: Sendable {
    private struct TrieNode: Sendable {
        var definitions: [Int] = []
        var children: [String: TrieNode] = [:]
    }

    private var root = TrieNode()

    mutating func insert(_ id: Int, literalPrefix: String) {
        var words = literalPrefix.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        // The text after the last space may continue in the step ("cu" of "cucumber"): not a complete word.
        words.removeLast()
        Self.insert(id, words: words[...], into: &root)
    }

    private static func insert(_ id: Int, words: ArraySlice<String>, into node: inout TrieNode) {
        guard let word = words.first else {
            node.definitions.append(id)
            return
        }
        insert(id, words: words.dropFirst(), into: &node.children[word, default: TrieNode()])
    }

    /// Ids of the definitions that may match `text`, ascending.
    func candidates(for text: String) -> [Int] {
        var found = root.definitions
        var node = root
        var rest = Substring(text)
        while let space = rest.utf8.firstIndex(of: UInt8(ascii: " ")) {
            guard let child = node.children[String(rest[..<space])] else { break }
            if !child.definitions.isEmpty {
                found.append(contentsOf: child.definitions)
            }
            node = child
            rest = rest[rest.utf8.index(after: space)...]
        }
        if found.count > 1 { found.sort() }
        return found
    }
}
