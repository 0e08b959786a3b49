/// What `JSONWriter` appends: punctuation, keys, quoted and escaped strings
/// (numbers are in `+Numbers`), each into room reserved for the most it can
/// write (see `_UnsafeByteBuffer`). Each value, key or opening bracket writes the comma
/// that `needsComma` asks for, and leaves `needsComma` as the next token needs it.
extension _UnsafeByteBuffer {
    // MARK: Punctuation and keys (compiled into the caller)

    /// `[` or `{`, after a comma when a value came before; the next value is
    /// the first of its level.
    @inlinable @inline(__always)
    func appendOpening(_ bracket: UInt8) {
        let target = reserve(2)
        var written = 0
        if needsComma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = bracket
        advance(by: written &+ 1)
        needsComma = false
    }

    /// `]` or `}`, or a line feed ending an NDJSON line (`needsComma` false).
    @inlinable @inline(__always)
    func appendClosing(_ byte: UInt8, needsComma: Bool = true) {
        reserve(1).pointee = byte
        advance(by: 1)
        self.needsComma = needsComma
    }

    /// `,"name":` (the comma when a value came before). The name must need no
    /// escaping; a literal's length is known where this is compiled, so its
    /// copy is a move or two.
    @inlinable @inline(__always)
    func appendKey(_ literal: StaticString) {
        let name = Self.bytes(of: literal)
        let target = reserve(name.count &+ 4)
        advance(by: Self.key(name, comma: needsComma, to: target))
        needsComma = false
    }

    /// `"text"`, after a comma when a value came before: a literal that needs
    /// no escaping.
    @inlinable @inline(__always)
    func appendQuotedLiteral(_ literal: StaticString) {
        let text = Self.bytes(of: literal)
        let target = reserve(text.count &+ 3)
        var written = 0
        if takeComma() {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= Self.copy(text, to: target + written)
        target[written] = UInt8(ascii: "\"")
        advance(by: written &+ 1)
    }

    /// Whether a comma goes before the value about to be written; after it, one does.
    @inlinable @inline(__always)
    func takeComma() -> Bool {
        defer { needsComma = true }
        return needsComma
    }

    /// `,"name":` at `target`; returns its length (the name's and at most 4).
    @inlinable @inline(__always)
    static func key(_ name: UnsafeBufferPointer<UInt8>, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var written = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= copy(name, to: target + written)
        target[written] = UInt8(ascii: "\"")
        target[written &+ 1] = UInt8(ascii: ":")
        return written &+ 2
    }

    // MARK: Strings and numbers (a call each)

    /// `value` quoted and escaped. Its UTF-8 is read in place when the string
    /// is stored contiguously (native strings are), copied otherwise.
    ///
    /// The copy is made in a function of its own (`appendCopy`): written
    /// here, it kept the string alive across the fast path's writes, a
    /// retain and a release of every string.
    @usableFromInline
    func appendString(_ value: String) {
        let comma = takeComma()
        let done: Void? = value.utf8.withContiguousStorageIfAvailable { appendQuoted($0, comma: comma) }
        if done == nil { appendCopy(of: value.utf8, comma: comma) }
    }

    /// `text` quoted: when it is a decimal number as message ids are written
    /// (no sign, no leading zero, at most 18 digits), the number plus
    /// `offset`; otherwise the text as it is.
    @usableFromInline
    func appendShifted(_ text: String, by offset: Int) {
        let shifted: Bool? = text.utf8.withContiguousStorageIfAvailable { digits in
            guard let value = Self.decimalValue(of: digits) else { return false }
            appendDecimal(value &+ offset, comma: takeComma(), quoted: true)
            return true
        }
        // Other texts (bridged ones among them) are not message ids linkspec
        // makes: written as they are.
        if shifted != true { appendString(text) }
    }

    /// A text not stored contiguously (bridged from Foundation), quoted from a copy.
    @inline(never)
    private func appendCopy(of utf8: some Collection<UInt8>, comma: Bool) {
        Array(utf8).withUnsafeBufferPointer { appendQuoted($0, comma: comma) }
    }

    /// `utf8` quoted and escaped as `JSON.stringify` escapes it, after a
    /// comma when asked. A long text goes a piece at a time, so that it does
    /// not reserve six times its size at once.
    @inline(__always)
    private func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool) {
        let piece = 1 << 12
        guard utf8.count <= piece else { return appendQuotedInPieces(utf8, comma: comma, piece: piece) }
        // Most texts: in one piece.
        let bound = utf8.count &* 6 &+ 3
        let target = reserve(bound)
        var written = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            written = 1
        }
        target[written] = UInt8(ascii: "\"")
        written &+= 1
        written &+= Self.escaped(utf8, to: target + written)
        target[written] = UInt8(ascii: "\"")
        assert(written &+ 1 <= bound)
        advance(by: written &+ 1)
    }

    @inline(never)
    private func appendQuotedInPieces(_ utf8: UnsafeBufferPointer<UInt8>, comma: Bool, piece: Int) {
        if comma { append(UInt8(ascii: ",")) }
        append(UInt8(ascii: "\""))
        var start = 0
        repeat {
            let end = Swift.min(start &+ piece, utf8.count)
            let text = UnsafeBufferPointer(rebasing: utf8[start..<end])
            let bound = text.count &* 6
            let written = Self.escaped(text, to: reserve(bound))
            assert(written <= bound)
            advance(by: written)
            start = end
        } while start < utf8.count
        append(UInt8(ascii: "\""))
    }

    /// The bytes of a string literal, which are static: read in place
    /// (`withUTF8Buffer`'s closure cost a retain of the buffer per key).
    /// A key must need no escaping, which field names of messages never do.
    @inlinable @inline(__always)
    static func bytes(of literal: StaticString) -> UnsafeBufferPointer<UInt8> {
        precondition(literal.hasPointerRepresentation, "JSONWriter: a key must be a string literal")
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        assert(!bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") },
               "a key must need no escaping")
        return bytes
    }

    /// A literal written as it is (`true`, `null`), after a comma when a
    /// value came before.
    @inlinable @inline(__always)
    func appendUnquoted(_ literal: StaticString) {
        if takeComma() { append(UInt8(ascii: ",")) }
        append(Self.bytes(of: literal))
    }

    /// Bytes written as they are (a number's text), after a comma when a
    /// value came before.
    func appendUnquoted(_ bytes: [UInt8]) {
        if takeComma() { append(UInt8(ascii: ",")) }
        bytes.withUnsafeBufferPointer { append($0) }
    }
}
