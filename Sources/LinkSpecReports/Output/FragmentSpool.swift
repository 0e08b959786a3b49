import LinkSpecPlatform

/// Holds rendered pieces of a report until their order is known. Small reports
/// stay in memory; past `memoryLimit` bytes the pieces move to an anonymous
/// temporary file, so a large report costs memory per piece (its place in the
/// file), not its text.
final class FragmentSpool {
    private var memory: [UInt8] = []
    private var file: Int32 = -1
    private var fileSize = 0
    /// Fragment `i` has sort key `sortKeys[i]` and lies from `ends[i - 1]`
    /// (0 for the first) to `ends[i]`: fragments are stored one after another,
    /// so two words a fragment describe it.
    private var sortKeys: [Int] = []
    private var ends: [Int] = []
    private let memoryLimit: Int

    init(memoryLimit: Int = 4 << 20) {
        self.memoryLimit = memoryLimit
    }

    deinit {
        if file >= 0 { Platform.close(file) }
    }

    /// Keeps `bytes` to be written in `sortKey` order (ties in arrival order).
    func append(_ bytes: [UInt8], sortKey: Int) throws {
        let needed = memory.count + bytes.count
        if file < 0 && needed > memoryLimit {
            spillToFile()
        } else if file < 0 && needed > memory.capacity {
            // Grown by doubling alone, a buffer just short of the limit would
            // double past it before it spills.
            memory.reserveCapacity(max(needed, min(memoryLimit, memory.capacity * 2)))
        }
        if file >= 0 {
            pending.append(contentsOf: bytes)
            if pending.count >= 1 << 16 { try flushPending() }
        } else {
            memory.append(contentsOf: bytes)
        }
        sortKeys.append(sortKey)
        ends.append((ends.last ?? 0) + bytes.count)
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
        var ordered = Array(sortKeys.indices)
        ordered.sort { (sortKeys[$0], $0) < (sortKeys[$1], $1) }
        if file >= 0 {
            try drainFile(ordered, into: output, beforeEach: beforeEach)
        } else {
            for index in ordered {
                try beforeEach?(sortKeys[index])
                try output.write(bytes: memory[bounds(of: index)])
            }
        }
        sortKeys.removeAll()
        ends.removeAll()
        memory.removeAll()
    }

    private func bounds(of index: Int) -> Range<Int> {
        (index == 0 ? 0 : ends[index - 1])..<ends[index]
    }

    /// Reads the spilled fragments back a run at a time: fragments that lie one
    /// after another in the file (nearly sorted, in defined order) are read with
    /// one call of up to `readChunk` bytes.
    private func drainFile(_ ordered: [Int], into output: any ReportOutput,
                           beforeEach: ((Int) throws -> Void)?) throws {
        let readChunk = 1 << 20
        var chunk: [UInt8] = []
        var index = 0
        while index < ordered.count {
            let start = bounds(of: ordered[index]).lowerBound
            var end = bounds(of: ordered[index]).upperBound
            var next = index + 1
            while next < ordered.count, bounds(of: ordered[next]).lowerBound == end,
                  bounds(of: ordered[next]).upperBound - start <= readChunk {
                end = bounds(of: ordered[next]).upperBound
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
                let size = bounds(of: fragment).count
                try beforeEach?(sortKeys[fragment])
                try output.write(bytes: chunk[from..<(from + size)])
                from += size
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
