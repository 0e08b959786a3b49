/// A JSON string written from several runs of bytes (a text filled from an
/// Examples row: the text between its placeholders and the row's values),
/// without joining them into a `String` first.
extension JSONByteBuffer {
    /// `"` + the runs `each` hands over, escaped as `appendQuoted` escapes
    /// them + `"`.
    @inline(__always)
    func appendQuoted(runs each: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        append(UInt8(ascii: "\""))
        each { run in
            guard let start = run.baseAddress else { return }
            appendEscaped(start, count: run.count)
        }
        append(UInt8(ascii: "\""))
    }

    /// One run's bytes, escaped, without quotes: clean stretches copied as
    /// `appendQuoted` copies them, an escape written after each.
    private func appendEscaped(_ source: UnsafePointer<UInt8>, count length: Int) {
        var index = 0
        while index < length {
            // Room for the rest of the run and one escape.
            let target = reserve(length &- index &+ 6)
            var written = Self.copyUntilEscape(source + index, count: length &- index, to: target)
            index &+= written
            if index < length {
                written &+= Self.writeEscape(for: source[index], to: target + written)
                index &+= 1
            }
            count &+= written
        }
    }
}
