/// Strings and ids written from where they are stored (`StoredString`),
/// without loading them as values: no retain, and a small string goes from
/// its two words to the buffer without a detour through memory.
///
/// Each writer is a fast path, inlined, for the usual case (a small string
/// that needs no escaping, an id of up to eight digits, room in the buffer):
/// written together with what comes before it (a field's key, an element's
/// comma) after one test, since the capacity check and the count's update,
/// made for the key and again for the value, cost as much as the bytes.
/// Everything else goes out of line: the optimizer inlines only small
/// functions, whatever they are marked.
extension JSONByteBuffer {
    /// `prefix`, then the string stored at `address`, quoted and escaped.
    @inline(__always)
    func appendQuoted<Prefix: JSONPrefix>(stringAt address: UnsafePointer<String>, after prefix: Prefix) {
        if readsStringsInPlace {
            let stored = StoredString(at: address)
            let masks = stored.smallMasks
            let high = stored.smallHigh
            // `escapeMask` is exact up to the first flagged byte, so flags past
            // the end can be masked off without hiding one inside.
            let unusual = stored.notSmall
                | Self.escapeMask(UInt64(littleEndian: stored.countAndFlags)) & masks.low
                | Self.escapeMask(UInt64(littleEndian: high)) & masks.high
            if unusual == 0, let target = room(prefix.maxLength &+ 18) {
                let length = prefix.write(to: target)
                // Both words whole: the bytes past the closing quote are
                // written over later.
                target[length] = UInt8(ascii: "\"")
                let raw = UnsafeMutableRawPointer(target + length + 1)
                raw.storeBytes(of: stored.countAndFlags, as: UInt64.self)
                raw.storeBytes(of: high, toByteOffset: 8, as: UInt64.self)
                let end = length &+ stored.smallCount &+ 1
                target[end] = UInt8(ascii: "\"")
                count &+= end &+ 1
                return
            }
        }
        appendQuotedSlowly(stringAt: address, after: prefix)
    }

    /// Any other string: long, escaped, not stored as read here, or when
    /// the buffer must grow.
    @inline(never)
    private func appendQuotedSlowly<Prefix: JSONPrefix>(stringAt address: UnsafePointer<String>,
                                                       after prefix: Prefix) {
        guard readsStringsInPlace else {
            appendPrefix(prefix)
            appendQuoted(address.pointee)
            return
        }
        let stored = StoredString(at: address)
        if let utf8 = stored.largeUTF8 {
            appendQuoted(utf8, after: prefix)
            return
        }
        appendPrefix(prefix)
        if stored.isSmall {
            // Copied to the stack to be read as bytes, as the standard
            // library reads a small string.
            var words = (stored.countAndFlags, stored.smallHigh)
            let length = stored.smallCount
            withUnsafeBytes(of: &words) { bytes in
                appendQuoted(UnsafeBufferPointer(start: bytes.baseAddress!.assumingMemoryBound(to: UInt8.self),
                                                 count: length))
            }
        } else {
            appendQuoted(address.pointee)
        }
    }

    @inline(__always)
    func appendPrefix<Prefix: JSONPrefix>(_ prefix: Prefix) {
        let length = prefix.write(to: reserve(prefix.maxLength))
        count &+= length
    }

    // MARK: Ids

    /// `prefix`, then the id stored at `address` as `appendId(_:shift:)`
    /// writes it. An id of one to eight digits (all of `IdGenerator`'s, in
    /// practice) is a small string whose first word holds every digit: it
    /// is shifted straight from that word.
    @inline(__always)
    func appendId<Prefix: JSONPrefix>(stringAt address: UnsafePointer<String>, shift: IdShift,
                                      after prefix: Prefix) {
        if readsStringsInPlace, let offsetDigits = shift.digits {
            let stored = StoredString(at: address)
            let length = stored.smallCount
            let word = UInt64(littleEndian: stored.countAndFlags) & stored.smallMasks.low
            // One to eight bytes, and no leading zero unless the id is "0".
            let unusual = stored.notSmall | (UInt64(truncatingIfNeeded: length &- 1) & ~7)
            if unusual == 0, length == 1 || word & 0xFF != UInt64(UInt8(ascii: "0")),
               let idDigits = Self.digitLanes(ofASCIIWord: word, count: length),
               let sum = Self.decimalSum(idDigits.byteSwapped, offsetDigits),
               let target = room(prefix.maxLength &+ 10) {
                let length = prefix.write(to: target)
                count &+= length &+ Self.writeDecimalSum(sum, to: target + length)
                return
            }
        }
        appendIdSlowly(stringAt: address, shift: shift, after: prefix)
    }

    /// Any other id, or offset (zero among them: the ids of the first file
    /// are written as they are, small strings quoted).
    @inline(never)
    private func appendIdSlowly<Prefix: JSONPrefix>(stringAt address: UnsafePointer<String>, shift: IdShift,
                                                   after prefix: Prefix) {
        if shift.offset == 0 {
            appendQuoted(stringAt: address, after: prefix)
        } else {
            appendPrefix(prefix)
            appendId(address.pointee, shift: shift)
        }
    }
}
