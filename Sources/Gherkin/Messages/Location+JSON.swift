// Locations as the `location` field that nearly every message has.

extension Location: JSONWritable, JSONOutputWritable {
    public func write(to json: inout JSONWriter) {
        json.writeDirectly(self)
    }

    @inline(never)
    static func write(_ location: UnsafePointer<Location>, to output: JSONOutput) {
        output.bytes.appendLocation(location.pointee, after: NoPrefix())
    }
}

extension JSONOutput {
    /// `,"name":{"column":1,"line":2}` in one go, with one capacity check,
    /// rather than token by token.
    @inline(__always)
    func field(_ name: StaticString, _ location: UnsafePointer<Location>) {
        bytes.appendLocation(location.pointee, after: CommaKey(name))
    }

    @inline(__always)
    func field(_ name: StaticString, ifPresent location: UnsafePointer<Location?>) {
        if let present = location.unwrapped() { field(name, present) }
    }
}

extension JSONByteBuffer {
    /// `prefix`, then `location` as an object. A location is two integers:
    /// copying it costs nothing.
    @inline(__always)
    func appendLocation<Prefix: JSONPrefix>(_ location: Location, after prefix: Prefix) {
        // The keys and their punctuation, and two integers of 24 bytes' room.
        let target = reserve(prefix.maxLength &+ 72)
        var length = prefix.write(to: target)
        if let column = location.column {
            length &+= Self.writeLiteral(#"{"column":"#, to: target + length)
            length &+= Self.writeInt(column, to: target + length)
            length &+= Self.writeLiteral(#","line":"#, to: target + length)
        } else {
            length &+= Self.writeLiteral(#"{"line":"#, to: target + length)
        }
        length &+= Self.writeInt(location.line, to: target + length)
        target[length] = UInt8(ascii: "}")
        count &+= length &+ 1
    }
}
