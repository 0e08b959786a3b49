/// Byte-level checks a step text must pass before a definition's expression is
/// worth matching: the literal text every match ends with, and the longest run
/// of plain text it contains. (The text every match starts with is the
/// `CandidateIndex`'s business.) Comparing UTF-8 bytes matches the engine's
/// code-point semantics exactly.
struct LiteralFilter: Sendable {
    private let suffix: [UInt8]
    private let fragment: [UInt8]

    init(_ expression: StepExpression) {
        let prefixLength = expression.literalPrefix.utf8.count
        suffix = Array(expression.literalSuffix.utf8)
        let fragment = Array(expression.requiredFragment.utf8)
        // A fragment inside the prefix or suffix adds nothing.
        self.fragment = fragment.count > max(prefixLength, suffix.count) ? fragment : []
    }

    func admits(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= suffix.count else { return false }
        if !suffix.isEmpty, !suffix.withUnsafeBufferPointer({ Self.equal(text, at: text.count - $0.count, $0) }) { return false }
        if !fragment.isEmpty, !fragment.withUnsafeBufferPointer({ Self.contains(text, $0) }) { return false }
        return true
    }

    private static func equal(_ text: UnsafeBufferPointer<UInt8>, at offset: Int, _ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < literal.count {
            if text[offset + index] != literal[index] { return false }
            index += 1
        }
        return true
    }

    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ literal: UnsafeBufferPointer<UInt8>) -> Bool {
        guard literal.count <= text.count, let first = literal.first else { return literal.isEmpty }
        var offset = 0
        let last = text.count - literal.count
        while offset <= last {
            if text[offset] == first, equal(text, at: offset, literal) { return true }
            offset += 1
        }
        return false
    }
}
