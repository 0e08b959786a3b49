/// Bytes read without owning or copying them: a feature file's UTF-8 while the
/// Gherkin engine parses it, a step text's while the native matcher matches
/// it, a string's while an outline text is split at its placeholders. The one
/// type outside this module's system-call wrappers that holds a pointer to
/// bytes; the engine and the matcher read through its checked API.
///
/// Invariants:
/// - The bytes are alive and unchanged for as long as the closure of the
///   `withBytes` call that made the value runs, and the value (and whatever
///   holds it: a `GherkinLine`, a `Token`) is not used after that closure
///   returns. `GherkinParser.parse` runs the whole parse inside the closure,
///   and nothing built from a line (AST strings, cells) keeps a line; a step
///   text's matching (`StepPatterns.match`) runs inside its closure too.
/// - Every read is inside `0..<count`. Whatever reads a run at once (a
///   string, a search, a comparison, a copy) checks its range with
///   `precondition`, in every build. A single byte and an eight-byte block
///   are checked by `assert` (debug builds: the tests, the fuzzers' `-Onone`
///   builds): their callers are the engine's byte loops, each bounded by the
///   end of its line or text, which is inside the source (checked in release
///   builds, the blocks alone cost measurably: Benchmarks/results/NOTES.md).
///
/// Why a pointer at all: the engine reads each byte of a source a few times
/// (lines, indentation, keywords, cells), and it reads them in place. A
/// `[UInt8]` copy of the source would be safe for reads but costs a retain and
/// a release whenever a line that holds it is copied; a `Span` cannot be kept
/// in a line at all.
///
/// `@usableFromInline` with `@inlinable` members: the reads are inlined into
/// the loops of the modules that read (a call per byte would cost more than
/// the byte).
@usableFromInline
package struct _UnsafeBytes {
    @usableFromInline let buffer: UnsafeBufferPointer<UInt8>

    @inlinable
    init(_ buffer: UnsafeBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// The UTF-8 of `text`, for as long as `body` runs: in place for a native
    /// string (the generic `utf8` sequence walks one index at a time), a copy
    /// for a bridged one.
    @inlinable @inline(__always)
    package static func withBytes<Result>(of text: String, _ body: (_UnsafeBytes) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ body(_UnsafeBytes($0)) }) { return result }
        return copiedBytes(of: text, body)
    }

    /// Kept apart from the fast path: written in the same function, the copy
    /// made the optimizer keep every string alive across the fast path too.
    @usableFromInline @inline(never)
    static func copiedBytes<Result>(of text: String, _ body: (_UnsafeBytes) -> Result) -> Result {
        var copy = text
        return copy.withUTF8 { body(_UnsafeBytes($0)) }
    }

    @inlinable @inline(__always)
    package var count: Int { buffer.count }

    @inlinable @inline(__always)
    package subscript(index: Int) -> UInt8 {
        assert(index >= 0 && index < buffer.count, "_UnsafeBytes: byte \(index) of \(buffer.count)")
        return buffer[index]
    }

    @inlinable @inline(__always)
    func check(_ range: Range<Int>) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count,
                     "_UnsafeBytes: range outside the bytes")
    }

    /// The eight bytes at `index` as one integer, the first byte lowest
    /// (read little-endian); `index + 8` must not pass `count`.
    @inlinable @inline(__always)
    package func block(at index: Int) -> UInt64 {
        assert(index >= 0 && index <= buffer.count &- 8, "_UnsafeBytes: eight bytes past the end")
        let raw = UnsafeRawPointer(buffer.baseAddress.unsafelyUnwrapped + index)
        return UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
    }

    /// The first index of `byte` in `range`, or nil. `memchr` looks at a word
    /// of bytes or more at a time, where most of a line or a text is not
    /// the byte looked for.
    @inlinable @inline(__always)
    package func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        check(range)
        guard !range.isEmpty, let base = buffer.baseAddress else { return nil }
        return Platform.firstOffset(of: byte, in: UnsafeRawPointer(base + range.lowerBound), count: range.count)
            .map { range.lowerBound + $0 }
    }

    @inlinable @inline(__always)
    package func contains(_ byte: UInt8, in range: Range<Int>) -> Bool {
        firstIndex(of: byte, in: range) != nil
    }

    @inlinable @inline(__always)
    package func elementsEqual(_ range: Range<Int>, _ other: _UnsafeBytes, _ otherRange: Range<Int>) -> Bool {
        check(range)
        other.check(otherRange)
        guard range.count == otherRange.count else { return false }
        guard !range.isEmpty, let base = buffer.baseAddress, let otherBase = other.buffer.baseAddress else { return true }
        return Platform.sameBytes(base + range.lowerBound, otherBase + otherRange.lowerBound, count: range.count)
    }

    @inlinable @inline(__always)
    package func elementsEqual(_ range: Range<Int>, _ stored: [UInt8], at start: Int) -> Bool {
        check(range)
        precondition(start >= 0 && start <= stored.count - range.count, "_UnsafeBytes: stored range outside its array")
        return stored.withUnsafeBufferPointer { other in
            guard !range.isEmpty, let base = buffer.baseAddress, let otherBase = other.baseAddress else { return true }
            return Platform.sameBytes(base + range.lowerBound, otherBase + start, count: range.count)
        }
    }

    @inlinable @inline(__always)
    package func append(_ range: Range<Int>, to array: inout [UInt8]) {
        check(range)
        array.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
    }

    @inlinable
    package func array(_ range: Range<Int>) -> [UInt8] {
        check(range)
        return Array(UnsafeBufferPointer(rebasing: buffer[range]))
    }

    /// `self[range]` as a string (invalid UTF-8 repaired as `String(decoding:)`
    /// does). Short texts (table cells, tags, ids) fit a small string: that
    /// path measured faster through `unsafeUninitializedCapacity`, longer ones
    /// through `decoding`.
    @inlinable
    package func string(_ range: Range<Int>) -> String {
        check(range)
        if range.isEmpty { return "" }
        let source = UnsafeBufferPointer(rebasing: buffer[range])
        if source.count <= 15 {
            return String(unsafeUninitializedCapacity: source.count) { target in
                _ = target.initialize(from: source)
                return source.count
            }
        }
        return String(decoding: source, as: UTF8.self)
    }

    /// A string of at most `length` bytes, written by `write` piece by piece
    /// straight into the string's own storage.
    @inlinable @inline(__always)
    package static func string(length: Int, _ write: (inout StringOutput) -> Void) -> String {
        String(unsafeUninitializedCapacity: length) { target in
            var output = StringOutput(target: target)
            write(&output)
            return output.written
        }
    }

    /// Where `string(length:_:)` writes: the string's storage, `written`
    /// bytes of it initialized so far.
    @usableFromInline
    package struct StringOutput: ~Copyable {
        @usableFromInline let target: UnsafeMutableBufferPointer<UInt8>
        @usableFromInline var written = 0

        @inlinable
        init(target: UnsafeMutableBufferPointer<UInt8>) {
            self.target = target
        }

        /// Copies `piece` after what was written. Pieces that would pass the
        /// string's length stop the program (`precondition`).
        @inlinable @inline(__always)
        package mutating func append(_ piece: _UnsafeBytes) {
            precondition(piece.count <= target.count - written, "_UnsafeBytes.string(length:): pieces longer than the length")
            guard let from = piece.buffer.baseAddress, let to = target.baseAddress else { return }
            (to + written).initialize(from: from, count: piece.count)
            written += piece.count
        }
    }

    /// The bytes `range` of `value`'s memory as a string (`IdGenerator`'s
    /// digits, kept in three words): copied straight into a small string.
    @inlinable @inline(__always)
    package static func string(bytesOf value: (UInt64, UInt64, UInt64), _ range: Range<Int>) -> String {
        withUnsafeBytes(of: value) { raw in
            precondition(range.lowerBound >= 0 && range.upperBound <= raw.count, "_UnsafeBytes: range outside the value")
            let piece = UnsafeRawBufferPointer(rebasing: raw[range])
            return String(unsafeUninitializedCapacity: piece.count) { target in
                UnsafeMutableRawBufferPointer(target).copyMemory(from: piece)
                return piece.count
            }
        }
    }

    /// The bytes in `range`, as bytes of their own (indices from 0).
    @inlinable @inline(__always)
    package func slice(_ range: Range<Int>) -> _UnsafeBytes {
        check(range)
        return _UnsafeBytes(UnsafeBufferPointer(rebasing: buffer[range]))
    }
}

