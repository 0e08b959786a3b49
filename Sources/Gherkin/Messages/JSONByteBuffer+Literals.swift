/// Text known at compile time: punctuation, field names, values already
/// written as JSON. Such text needs no escaping (message field names never
/// do), and when inlined its length is a constant: the copy is a move or two.
extension JSONByteBuffer {
    /// Punctuation, written as given.
    @inline(__always)
    func append(_ literal: StaticString) {
        if literal.hasPointerRepresentation {
            appendRun(literal.utf8Start, count: literal.utf8CodeUnitCount)
        } else {
            appendScalar(literal)
        }
    }

    /// A literal of one Unicode scalar ("a") is stored as the scalar, not
    /// as bytes; out of line, so that the usual case is inlined.
    @inline(never)
    private func appendScalar(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// `"name":`, after a comma when `comma`, for a name known at compile
    /// time that needs no escaping (message field names never do).
    @inline(__always)
    func appendKey(_ name: StaticString, comma: Bool) {
        if name.hasPointerRepresentation {
            appendKey(UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount), comma: comma)
        } else {
            appendScalarKey(name, comma: comma)
        }
    }

    /// A name of one Unicode scalar ("a"), stored as the scalar.
    @inline(never)
    private func appendScalarKey(_ name: StaticString, comma: Bool) {
        name.withUTF8Buffer { appendKey($0, comma: comma) }
    }

    @inline(__always)
    private func appendKey(_ name: UnsafeBufferPointer<UInt8>, comma: Bool) {
        let length = name.count
        let target = reserve(length + 4)
        var offset = 0
        if comma {
            target[0] = UInt8(ascii: ",")
            offset = 1
        }
        target[offset] = UInt8(ascii: "\"")
        if let start = name.baseAddress {
            Self.copy(start, count: length, to: target + offset + 1)
        }
        target[offset + length + 1] = UInt8(ascii: "\"")
        target[offset + length + 2] = UInt8(ascii: ":")
        count += offset + length + 3
    }

    /// Writes a literal of more than one character (always stored as bytes)
    /// at `target`; returns its length.
    @inline(__always)
    static func writeLiteral(_ literal: StaticString, to target: UnsafeMutablePointer<UInt8>) -> Int {
        copy(literal.utf8Start, count: literal.utf8CodeUnitCount, to: target)
        return literal.utf8CodeUnitCount
    }

    /// `"name":` at `target`; returns its length.
    @inline(__always)
    static func writeKey(_ name: StaticString, to target: UnsafeMutablePointer<UInt8>) -> Int {
        name.withUTF8Buffer { name in
            target[0] = UInt8(ascii: "\"")
            if let start = name.baseAddress { copy(start, count: name.count, to: target + 1) }
            target[name.count &+ 1] = UInt8(ascii: "\"")
            target[name.count &+ 2] = UInt8(ascii: ":")
            return name.count &+ 3
        }
    }
}
