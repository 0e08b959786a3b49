/// Helpers shared by every fuzz target. Each target is compiled by `Fuzz/build.sh`
/// together with the sources of the module it exercises, so these live in that
/// module and may use its internal API.

/// Stops the run with a message libFuzzer shows next to the crashing input.
/// An invariant that does not hold is a bug even when nothing traps, so the
/// fuzzer has to treat it as a crash.
func invariant(_ condition: Bool, _ message: @autoclosure () -> String,
               file: StaticString = #fileID, line: UInt = #line) {
    if !condition {
        fatalError("invariant violated: \(message())", file: file, line: line)
    }
}

/// The raw libFuzzer input as bytes.
func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> [UInt8] {
    guard let data, size > 0 else { return [] }
    return Array(UnsafeBufferPointer(start: data, count: size))
}

/// Splits the input at its first newline: two independent strings from one input
/// (an expression and a text), so the seeds stay readable text files.
func splitAtFirstNewline(_ bytes: [UInt8]) -> (first: String, rest: String) {
    guard let index = bytes.firstIndex(of: UInt8(ascii: "\n")) else {
        return (String(decoding: bytes, as: UTF8.self), "")
    }
    return (String(decoding: bytes[..<index], as: UTF8.self),
            String(decoding: bytes[(index + 1)...], as: UTF8.self))
}
