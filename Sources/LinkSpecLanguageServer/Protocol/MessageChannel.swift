import Foundation
import LinkSpecPlatform

/// Where the server's messages come from and go to: file descriptors (the
/// process's standard input and output), framed as the LSP base protocol
/// says: `Content-Length: N\r\n`, other headers ignored, `\r\n`, then N bytes
/// of UTF-8 JSON.
///
/// Reading keeps whole messages that have already arrived in a queue, so the
/// server can see a `$/cancelRequest` or a newer edit behind the message it is
/// about to handle.
final class MessageChannel {
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// Complete messages read but not yet handed out, oldest first.
    private(set) var queued: [[UInt8]] = []

    init(input: Int32, output: Int32) {
        self.input = input
        self.output = output
    }

    /// The next message's bytes, waiting for it; nil when the input ended.
    /// A header without a usable `Content-Length` is skipped up to the next
    /// blank line (`skipped` says so), as nothing else marks where its
    /// message ends.
    func next(skipped: (String) -> Void) -> [UInt8]? {
        while queued.isEmpty {
            while let framed = frame(skipped: skipped) { queued.append(framed) }
            guard queued.isEmpty else { break }
            guard !ended else { return nil }
            fill()
        }
        return queued.removeFirst()
    }

    /// Reads whatever has already arrived, without waiting, into `queued`.
    func readArrived(skipped: (String) -> Void) {
        while !ended, Platform.isReadable(input) {
            fill()
        }
        while let framed = frame(skipped: skipped) { queued.append(framed) }
    }

    /// Removes the first queued message `predicate` picks; whether there was one.
    func removeQueued(where predicate: ([UInt8]) -> Bool) -> Bool {
        guard let index = queued.firstIndex(where: predicate) else { return false }
        queued.remove(at: index)
        return true
    }

    /// Writes one message with its header, whole.
    func send(_ content: [UInt8]) {
        var framed = Array("Content-Length: \(content.count)\r\n\r\n".utf8)
        framed += content
        // A failed write means the client has gone; reading will end too.
        framed.withUnsafeBytes { _ = Platform.writeAll($0, to: output) }
    }

    // MARK: framing

    /// Takes one complete message off the buffer, if there is one.
    private func frame(skipped: (String) -> Void) -> [UInt8]? {
        while true {
            guard let headerEnd = buffer[start...].firstRange(of: Self.headerEnd)?.lowerBound else { return nil }
            let header = String(decoding: buffer[start..<headerEnd], as: UTF8.self)
            let bodyStart = headerEnd + 4
            guard let length = Self.contentLength(header) else {
                skipped("a message header without a valid Content-Length: \(header.prefix(200))")
                start = bodyStart
                continue
            }
            guard buffer.count - bodyStart >= length else { return nil }
            let body = Array(buffer[bodyStart..<(bodyStart + length)])
            start = bodyStart + length
            if start > 1 << 16 {
                buffer.removeFirst(start)
                start = 0
            }
            return body
        }
    }

    /// The `Content-Length` of a header, field names compared without case.
    static func contentLength(_ header: String) -> Int? {
        for line in header.split(separator: "\r\n") {
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0, length <= 1 << 30 else { return nil }
            return length
        }
        return nil
    }

    private static let headerEnd = Array("\r\n\r\n".utf8)

    // MARK: the descriptor

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        switch chunk.withUnsafeMutableBytes({ Platform.read(input, into: $0) }) {
        case .success(let got) where got > 0: buffer += chunk[..<got]
        case .success, .failure: ended = true   // the end of the input, or a read that cannot go on
        }
    }
}
