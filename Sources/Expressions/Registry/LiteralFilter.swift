/// Byte-level checks a step text must pass before a definition's regular
/// expression is worth running: the literal text every match starts with, ends
/// with, and contains (the longest run of plain text in the expression).
/// Comparing UTF-8 bytes matches the engine's code-unit semantics exactly.
struct LiteralFilter: Sendable {
    private let prefix: [UInt8]
    private let suffix: [UInt8]
    private let fragment: [UInt8]

    init(_ expression: StepExpression) {
        prefix = Array(expression.literalPrefix.utf8)
        suffix = Array(expression.literalSuffix.utf8)
        let fragment = Array(expression.requiredFragment.utf8)
        // A fragment inside the prefix or suffix adds nothing.
        self.fragment = fragment.count > max(prefix.count, suffix.count) ? fragment : []
    }

    func admits(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard text.count >= prefix.count, text.count >= suffix.count else { return false }
        if !prefix.isEmpty, !prefix.withUnsafeBufferPointer({ Self.equal(text, at: 0, $0) }) { return false }
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
