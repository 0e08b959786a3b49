/// What `JSONWriter` appends: keys, quoted and escaped strings, numbers,
/// each into room reserved for the most it can write (see `_UnsafeByteBuffer`).
extension _UnsafeByteBuffer {
    /// `,"name":` (the comma only if asked). The name must need no escaping.
    func appendKey(_ name: UnsafeBufferPointer<UInt8>, comma: Bool = true) {
        let target = reserve(name.count &+ 4)
        advance(by: Self.key(name, comma: comma, to: target))
    }

    /// `,"name":` when `name` is given, then `utf8` quoted and escaped as
    /// `JSON.stringify` escapes it. A long text goes a piece at a time, so
    /// that it does not reserve six times its size at once.
    func appendQuoted(_ utf8: UnsafeBufferPointer<UInt8>, key name: UnsafeBufferPointer<UInt8>?, comma: Bool) {
        let piece = 1 << 12
        if utf8.count <= piece {
            // Most texts: in one piece.
            let bound = utf8.count &* 6 &+ 7 &+ (name?.count ?? 0)
            let target = reserve(bound)
            var written = Self.member(name, comma: comma, to: target)
            target[written] = UInt8(ascii: "\"")
            written &+= 1
            written &+= Self.escaped(utf8, to: target + written)
            target[written] = UInt8(ascii: "\"")
            assert(written &+ 1 <= bound)
            advance(by: written &+ 1)
            return
        }
        var start = 0
        repeat {
            let end = Swift.min(start &+ piece, utf8.count)
            let text = UnsafeBufferPointer(rebasing: utf8[start..<end])
            let opens = start == 0
            let closes = end == utf8.count
            let bound = text.count &* 6 &+ 3 &+ (opens ? (name?.count ?? 0) &+ 4 : 0)
            let target = reserve(bound)
            var written = 0
            if opens {
                written = Self.member(name, comma: comma, to: target)
                target[written] = UInt8(ascii: "\"")
                written &+= 1
            }
            written &+= Self.escaped(text, to: target + written)
            if closes {
                target[written] = UInt8(ascii: "\"")
                written &+= 1
            }
            assert(written <= bound)
            advance(by: written)
            start = end
        } while start < utf8.count
    }

    /// `,"name":` when `name` is given (`,` alone when asked), then `value`
    /// in decimal, in double quotes when asked: at most 27 bytes and the name.
    func appendDecimal(_ value: Int, key name: UnsafeBufferPointer<UInt8>?, comma: Bool, quoted: Bool) {
        let bound = 27 &+ (name?.count ?? 0)
        let target = reserve(bound)
        var written = Self.member(name, comma: comma, to: target)
        if quoted {
            target[written] = UInt8(ascii: "\"")
            written &+= 1
        }
        if value < 0 {
            target[written] = UInt8(ascii: "-")
            written &+= 1
        }
        written &+= Self.decimal(value.magnitude, to: target + written)
        if quoted {
            target[written] = UInt8(ascii: "\"")
            written &+= 1
        }
        assert(written <= bound)
        advance(by: written)
    }

    /// `,"name":` when `name` is given (`,` alone when asked), then `text`
    /// quoted: when it is a decimal number as message ids are written (no
    /// sign, no leading zero, at most 18 digits), the number plus `offset`;
    /// otherwise the text as it is.
    func appendShifted(_ text: UnsafeBufferPointer<UInt8>, by offset: Int, key name: UnsafeBufferPointer<UInt8>?, comma: Bool) {
        guard offset != 0, let value = Self.decimalValue(of: text) else {
            return appendQuoted(text, key: name, comma: comma)
        }
        appendDecimal(value &+ offset, key: name, comma: comma, quoted: true)
    }

    private static func decimalValue(of digits: UnsafeBufferPointer<UInt8>) -> Int? {
        guard digits.count > 0, digits.count <= 18, digits.count == 1 || digits[0] != UInt8(ascii: "0") else { return nil }
        var value = 0
        for byte in digits {
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            value = value &* 10 &+ Int(digit)
        }
        return value
    }

    // MARK: Writing at a reserved place

    /// What comes before a value: `,"name":` when `name` is given, `,` alone
    /// when asked, or nothing; returns its length (the name's and at most 4).
    @inline(__always)
    private static func member(_ name: UnsafeBufferPointer<UInt8>?, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
        if let name { return key(name, comma: comma, to: target) }
        guard comma else { return 0 }
        target[0] = UInt8(ascii: ",")
        return 1
    }

    /// `,"name":` at `target`; returns its length (the name's and at most 4).
    @inline(__always)
    private static func key(_ name: UnsafeBufferPointer<UInt8>, comma: Bool, to target: UnsafeMutablePointer<UInt8>) -> Int {
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

    /// Copies `run` to `target`; returns its length. A short run is moved in
    /// one or two loads and stores (overlapping), where a call to `memmove`
    /// costs more than the copy; only bytes of the run are read.
    @inline(__always)
    static func copy(_ run: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let length = run.count
        guard let start = run.baseAddress else { return 0 }
        let from = UnsafeRawPointer(start)
        let to = UnsafeMutableRawPointer(target)
        if length >= 8 && length <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self)
            to.storeBytes(of: head, as: UInt64.self)
            to.storeBytes(of: tail, toByteOffset: length &- 8, as: UInt64.self)
        } else if length >= 4 && length < 8 {
            let head = from.loadUnaligned(as: UInt32.self)
            let tail = from.loadUnaligned(fromByteOffset: length &- 4, as: UInt32.self)
            to.storeBytes(of: head, as: UInt32.self)
            to.storeBytes(of: tail, toByteOffset: length &- 4, as: UInt32.self)
        } else if length < 4 {
            for index in 0..<length { target[index] = start[index] }
        } else {
            target.update(from: start, count: length)
        }
        return length
    }

    /// The decimal digits of `value` at `target`, most significant first;
    /// returns their number (at most 20). Two digits per division.
    @inline(__always)
    private static func decimal(_ value: UInt, to target: UnsafeMutablePointer<UInt8>) -> Int {
        var digits = 1
        var power: UInt = 10
        while digits < 20 && value >= power {
            digits &+= 1
            power = power &* 10
        }
        let pairs = digitPairs.utf8Start
        var rest = value
        var position = digits
        while rest >= 100 {
            let next = rest / 100
            let pair = Int(truncatingIfNeeded: rest &- next &* 100) &* 2
            position &-= 2
            target[position] = pairs[pair]
            target[position &+ 1] = pairs[pair &+ 1]
            rest = next
        }
        if rest >= 10 {
            let pair = Int(truncatingIfNeeded: rest) &* 2
            target[0] = pairs[pair]
            target[1] = pairs[pair &+ 1]
        } else {
            target[0] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest)
        }
        return digits
    }

    /// "00" to "99", one after the other.
    private static var digitPairs: StaticString {
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"
    }
}
