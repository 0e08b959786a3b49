import LinkSpecPlatform

/// Holds rendered pieces of a report until their order is known. Small reports
/// stay in memory; past `memoryLimit` bytes the pieces move to an anonymous
/// temporary file, so a large report costs memory per piece (its place in the
/// file), not its text.
final class FragmentSpool {
    struct Fragment {
        var sortKey: Int
        var offset: Int
        var length: Int
    }

    private var memory: [UInt8] = []
    private var file: Int32 = -1
    private var fileSize = 0
    private var fragments: [Fragment] = []
    private let memoryLimit: Int

    init(memoryLimit: Int = 4 << 20) {
        self.memoryLimit = memoryLimit
    }

    deinit {
        if file >= 0 { Platform.close(file) }
    }

    /// Keeps `bytes` to be written in `sortKey` order (ties in arrival order).
    func append(_ bytes: [UInt8], sortKey: Int) throws {
        if file < 0 && memory.count + bytes.count > memoryLimit {
            spillToFile()
        }
        let offset: Int
        if file >= 0 {
            offset = fileSize + pending.count
            pending.append(contentsOf: bytes)
            if pending.count >= 1 << 16 { try flushPending() }
        } else {
            offset = memory.count
            memory.append(contentsOf: bytes)
        }
        fragments.append(Fragment(sortKey: sortKey, offset: offset, length: bytes.count))
    }

    /// Bytes bound for the file, written in large chunks.
    private var pending: [UInt8] = []

    private func flushPending() throws {
        guard !pending.isEmpty else { return }
        if let failure = pending.withUnsafeBytes({ Platform.writeAll($0, to: file) }) {
            throw FileError(path: "(temporary file)", message: "cannot write: \(failure)")
        }
        fileSize += pending.count
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes every fragment to `output` in order, then forgets them.
    /// `beforeEach` gets each fragment's sort key just before its bytes, to
    /// write what depends on the order between them (the JSON report's commas).
    func drain(into output: any ReportOutput, beforeEach: ((Int) throws -> Void)? = nil) throws {
        if file >= 0 { try flushPending() }
        // Ties stay in arrival order: the standard library's sort is stable.
        let ordered = fragments.sorted { $0.sortKey < $1.sortKey }
        if file >= 0 {
            try drainFile(ordered, into: output, beforeEach: beforeEach)
        } else {
            for fragment in ordered {
                try beforeEach?(fragment.sortKey)
                try output.write(bytes: memory[fragment.offset..<(fragment.offset + fragment.length)])
            }
        }
        fragments.removeAll()
        memory.removeAll()
    }

    /// Reads the spilled fragments back a run at a time: fragments that lie one
    /// after another in the file (nearly sorted, in defined order) are read with
    /// one call of up to `readChunk` bytes.
    private func drainFile(_ ordered: [Fragment], into output: any ReportOutput,
                           beforeEach: ((Int) throws -> Void)?) throws {
        let readChunk = 1 << 20
        var chunk: [UInt8] = []
        var index = 0
        while index < ordered.count {
            let start = ordered[index].offset
            var end = start + ordered[index].length
            var next = index + 1
            while next < ordered.count && ordered[next].offset == end && end - start + ordered[next].length <= readChunk {
                end += ordered[next].length
                next += 1
            }
            let length = end - start
            if chunk.count < length { chunk = [UInt8](repeating: 0, count: length) }
            let failure = chunk.withUnsafeMutableBytes { raw in
                Platform.read(file, into: UnsafeMutableRawBufferPointer(rebasing: raw[..<length]), at: start)
            }
            if let failure {
                throw FileError(path: "(temporary file)", message: "cannot read back: \(failure)")
            }
            var from = 0
            for fragment in ordered[index..<next] {
                try beforeEach?(fragment.sortKey)
                try output.write(bytes: chunk[from..<(from + fragment.length)])
                from += fragment.length
            }
            index = next
        }
    }

    /// Moves what is in memory to an unlinked temporary file. If none can be
    /// created, the fragments simply stay in memory.
    private func spillToFile() {
        guard let descriptor = Platform.createAnonymousFile(named: "linkspec-report") else { return }
        if memory.withUnsafeBytes({ Platform.writeAll($0, to: descriptor) }) != nil {
            Platform.close(descriptor)
            return
        }
        file = descriptor
        fileSize = memory.count
        memory = []
    }
}
