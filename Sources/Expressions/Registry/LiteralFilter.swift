import LinkSpecPlatform

/// Byte-level checks a step text must pass before a definition's expression is
/// worth matching (its start is the `CandidateIndex`'s business): the literal
/// text every match ends with, and the longest run of plain text it contains.
struct LiteralFilter: Sendable {
    private let suffix: [UInt8]
    private let fragment: [UInt8]

    init(_ expression: StepExpression) {
        // A regular expression's text is checked by its literal prefix only.
        guard case .cucumber(let expression) = expression else {
            suffix = []
            fragment = []
            return
        }
        let prefixLength = expression.literalPrefix.utf8.count
        suffix = Array(expression.literalSuffix.utf8)
        let fragment = Array(expression.requiredFragment.utf8)
        // A fragment inside the prefix or suffix adds nothing.
        self.fragment = fragment.count > max(prefixLength, suffix.count) ? fragment : []
    }

    func admits(_ text: _UnsafeBytes) -> Bool {
        guard text.count >= suffix.count else { return false }
        if !suffix.isEmpty, !text.elementsEqual((text.count - suffix.count)..<text.count, suffix, at: 0) { return false }
        if !fragment.isEmpty, !Self.contains(text, fragment) { return false }
        return true
    }

    private static func contains(_ text: _UnsafeBytes, _ literal: [UInt8]) -> Bool {
        guard literal.count <= text.count, let first = literal.first else { return literal.isEmpty }
        let last = text.count - literal.count
        var offset = 0
        while let found = text.firstIndex(of: first, in: offset..<(last + 1)) {
            if text.elementsEqual(found..<(found + literal.count), literal, at: 0) { return true }
            offset = found + 1
        }
        return false
    }
}
