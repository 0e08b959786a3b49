import LinkSpecPlatform

/// Narrows the definitions worth trying for a step: a trie of the definitions'
/// literal prefixes, byte by byte (`I have {int}` sits at the end of "I have
/// "); a step collects the definitions along the path of its own bytes. A UTF-8
/// prefix is a Unicode-scalar prefix, which is what the matchers compare.
struct CandidateIndex: Sendable {
    private struct Node: Sendable {
        /// Definitions whose literal prefix ends here.
        var definitions: [Int] = []
        /// The bytes that continue some prefix, and the node each leads to
        /// (a handful per node, so a linear scan beats any hashing).
        var bytes: [UInt8] = []
        var children: [Int] = []
    }

    private var nodes = [Node()]

    mutating func insert(_ id: Int, literalPrefix: String) {
        var node = 0
        for byte in literalPrefix.utf8 {
            if let slot = nodes[node].bytes.firstIndex(of: byte) {
                node = nodes[node].children[slot]
            } else {
                nodes.append(Node())
                nodes[node].bytes.append(byte)
                nodes[node].children.append(nodes.count - 1)
                node = nodes.count - 1
            }
        }
        nodes[node].definitions.append(id)
    }

    /// Ids of the definitions whose literal prefix `text` starts with, ascending.
    func candidates(for text: _UnsafeBytes) -> [Int] {
        var found = nodes[0].definitions
        var node = 0
        for position in 0..<text.count {
            let byte = text[position]
            guard let slot = nodes[node].bytes.firstIndex(of: byte) else { break }
            node = nodes[node].children[slot]
            if !nodes[node].definitions.isEmpty {
                found.append(contentsOf: nodes[node].definitions)
            }
        }
        if found.count > 1 { found.sort() }
        return found
    }
}