/// The bytes read as UTF-8 text: columns and white space count Unicode
/// scalars, as Gherkin and the regex engine do. The bytes are a Swift
/// string's, so valid UTF-8; a truncated sequence still decodes to U+FFFD
/// instead of reading past `end`.
extension _UnsafeBytes {
    /// The scalar starting at `index`, and its length in bytes.
    @inlinable
    package func scalar(at index: Int, end: Int) -> (Unicode.Scalar, Int) {
        let lead = self[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC0..<0xE0: length = 2; value = UInt32(lead & 0x1F)
        case 0xE0..<0xF0: length = 3; value = UInt32(lead & 0x0F)
        case 0xF0..<0xF8: length = 4; value = UInt32(lead & 0x07)
        default: return ("\u{FFFD}", 1)
        }
        guard index + length <= end else { return ("\u{FFFD}", 1) }
        for offset in 1..<length {
            value = value << 6 | UInt32(self[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Whether the scalar at `index` is white space (Unicode's White_Space,
    /// so a no-break space pads a table cell and ends a `{word}`), and its
    /// length in bytes. ASCII is answered without decoding.
    @inlinable @inline(__always)
    package func whitespace(at index: Int, end: Int) -> (Bool, Int) {
        let byte = self[index]
        if byte < 0x80 { return (byte == 0x20 || byte &- 0x09 < 5, 1) }
        return nonASCIIWhitespace(at: index, end: end)
    }

    /// Kept out of line: inlined, the Unicode lookup made every caller fetch its
    /// type metadata and reserve stack for it on each call, ASCII or not.
    @usableFromInline @inline(never)
    func nonASCIIWhitespace(at index: Int, end: Int) -> (Bool, Int) {
        let (scalar, length) = scalar(at: index, end: end)
        return (scalar.properties.isWhitespace, length)
    }

    /// Whether `prefix` is at `index`, ending at `end` or before.
    @inlinable @inline(__always)
    package func hasPrefix(_ prefix: [UInt8], at index: Int, end: Int) -> Bool {
        guard end - index >= prefix.count else { return false }
        var offset = 0
        while offset < prefix.count {
            if self[index + offset] != prefix[offset] { return false }
            offset += 1
        }
        return true
    }
}
